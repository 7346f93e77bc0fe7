import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as fixtures from '../fixtures/changenow-v2.js';
import { testUpstreamSettings } from '../../test-support/upstream-settings.js';
import { createUpstreamFromCodec } from '../transport.js';
import { refusalError } from '../../http/api-error.js';
import { UpstreamError } from '../upstream-error.js';
import type { QuoteRequest } from '../upstream-port.js';
import { changenowCodec } from './changenow.codec.js';

// The adapter against the replies ChangeNOW's real API v2 sent (captured by a public wallet's
// fixture tool, kept byte for byte in fixtures/changenow/; fixtures/changenow-v2.ts names every
// field a test changes): what it asks, and what the site makes of each answer.

const KEY = 'fixture-key-3f9a1c';
// the addresses of the captured exchange (fixtures/changenow/create_exchange.json, by_id.json)
const CAPTURED_PAYIN = '0x82E5678e6360596b949f2d5727b61BEa1402126d';
const CAPTURED_PAYOUT = '0x00D283fFCb70F7b9A1d844e54A1AdE61E5443B6C';
const XRP_PAYIN = 'rNXKytDakhT12ZNM253znjztXCPXuyM6H9';

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  key: string | undefined;
  body: unknown;
}

/** What the stub answers next, by path (without the /v2/ prefix). */
let replies: Record<string, Reply>;
const seen: Seen[] = [];
let server: Server;
let url: string;

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const parsed = new URL(request.url ?? '/', 'http://stub');
      const path = parsed.pathname.replace(/^\/v2\//, '');
      seen.push({
        method: request.method ?? '',
        path,
        query: parsed.searchParams,
        key: request.headers['x-changenow-api-key'] as string | undefined,
        body: await bodyOf(request),
      });
      const reply = replies[path] ?? { status: 404, body: fixtures.NOT_FOUND };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  replies = {};
});

const adapter = () =>
  createUpstreamFromCodec(changenowCodec, testUpstreamSettings(url, { apiKey: KEY }));

async function using<T>(work: (upstream: ReturnType<typeof adapter>) => Promise<T>): Promise<T> {
  const upstream = adapter();
  try {
    return await work(upstream);
  } finally {
    await upstream.close();
  }
}

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const refused = (body: unknown, status = 400): Reply => ({ status, body });

/** A quote asked of the adapter while the provider answers the estimate and the range so. */
function quoteWhen(estimate: Reply, range: Reply, asked: Partial<QuoteRequest> = {}) {
  replies = { 'exchange/estimated-amount': estimate, 'exchange/range': range };
  return using((upstream) => upstream.quote({ from: 'BNB', to: 'ETH', amount: '1', ...asked }));
}

describe('a quote', () => {
  it('is a fixed-rate estimate with its rate id, validity and the range limits', async () => {
    const quote = await quoteWhen(ok(fixtures.ESTIMATE_FIXED), ok(fixtures.RANGE_FIXED), {
      from: 'BTC',
      to: 'XMR',
      amount: '0.01',
    });
    // the captured estimate and minimum; the fixed-rate fields changed (fixtures/changenow-v2.ts)
    expect(quote).toEqual({
      estimate: 1.7835728,
      min: 0.0001205,
      max: 1.5,
      route: [[1.7835728, 0.0001205, 1.5, 'BTC>XMR']],
      rateId: fixtures.ESTIMATE_FIXED.rateId,
      validUntil: Date.parse(fixtures.ESTIMATE_FIXED.validUntil) / 1000,
    });
    const estimate = seen.find((call) => call.path === 'exchange/estimated-amount')!;
    expect(Object.fromEntries(estimate.query)).toMatchObject({
      fromCurrency: 'btc',
      fromNetwork: 'btc',
      toCurrency: 'xmr',
      toNetwork: 'xmr',
      fromAmount: '0.01',
      flow: 'fixed-rate',
      useRateId: 'true',
    });
    expect(seen.every((call) => call.key === KEY)).toBe(true);
  });

  it('names tokens by ticker and network: USDT on Tron is usdt on trx', async () => {
    const quote = await quoteWhen(ok(fixtures.ESTIMATE_FIXED), ok(fixtures.RANGE_NO_MAX), {
      from: 'USDTTRC',
      to: 'USDTBSC',
      amount: '50',
    });
    expect(quote.max).toBe(0);
    const query = Object.fromEntries(seen[0]!.query);
    expect(query).toMatchObject({
      fromCurrency: 'usdt',
      fromNetwork: 'trx',
      toCurrency: 'usdt',
      toNetwork: 'bsc',
    });
  });

  it('has no estimate, but the limits, for an amount under the minimum (captured)', async () => {
    const quote = await quoteWhen(refused(fixtures.OUT_OF_RANGE), ok(fixtures.RANGE_FIXED), {
      from: 'BTC',
      to: 'XMR',
      amount: '0.0001',
    });
    expect(quote).toMatchObject({ estimate: null, min: 0.0001205, max: 1.5 });
    expect(quote.rateId).toBeUndefined();
  });

  it('has no estimate and no limits for a pair the provider does not serve now', async () => {
    const inactive = refused(fixtures.PAIR_INACTIVE);
    const quote = await quoteWhen(inactive, inactive, { from: 'XMR', to: 'ADA' });
    expect(quote).toMatchObject({ estimate: null, min: 0, max: 0 });
  });

  it.each([
    [
      'a coin the provider no longer lists',
      refused(fixtures.CURRENCY_NOT_SUPPORTED),
      refused(fixtures.CURRENCY_NOT_SUPPORTED),
    ],
    [
      'an amount whose result is too small',
      refused(fixtures.AMOUNT_TO_TOO_SMALL),
      ok(fixtures.RANGE_FIXED),
    ],
  ])(
    'has no estimate, and is no failure, for %s (400 not_valid_params)',
    async (_what, estimate, range) => {
      const quote = await quoteWhen(estimate, range);
      expect(quote.estimate).toBeNull();
      expect(quote.route[0][0]).toBe(-1);
    },
  );

  it('fails as http-status on a refused key, without the key in the message', async () => {
    const unauthorized = refused(fixtures.UNAUTHORIZED, 401);
    const error = await quoteWhen(unauthorized, unauthorized).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe('http-status');
    expect((error as UpstreamError).message).not.toContain(KEY);
  });
});

describe('an exchange', () => {
  it('is created on the rate id with the refund address, and returns the captured deposit', async () => {
    replies = { exchange: { status: 200, body: fixtures.EXCHANGE_CREATED } };
    const created = await using((upstream) =>
      upstream.create({
        from: 'ETH',
        to: 'USDT',
        amount: '0.01',
        address: CAPTURED_PAYOUT,
        route: [[18.373221, 0.001, 10, 'ETH>USDT']],
        rateId: fixtures.ESTIMATE_FIXED.rateId,
        refundAddress: CAPTURED_PAYOUT,
      }),
    );
    expect(created).toMatchObject({
      kind: 'created',
      providerOrderId: 'c2036055d1f776',
      depositAddress: CAPTURED_PAYIN,
      depositMemo: null,
      // what the reply repeats of the payout and the pair, for reply-checks.ts to hold to the order
      payout: { address: CAPTURED_PAYOUT, memo: null },
      coins: { send: 'ETH', receive: 'USDT' },
    });
    expect(seen[0]).toMatchObject({ method: 'POST', key: KEY });
    expect(seen[0]!.body).toMatchObject({
      fromCurrency: 'eth',
      fromNetwork: 'eth',
      toCurrency: 'usdt',
      toNetwork: 'eth',
      fromAmount: '0.01',
      address: CAPTURED_PAYOUT,
      refundAddress: CAPTURED_PAYOUT,
      flow: 'fixed-rate',
      rateId: fixtures.ESTIMATE_FIXED.rateId,
    });
  });

  it('returns the deposit tag an XRP deposit must carry (payinExtraId)', async () => {
    // the captured creation with an XRP deposit: payinAddress and payinExtraId changed
    const xrp = { ...fixtures.EXCHANGE_CREATED, payinAddress: XRP_PAYIN, payinExtraId: '3821947' };
    replies = { exchange: { status: 200, body: xrp } };
    const created = await using((upstream) =>
      upstream.create({
        from: 'XRP',
        to: 'ETH',
        amount: '150',
        address: CAPTURED_PAYOUT,
        route: [[0.0531, 10, 20000, 'XRP>ETH']],
        rateId: fixtures.ESTIMATE_FIXED.rateId,
      }),
    );
    expect(created).toMatchObject({ depositAddress: XRP_PAYIN, depositMemo: '3821947' });
  });

  it.each([
    ['not_valid_address', { status: 422, code: 'INVALID_ADDRESS' }],
    ['not_valid_refund_address', { status: 422, code: 'INVALID_ADDRESS' }],
    ['not_valid_extra_id', { status: 400, code: 'BAD_REQUEST' }],
    ['out_of_range', { status: 422, code: 'AMOUNT_OUT_OF_RANGE' }],
    ['rate_id_not_found_or_expired', { status: 400, code: 'BAD_REQUEST' }],
    ['pair_is_inactive', { status: 503, code: 'SWAPS_PAUSED' }],
  ])('refused with %s is the site’s %o', async (word, error) => {
    replies = { exchange: { status: 400, body: { error: word, message: 'refused' } } };
    const created = await using((upstream) =>
      upstream.create({
        from: 'BNB',
        to: 'ETH',
        amount: '1',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
        route: [[0.19, 0.04, 310, 'BNB>ETH']],
        rateId: 'r1',
      }),
    );
    if (created.kind !== 'refused') throw new Error('expected a refusal');
    // the codec names the reason; the one table beside toApiError makes it a reply
    expect(refusalError(created.reason)).toMatchObject(error);
  });

  it('is read by id: the captured status word, amounts, addresses and refund address', async () => {
    replies = { 'exchange/by-id': { status: 200, body: fixtures.BY_ID } };
    const order = await using((upstream) => upstream.status('c2036055d1f776'));
    expect(seen[0]!.query.get('id')).toBe('c2036055d1f776');
    expect(order).toEqual({
      status: 0,
      createdAt: Math.floor(Date.parse('2026-07-29T14:04:27.001Z') / 1000),
      firstReceivedAt: null,
      send: { symbol: 'ETH', amount: 0.01, address: CAPTURED_PAYIN, memo: null },
      receive: { symbol: 'USDT', amount: 18.373221, address: CAPTURED_PAYOUT, memo: null },
      refundAddress: CAPTURED_PAYOUT,
      depositHash: null,
      payoutHash: null,
      refundHash: null,
    });
  });

  it('reads the deposit once in: its time and its transaction', async () => {
    replies = { 'exchange/by-id': { status: 200, body: fixtures.BY_ID_EXCHANGING } };
    const order = await using((upstream) => upstream.status('c2036055d1f776'));
    expect(order).toMatchObject({
      status: 2,
      firstReceivedAt: Date.parse('2026-07-29T14:09:10.000Z') / 1000,
      depositHash: fixtures.PAYIN_HASH,
      payoutHash: null,
    });
  });

  it('takes a missing received amount as missing, never 0: the expected amount shows', async () => {
    replies = { 'exchange/by-id': { status: 200, body: fixtures.BY_ID_EMPTY_AMOUNT } };
    const order = await using((upstream) => upstream.status('c2036055d1f776'));
    expect(order?.receive.amount).toBe(18.373221);
    replies = { 'exchange/by-id': { status: 200, body: fixtures.BY_ID_FINISHED } };
    const finished = await using((upstream) => upstream.status('c2036055d1f776'));
    expect(finished).toMatchObject({
      status: 4,
      receive: { amount: 18.3 },
      payoutHash: fixtures.PAYOUT_HASH,
    });
  });

  it('is no order when the provider answers 400 for an id it does not know', async () => {
    replies = { 'exchange/by-id': { status: 400, body: fixtures.BY_ID_UNKNOWN } };
    expect(await using((upstream) => upstream.status('zz'))).toBeNull();
  });

  it('reads transaction hashes as the provider wrote them, an empty one as none', async () => {
    replies = {
      'exchange/by-id': {
        status: 200,
        body: {
          ...fixtures.BY_ID,
          payinHash: 'see <a href=x>',
          payoutHash: '',
          refundHash: 'E3B0',
        },
      },
    };
    const order = await using((upstream) => upstream.status('c2036055d1f776'));
    // read as said: whether it is a hash is reply-checks.ts's question, asked of every protocol
    expect(order).toMatchObject({
      depositHash: 'see <a href=x>',
      payoutHash: null,
      refundHash: 'E3B0',
    });
  });

  it('unknown to the provider is no order; an unknown status word or figure is read, for the checks to refuse', async () => {
    replies = {};
    expect(await using((upstream) => upstream.status('nope'))).toBeNull();
    replies = {
      'exchange/by-id': {
        status: 200,
        body: { ...fixtures.BY_ID, status: 'pondering', amountTo: 'NaN' },
      },
    };
    const order = await using((upstream) => upstream.status('c2036055d1f776'));
    expect(order?.status).toBe(-1);
    expect(order?.receive.amount).toBeNaN();
  });
});

describe('an exchange the site asked for and never heard back about', () => {
  // the captured exchange, as the site would have sent it: 0.01 ETH to USDT on Ethereum
  const askedAt = Date.parse(fixtures.BY_ID.createdAt as string) - 400;
  const sent = {
    from: 'ETH' as const,
    to: 'USDT' as const,
    amount: '0.01',
    address: CAPTURED_PAYOUT,
    receiveMemo: null,
    at: askedAt,
  };
  // a listed exchange as the codec reads it: its id, the deposit and the status the list shows
  const listedAs = (providerOrderId: string) => ({
    providerOrderId,
    deposit: { address: fixtures.BY_ID.payinAddress, memo: null },
    status: 0,
  });
  const listing = (...exchanges: unknown[]) => ({
    exchanges: ok({ count: exchanges.length, exchanges }),
  });

  it('is found in the partner list by its payout address around the time it was asked', async () => {
    replies = listing(fixtures.LISTED_CAPTURED);
    expect(await using((upstream) => upstream.findCreated!(sent))).toEqual([
      listedAs(fixtures.BY_ID.id as string),
    ]);
    const asked = seen.find((call) => call.path === 'exchanges')!;
    expect(asked.method).toBe('GET');
    expect(asked.key).toBe(KEY);
    const query = Object.fromEntries(asked.query);
    expect(query.payoutAddress).toBe(CAPTURED_PAYOUT);
    // a window around the time asked, wide enough for the 60 s creation and two clocks
    expect(Date.parse(query.dateFrom!)).toBeLessThan(askedAt - 60_000);
    expect(Date.parse(query.dateTo!)).toBeGreaterThan(askedAt + 120_000);
    expect(Number(query.limit)).toBeGreaterThan(0);
    expect(Number(query.limit)).toBeLessThan(100);
  });

  it('is only an exchange of the same pair, amount, address and tag; every one that is, is named', async () => {
    const other = (change: Record<string, unknown>, side: 'payin' | 'payout') => ({
      ...fixtures.LISTED_CAPTURED,
      requestId: `other-${side}-${Object.keys(change).join('-')}`,
      [side]: { ...fixtures.LISTED_CAPTURED[side], ...change },
    });
    replies = listing(
      other({ expectedAmount: 0.02 }, 'payin'),
      other({ network: 'bsc' }, 'payin'),
      other({ currency: 'usdc' }, 'payout'),
      other({ extraId: '12345' }, 'payout'),
      other({ address: CAPTURED_PAYIN }, 'payout'),
      { requestId: 'no-sides', createdAt: fixtures.BY_ID.createdAt },
      fixtures.LISTED_CAPTURED,
      { ...fixtures.LISTED_CAPTURED, requestId: 'second-match' },
    );
    // two matches are both named: which one is ours is not the codec's guess
    expect(await using((upstream) => upstream.findCreated!(sent))).toEqual([
      listedAs(fixtures.BY_ID.id as string),
      listedAs('second-match'),
    ]);
  });

  it('is no proof when the list runs past one page: a second match may be on the next', async () => {
    replies = { exchanges: ok({ count: 51, exchanges: [fixtures.LISTED_CAPTURED] }) };
    const failure = await using((upstream) => upstream.findCreated!(sent)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).kind).toBe('bad-reply');
  });

  it('fails as http-status when the provider refuses the list (a key without it)', async () => {
    replies = { exchanges: refused(fixtures.UNAUTHORIZED, 401) };
    const failure = await using((upstream) => upstream.findCreated!(sent)).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).kind).toBe('http-status');
  });
});
