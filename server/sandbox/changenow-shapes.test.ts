import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import {
  AMOUNT_TO_TOO_SMALL,
  CURRENCY_NOT_SUPPORTED,
  LISTED_CAPTURED,
} from '../upstream/fixtures/changenow-v2.js';
import { listedExchangeSchema } from '../../shared/contract/changenow.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';

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

describe("the sandbox's ChangeNOW partner list", () => {
  const ask = (path: string, init: RequestInit = {}) =>
    fetch(`${sandbox.url}/v2/${path}`, {
      ...init,
      headers: { 'x-changenow-api-key': 'any', 'content-type': 'application/json' },
    });
  const pair = 'fromCurrency=bnb&fromNetwork=bsc&toCurrency=eth&toNetwork=eth';
  /** A fixed-rate exchange of 1 BNB to ETH paid out to `address`: its id. */
  async function exchangeTo(address: string): Promise<string> {
    const estimate = (await (
      await ask(`exchange/estimated-amount?${pair}&fromAmount=1&flow=fixed-rate&useRateId=true`)
    ).json()) as { rateId: string };
    const created = await ask('exchange', {
      method: 'POST',
      body: JSON.stringify({
        fromCurrency: 'bnb',
        fromNetwork: 'bsc',
        toCurrency: 'eth',
        toNetwork: 'eth',
        fromAmount: '1',
        address,
        flow: 'fixed-rate',
        type: 'direct',
        rateId: estimate.rateId,
      }),
    });
    expect(created.status).toBe(200);
    return ((await created.json()) as { id: string }).id;
  }

  it('lists an exchange by its payout address in the documented shape; its requestId is what by-id takes', async () => {
    const mine = await exchangeTo(VALID_ETH_ADDRESS);
    const someoneElse = '0x00D283fFCb70F7b9A1d844e54A1AdE61E5443B6C';
    await exchangeTo(someoneElse);
    const around = (ms: number) => new Date(Date.now() + ms).toISOString();
    const res = await ask(
      `exchanges?payoutAddress=${VALID_ETH_ADDRESS}&dateFrom=${around(-60_000)}&dateTo=${around(60_000)}&limit=50`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { count: number; exchanges: Record<string, unknown>[] };
    const listed = body.exchanges.find((each) => each.requestId === mine)!;
    expect(
      body.exchanges.every(
        (each) => (each.payout as { address: string }).address === VALID_ETH_ADDRESS,
      ),
    ).toBe(true);
    expect(Object.keys(listed).sort()).toEqual(Object.keys(LISTED_CAPTURED).sort());
    expect(listedExchangeSchema.parse(listed)).toMatchObject({
      requestId: mine,
      payin: { currency: 'bnb', network: 'bsc', expectedAmount: 1 },
      payout: { currency: 'eth', network: 'eth', address: VALID_ETH_ADDRESS },
    });
    expect((await ask(`exchange/by-id?id=${mine}`)).status).toBe(200);
    expect((await ask(`exchange/by-id?id=${String(listed.exchangeId)}`)).status).toBe(404);
  });

  it('lists nothing outside the dates asked, and refuses a page size the API does not take', async () => {
    await exchangeTo(VALID_ETH_ADDRESS);
    const before = new Date(Date.now() - 3_600_000).toISOString();
    const res = await ask(`exchanges?payoutAddress=${VALID_ETH_ADDRESS}&dateTo=${before}`);
    expect(await res.json()).toEqual({ count: 0, exchanges: [] });
    const refused = await ask('exchanges?limit=0');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('not_valid_params');
  });
});
