import { describe, expect, it } from 'vitest';
import {
  CAPTURED_ADDRESS as ADDRESS,
  capturedBody,
  capturedCreationBody,
} from '../test-support/stealthex-replay.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

// The sandbox's StealthEX side answers in the shapes the real API v4 sent (the captured replies
// in server/upstream/fixtures/stealthex/): same fields, same nesting, same statuses, so a demo
// or a test over the sandbox exercises the codec as the real provider does.

const sandbox = useTestSandbox();

const ROUTE = {
  route: { from: { symbol: 'btc', network: 'mainnet' }, to: { symbol: 'xmr', network: 'mainnet' } },
  estimation: 'direct',
  rate: 'floating',
};

const post = (path: string, body: unknown, key = 'any-key') =>
  fetch(`${sandbox.url}/stealthex/v4/${path}`, {
    method: 'POST',
    headers: { authorization: key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Every key of a JSON value, nested ones as paths: the shape without the values. */
function shape(value: unknown, at = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value)
    .flatMap(([key, inner]) => [`${at}${key}`, ...shape(inner, `${at}${key}.`)])
    .sort();
}

const captured = (name: string) => JSON.parse(capturedBody(name)) as unknown;

describe("the sandbox's StealthEX API v4", () => {
  it('answers the range and the estimate in the captured shapes, with no maximum as null', async () => {
    const range = await post('rates/range', ROUTE);
    expect(range.status).toBe(200);
    const limits = (await range.json()) as { max_amount: unknown };
    expect(shape(limits)).toEqual(shape(captured('rates_range')));
    const estimate = await post('rates/estimated-amount', { ...ROUTE, amount: 0.01 });
    expect(estimate.status).toBe(200);
    expect(shape(await estimate.json())).toEqual(shape(captured('rates_estimated_amount')));
  });

  it('refuses a coin it does not list as the real API does: 404 NoPair', async () => {
    const res = await post('rates/range', {
      ...ROUTE,
      route: { ...ROUTE.route, to: { symbol: 'nosuchcoin', network: 'mainnet' } },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(captured('rates_range_no_pair'));
  });

  it('creates an exchange (201) and reports it by id in the captured exchange shape', async () => {
    const res = await post('exchanges', capturedCreationBody(0.5));
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; refund_address: string };
    expect(shape(created)).toEqual(shape(captured('create_exchange')));
    expect(created.id).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(created.refund_address).toBe(ADDRESS);
    const byId = await fetch(`${sandbox.url}/stealthex/v4/exchanges/${created.id}`, {
      headers: { authorization: 'any-key' },
    });
    expect(byId.status).toBe(200);
    expect(shape(await byId.json())).toEqual(shape(captured('exchange')));
  });

  it('refuses a call without a key, and says in a header that it is a sandbox', async () => {
    const res = await post('rates/range', ROUTE, '');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { err: { kind: string } }).err.kind).toBe('NoUserApiKey');
    expect(res.headers.get('x-sandbox')).toBe('simulated');
  });
});
