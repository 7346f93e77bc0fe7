import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLastGoodPrices, type LastGoodPrices } from './last-good-prices.js';
import {
  createMarketReference,
  DISTRUST_MS,
  OLD_LIMIT_PERCENT,
  OLD_MS,
  RECENT_MS,
  REFERENCE_FRESH_MS,
  REFERENCES_AGREE_PERCENT,
  UNTRUSTED_ALERT_AFTER_MS,
} from './market-reference.js';

// The reference client on a clock the test moves: cached, shared, cross-checked, and failing safe
// to the last good prices, with what it says to the log and to support.

const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const PRICES = { binancecoin: { usd: 620 }, ethereum: { usd: 3200 }, tether: { usd: 1 } };

interface Setup {
  answers: ((url: string) => Promise<Response>)[];
  lastGood?: LastGoodPrices;
  clock?: { now: number };
}

function reference({ answers, lastGood, clock = { now: 1_000_000 } }: Setup) {
  const fetchImpl = vi.fn((url: URL | string) => {
    const index = String(url).startsWith('http://second.test') ? 1 : 0;
    return answers[index]!(String(url));
  });
  const logger = { warn: vi.fn(), info: vi.fn() };
  const alerts = { raise: vi.fn() };
  const onUnavailable = vi.fn();
  const market = createMarketReference({
    urls: ['http://reference.test/base', 'http://second.test'].slice(0, answers.length),
    logger,
    onUnavailable,
    alerts,
    lastGood,
    liveLimitPercent: 3,
    now: () => clock.now,
    fetchImpl: fetchImpl as typeof fetch,
  });
  return {
    market,
    fetchImpl,
    logger,
    alerts,
    onUnavailable,
    advance: (ms: number) => (clock.now += ms),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the market reference', () => {
  it('prices a pair by its cross rate from one shared call, kept while fresh', async () => {
    const { market, fetchImpl, advance } = reference({ answers: [() => reply(PRICES)] });
    const [a, b] = await Promise.all([
      market.judge('BNB', 'ETH', 1),
      market.judge('USDTTRC', 'ETH', 3200),
    ]);
    expect(a).toEqual({ worth: expect.closeTo(0.19375, 10), basis: 'live', abovePercent: 3 });
    expect(b!.worth).toBeCloseTo(1, 10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(url.pathname).toBe('/base/api/v3/simple/price');
    expect(url.searchParams.get('vs_currencies')).toBe('usd');
    advance(REFERENCE_FRESH_MS + 1);
    await market.judge('BNB', 'ETH', 1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('answers null for a coin it has no price for', async () => {
    const { market } = reference({
      answers: [() => reply({ ethereum: { usd: 3200 }, bitcoin: { usd: 'x' } })],
    });
    expect(await market.judge('BTC', 'ETH', 1)).toBeNull();
  });

  it('down: holds offers to the last good price, 3% for 15 minutes, 25% up to a day, then none', async () => {
    let up = true;
    const { market, logger, onUnavailable, advance } = reference({
      answers: [() => (up ? reply(PRICES) : reply({}, 503))],
    });
    expect((await market.judge('BNB', 'ETH', 1))!.basis).toBe('live');
    up = false;
    advance(REFERENCE_FRESH_MS + 1);
    expect(await market.judge('BNB', 'ETH', 1)).toEqual({
      worth: expect.closeTo(0.19375, 10),
      basis: 'recent',
      abovePercent: 3,
    });
    advance(RECENT_MS);
    expect(await market.judge('BNB', 'ETH', 1)).toMatchObject({
      basis: 'old',
      abovePercent: OLD_LIMIT_PERCENT,
    });
    advance(OLD_MS);
    expect(await market.judge('BNB', 'ETH', 1)).toBeNull();
    expect(onUnavailable.mock.calls.length).toBeGreaterThanOrEqual(3);
    // said once per outage, not per quote; and once when it answers again
    expect(logger.warn).toHaveBeenCalledTimes(1);
    up = true;
    advance(10_001);
    expect((await market.judge('BNB', 'ETH', 1))!.basis).toBe('live');
    expect(logger.info).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good prices where another replica, or this one restarted, reads them', async () => {
    const shared = createMemoryLastGoodPrices();
    const clock = { now: 5_000_000 };
    await reference({ answers: [() => reply(PRICES)], lastGood: shared, clock }).market.judge(
      'BNB',
      'ETH',
      1,
    );
    const restarted = reference({ answers: [() => reply({}, 500)], lastGood: shared, clock });
    expect((await restarted.market.judge('BNB', 'ETH', 1))!.basis).toBe('recent');
  });

  it(`with two references, believes a coin only where both agree within ${REFERENCES_AGREE_PERCENT}%`, async () => {
    const lying = { ...PRICES, binancecoin: { usd: 620_000 } };
    const { market, alerts, logger } = reference({
      answers: [() => reply(PRICES), () => reply(lying)],
    });
    expect(await market.judge('BNB', 'ETH', 1)).toBeNull();
    const usdtToEth = await market.judge('USDTTRC', 'ETH', 3200);
    expect(usdtToEth!.worth).toBeCloseTo(1, 10);
    expect(alerts.raise).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'market-reference:disagree' }),
    );
    expect(logger.warn).toHaveBeenCalledWith({ coins: 'BNB' }, expect.any(String));
  });

  it('with two references and one down, uses the one that answers', async () => {
    const { market } = reference({ answers: [() => reply({}, 503), () => reply(PRICES)] });
    expect((await market.judge('BNB', 'ETH', 1))!.basis).toBe('live');
  });

  it('distrusted by the offers: no price for its coins for a while, kept ones too, and support told once', async () => {
    const { market, alerts, advance } = reference({ answers: [() => reply(PRICES)] });
    expect(await market.judge('BNB', 'ETH', 1)).not.toBeNull();
    market.distrust('BNB', 'ETH');
    market.distrust('BNB', 'ETH');
    expect(await market.judge('BNB', 'ETH', 1)).toBeNull();
    expect(await market.judge('USDTTRC', 'ETH', 1)).toBeNull();
    expect(
      alerts.raise.mock.calls.filter(([alert]) => alert.kind === 'market-reference:suspect'),
    ).toHaveLength(1);
    advance(DISTRUST_MS + 1);
    expect(await market.judge('BNB', 'ETH', 1)).not.toBeNull();
  });

  it('tells support when no price has been trusted for a few minutes, not before', async () => {
    const { market, alerts, advance } = reference({ answers: [() => reply({}, 503)] });
    expect(await market.judge('BNB', 'ETH', 1)).toBeNull();
    advance(UNTRUSTED_ALERT_AFTER_MS - 1000);
    await market.judge('BNB', 'ETH', 1);
    expect(alerts.raise).not.toHaveBeenCalled();
    advance(2000);
    await market.judge('BNB', 'ETH', 1);
    expect(alerts.raise).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'market-reference:untrusted', pair: 'BNB>ETH' }),
    );
  });

  it.each([
    ['malformed', () => Promise.resolve(new Response('{not json', { status: 200 }))],
    ['a price of 0', () => reply({ binancecoin: { usd: 0 }, ethereum: { usd: 0 } })],
    ['HTTP 500', () => reply({}, 500)],
  ])('treats a reply that is %s as down', async (_what, answer) => {
    const { market } = reference({ answers: [answer] });
    expect(await market.judge('BNB', 'ETH', 1)).toBeNull();
  });
});
