import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { AMOUNT_TO_TOO_SMALL, CURRENCY_NOT_SUPPORTED } from '../upstream/fixtures/changenow-v2.js';

// The sandbox's ChangeNOW side answers in the real API's shapes, refusals included:
// the fixtures the codec is tested on are what the sandbox says too.

const sandbox = useTestSandbox();

const range = (query: string) =>
  fetch(`${sandbox.url}/v2/exchange/range?${query}&flow=fixed-rate`, {
    headers: { 'x-changenow-api-key': 'any' },
  });

describe("the sandbox's ChangeNOW API", () => {
  it('refuses a coin it does not list as the real API does: 400 not_valid_params', async () => {
    const res = await range('fromCurrency=btcc&fromNetwork=btc&toCurrency=eth&toNetwork=eth');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(Object.keys(body).sort()).toEqual(Object.keys(CURRENCY_NOT_SUPPORTED).sort());
    expect(body).toEqual(CURRENCY_NOT_SUPPORTED);
  });

  it('words its refusals in the same two fields as the real API', async () => {
    const res = await range('fromCurrency=bnb');
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(AMOUNT_TO_TOO_SMALL).sort());
    expect(body.error).toBe('not_valid_params');
  });
});
