import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarketReference, REFERENCE_FRESH_MS } from './market-reference.js';

// The reference client on a clock the test moves: cached, shared, and said once when down.

const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function reference(answer: () => Promise<Response>) {
  const fetchImpl = vi.fn((_url: URL | string) => answer());
  const logger = { warn: vi.fn(), info: vi.fn() };
  const onUnavailable = vi.fn();
  let now = 1_000_000;
  const market = createMarketReference({
    url: 'http://reference.test/base',
    logger,
    onUnavailable,
    now: () => now,
    fetchImpl: fetchImpl as typeof fetch,
  });
  return { market, fetchImpl, logger, onUnavailable, advance: (ms: number) => (now += ms) };
}

afterEach(() => vi.restoreAllMocks());

describe('the market reference', () => {
  it('prices a pair by its cross rate from one shared call, kept while fresh', async () => {
    const { market, fetchImpl, advance } = reference(() =>
      reply({ binancecoin: { usd: 620 }, ethereum: { usd: 3200 }, tether: { usd: 1 } }),
    );
    const [a, b] = await Promise.all([
      market.worth('BNB', 'ETH', 1),
      market.worth('USDTTRC', 'ETH', 3200),
    ]);
    expect(a).toBeCloseTo(0.19375, 10);
    expect(b).toBeCloseTo(1, 10);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchImpl.mock.calls[0]![0]));
    expect(url.pathname).toBe('/base/api/v3/simple/price');
    expect(url.searchParams.get('vs_currencies')).toBe('usd');
    advance(REFERENCE_FRESH_MS + 1);
    await market.worth('BNB', 'ETH', 1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('answers null for a coin it has no price for', async () => {
    const { market } = reference(() => reply({ ethereum: { usd: 3200 }, bitcoin: { usd: 'x' } }));
    expect(await market.worth('BTC', 'ETH', 1)).toBeNull();
  });

  it('unreachable: null, counted each time, said once until it answers again', async () => {
    let up = false;
    const { market, logger, onUnavailable, advance } = reference(() =>
      up ? reply({ bitcoin: { usd: 1 }, ethereum: { usd: 1 } }) : reply({}, 503),
    );
    expect(await market.worth('BTC', 'ETH', 1)).toBeNull();
    advance(10_001);
    expect(await market.worth('BTC', 'ETH', 1)).toBeNull();
    expect(onUnavailable).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    up = true;
    advance(10_001);
    expect(await market.worth('BTC', 'ETH', 1)).toBe(1);
    expect(logger.info).toHaveBeenCalledTimes(1);
  });
});
