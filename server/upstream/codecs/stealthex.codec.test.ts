import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refusalError } from '../../http/api-error.js';
import {
  CAPTURED_ADDRESS as ADDRESS,
  CAPTURED_EXCHANGE_ID,
  capturedBody,
  capturedCreationBody,
  PROGRESS_DEPOSIT_HASH as DEPOSIT_HASH,
  PROGRESS_PAYOUT_HASH as PAYOUT_HASH,
  startStealthexReplay,
  type StealthexReplay,
} from '../../test-support/stealthex-replay.js';
import { testUpstreamSettings } from '../../test-support/upstream-settings.js';
import { createUpstreamFromCodec } from '../transport.js';
import { UpstreamError } from '../upstream-error.js';
import { stealthexCodec } from './stealthex.codec.js';

// The StealthEX codec against the replies its real API sent (captured by a public wallet's
// fixture tool, kept byte for byte in fixtures/stealthex/): what it asks, and what the site makes
// of each answer.

const KEY = 'stealthex-fixture-key-71c4';

let replay: StealthexReplay;
beforeAll(async () => {
  replay = await startStealthexReplay(KEY);
});
afterAll(() => replay.close());
beforeEach(() => {
  replay.requests.length = 0;
  replay.noPair = () => false;
  replay.progress = null;
});

async function using<T>(
  work: (upstream: ReturnType<typeof createUpstreamFromCodec>) => Promise<T>,
  apiKey = KEY,
): Promise<T> {
  const upstream = createUpstreamFromCodec(
    stealthexCodec,
    testUpstreamSettings(replay.url, { apiKey }),
  );
  try {
    return await work(upstream);
  } finally {
    await upstream.close();
  }
}

describe('the captured replies are what the real API sent', () => {
  it('keeps them unchanged: the range has no maximum, NoPair is an err kind', () => {
    expect(capturedBody('rates_range')).toBe('{"min_amount":0.0001203,"max_amount":null}');
    expect(JSON.parse(capturedBody('rates_range_no_pair'))).toEqual({
      err: { kind: 'NoPair', details: 'One or both currencies do not exist' },
    });
  });
});

describe('a quote', () => {
  it('is the captured estimate with the captured minimum and no maximum (max 0)', async () => {
    const quote = await using((upstream) =>
      upstream.quote({ from: 'BTC', to: 'XMR', amount: '0.01' }),
    );
    expect(quote).toEqual({
      estimate: 1.81505003,
      min: 0.0001203,
      max: 0,
      route: [[1.81505003, 0.0001203, 0, 'BTC>XMR']],
    });
    const asked = replay.requests.find((request) => request.path === 'rates/estimated-amount');
    // as the captured call was made: btc and xmr on mainnet, a direct floating estimate
    expect(asked?.body).toEqual({
      route: {
        from: { symbol: 'btc', network: 'mainnet' },
        to: { symbol: 'xmr', network: 'mainnet' },
      },
      estimation: 'direct',
      rate: 'floating',
      amount: 0.01,
    });
    expect(replay.requests.every((request) => request.authorization === KEY)).toBe(true);
  });

  it('names a token by its chain: USDT on Tron is usdt on trx, BNB is on bsc', async () => {
    await using((upstream) => upstream.quote({ from: 'USDTTRC', to: 'BNB', amount: '50' }));
    expect((replay.requests[0]?.body as { route: unknown }).route).toEqual({
      from: { symbol: 'usdt', network: 'trx' },
      to: { symbol: 'bnb', network: 'bsc' },
    });
  });

  it('is no offer, not a failure, when the provider answers NoPair (404)', async () => {
    replay.noPair = () => true;
    const quote = await using((upstream) =>
      upstream.quote({ from: 'BTC', to: 'XMR', amount: '0.01' }),
    );
    expect(quote).toMatchObject({ estimate: null, min: 0, max: 0 });
  });

  it('is a failure the operator hears of when the key is refused', async () => {
    const failure = await using(
      (upstream) => upstream.quote({ from: 'BTC', to: 'XMR', amount: '0.01' }),
      'not-the-key',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).kind).toBe('http-status');
    expect((failure as UpstreamError).message).toContain('401');
    expect((failure as UpstreamError).message).not.toContain('not-the-key');
  });
});

describe('an exchange', () => {
  it('is created with the address and refund address, floating, and read back by id', async () => {
    const created = await using((upstream) =>
      upstream.create({
        from: 'ETH',
        to: 'USDT',
        amount: '0.01',
        address: ADDRESS,
        refundAddress: ADDRESS,
        route: [[18.7, 0.001, 0, 'ETH>USDT']],
      }),
    );
    expect(created).toEqual({
      kind: 'created',
      providerOrderId: CAPTURED_EXCHANGE_ID,
      depositAddress: '0x0f735f51c2936d313777b1d183d63d9bd6da5ea3',
      depositMemo: null,
      // what the provider says it pays out to and refunds to: held to the visitor's by the checks
      payout: { address: ADDRESS, memo: null },
      refundAddress: ADDRESS,
      amounts: { send: 0.01, receive: 18.722082 },
      coins: { send: 'ETH', receive: 'USDT' },
    });
    expect(replay.requests.at(-1)?.body).toEqual(capturedCreationBody(0.01));
  });

  it('reads the captured exchange: waiting, the deposit address, both sides, no hashes yet', async () => {
    const order = await using((upstream) => upstream.status(CAPTURED_EXCHANGE_ID));
    expect(order).toEqual({
      status: 0,
      createdAt: Date.parse('2026-07-29T14:04:38.000Z') / 1000,
      firstReceivedAt: null,
      send: {
        symbol: 'ETH',
        amount: 0.01,
        address: '0x0f735f51c2936d313777b1d183d63d9bd6da5ea3',
        memo: null,
      },
      receive: { symbol: 'USDT', amount: 18.722082, address: ADDRESS, memo: null },
      refundAddress: ADDRESS,
      depositHash: null,
      payoutHash: null,
      refundHash: null,
    });
    expect(replay.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `exchanges/${CAPTURED_EXCHANGE_ID}`,
    });
  });

  it.each([
    ['confirming', 1],
    ['exchanging', 2],
    ['sending', 3],
    ['finished', 4],
    ['refunded', 7],
    ['verifying', 8],
  ])('reads %s as status %i, with the deposit and payout hashes', async (word, status) => {
    replay.progress = { status: word, depositHash: DEPOSIT_HASH, payoutHash: PAYOUT_HASH };
    const order = await using((upstream) => upstream.status(CAPTURED_EXCHANGE_ID));
    expect(order).toMatchObject({ status, depositHash: DEPOSIT_HASH, payoutHash: PAYOUT_HASH });
  });

  it('is unknown (null) for an id the provider does not know, not a failure', async () => {
    expect(await using((upstream) => upstream.status('NoSuchId1'))).toBeNull();
  });

  it('reads a status word the site does not know as -1, for the checks to refuse', async () => {
    replay.progress = { status: 'hold-on', depositHash: null, payoutHash: null };
    const order = await using((upstream) => upstream.status(CAPTURED_EXCHANGE_ID));
    expect(order?.status).toBe(-1);
  });
});

describe('a refused creation', () => {
  const refusedWith = (kind: string, details: string) =>
    stealthexCodec.create(
      { from: 'ETH', to: 'USDT', amount: '0.01', address: ADDRESS, route: [[1, 0, 0, 'ETH>USDT']] },
      () => Promise.resolve({ status: 400, body: { err: { kind, details } } }),
    );

  it.each([
    ['InvalidAmount', 'Amount is too low', 'out-of-range', 422],
    ['InvalidData', 'Invalid address', 'invalid-address', 422],
    ['InvalidData', 'Invalid refund address', 'invalid-refund-address', 422],
    ['ExtraId', 'Invalid extra id', 'bad-memo', 400],
    ['MarketUnavailable', 'Try later', 'paused', 503],
  ])('%s (%s) is the reason %s, an HTTP %i', async (kind, details, reason, status) => {
    const result = await refusedWith(kind, details);
    expect(result).toEqual({ kind: 'refused', reason });
    expect(refusalError(reason as never).status).toBe(status);
  });
});
