import { COIN_SYMBOLS, type CoinSymbol } from '../../shared/coins.js';
import { MARKET_IDS, SIMPLE_PRICE_PATH } from '../../shared/market-ids.js';
import type { Alerts } from '../alerts/alerts.js';
import type { Logger } from '../logging/logger.js';
import {
  createMemoryLastGoodPrices,
  type GoodPrices,
  type LastGoodPrices,
} from './last-good-prices.js';

// The market reference (REFERENCE_PRICES_URL): US-dollar prices from sources independent of every
// provider, so that no provider (nor several in collusion) sets the price it is judged by. It
// fails safe (decision 020): with two references each coin's price must be the same at both; the
// last good price is kept in the store and used for a stated time when the references cannot be
// reached; a reference every provider disagrees with is not believed; and when nothing can be
// trusted the quote says so, no offer is chosen for the visitor, and support hears of it.

/** A reference price this old is fetched again: markets move, but not per quote. */
export const REFERENCE_FRESH_MS = 30_000;
/** After a failed fetch, the last good prices are used this long before the references are tried again. */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A reference that does not answer within this costs the visitor no more than it. */
const FETCH_TIMEOUT_MS = 2000;

/** Two references' prices of one coin further apart than this: neither is believed for that coin. */
export const REFERENCES_AGREE_PERCENT = 3;

/**
 * How an offer is bounded by a price the references gave earlier: the last good price holds the
 * live bound (ABOVE_MARKET_LIMIT_PERCENT, 3%) for RECENT_MS, then a wide one (OLD_LIMIT_PERCENT)
 * until OLD_MS. A market does not move 25% in a day often; a 1000x lie is refused all the same.
 */
export const RECENT_MS = 15 * 60_000;
export const OLD_MS = 24 * 3_600_000;
export const OLD_LIMIT_PERCENT = 25;

/**
 * Offers further than this from the reference's worth, when they are two or more and every one
 * of them is (quote.service.ts), make the reference suspect for the pair's coins (DISTRUST_MS):
 * honest providers sit within a few percent of the market and of each other.
 */
export const SUSPECT_PERCENT = 20;
export const DISTRUST_MS = 10 * 60_000;

/** No reference trusted for this long: support is alerted (then once per alert window). */
export const UNTRUSTED_ALERT_AFTER_MS = 5 * 60_000;

/** How a worth was reached: a fresh reference, or the last good price and how old it is. */
export type MarketBasis = 'live' | 'recent' | 'old';

/** The bases from the freshest: a judgement takes the older of its two prices'. */
const BASES: readonly MarketBasis[] = ['live', 'recent', 'old'];

export interface MarketJudgement {
  /** what the amount is worth in the receive coin */
  worth: number;
  basis: MarketBasis;
  /** the most above `worth` an offer may be, in percent */
  abovePercent: number;
}

export interface MarketReference {
  /** the amount's worth and the bound it holds offers to; null: no price can be trusted now */
  judge(from: CoinSymbol, to: CoinSymbol, amount: number): Promise<MarketJudgement | null>;
  /**
   * The offers for this pair all disagree with the reference by far: its prices of both coins
   * (fresh and kept) are not believed for DISTRUST_MS, and support is told.
   */
  distrust(from: CoinSymbol, to: CoinSymbol): void;
}

export interface MarketReferenceDeps {
  /** base URLs of one or two CoinGecko-compatible APIs (https://api.coingecko.com) */
  urls: readonly string[];
  logger: Pick<Logger, 'warn' | 'info'>;
  /** counts a fetch that failed (fresh prices are missing until one succeeds) */
  onUnavailable: () => void;
  /** where the last good prices are kept for every replica and restart; memory when not given */
  lastGood?: LastGoodPrices;
  alerts?: Pick<Alerts, 'raise'>;
  /** the live bound (ABOVE_MARKET_LIMIT_PERCENT), passed in so one constant serves */
  liveLimitPercent: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

type UsdTable = Partial<Record<CoinSymbol, number>>;

const IDS = [...new Set(Object.values(MARKET_IDS))].join(',');

/** The reply as a table by coin: only finite, positive prices are kept. */
function tableOf(body: unknown): UsdTable {
  const table: UsdTable = {};
  if (typeof body !== 'object' || body === null) return table;
  for (const symbol of COIN_SYMBOLS) {
    const usd = (body as Record<string, { usd?: unknown } | undefined>)[MARKET_IDS[symbol]]?.usd;
    if (typeof usd === 'number' && Number.isFinite(usd) && usd > 0) table[symbol] = usd;
  }
  return table;
}

const apart = (a: number, b: number) => (Math.abs(a - b) / Math.min(a, b)) * 100;

/**
 * Every coin priced by the references that answered: one reference's price as it is; two
 * references' when they agree (their mean), none when they do not.
 */
function agreed(tables: UsdTable[]): { table: UsdTable; disputed: CoinSymbol[] } {
  const table: UsdTable = {};
  const disputed: CoinSymbol[] = [];
  for (const symbol of COIN_SYMBOLS) {
    const prices = tables.map((each) => each[symbol]).filter((usd) => usd !== undefined);
    if (prices.length === 0) continue;
    if (prices.length === 2 && apart(prices[0]!, prices[1]!) > REFERENCES_AGREE_PERCENT) {
      disputed.push(symbol);
      continue;
    }
    table[symbol] = prices.reduce((sum, usd) => sum + usd, 0) / prices.length;
  }
  return { table, disputed };
}

export function createMarketReference(deps: MarketReferenceDeps): MarketReference {
  const now = deps.now ?? Date.now;
  const fetchImpl = deps.fetchImpl ?? fetch;
  const lastGood = deps.lastGood ?? createMemoryLastGoodPrices();
  const endpoints = deps.urls.map((url) => {
    const endpoint = new URL(SIMPLE_PRICE_PATH.slice(1), url.replace(/\/?$/, '/'));
    endpoint.searchParams.set('ids', IDS);
    endpoint.searchParams.set('vs_currencies', 'usd');
    return endpoint;
  });
  let live: UsdTable = {};
  let fetchedAt = -Infinity;
  let failedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  let down = false;
  let disputedSaid = '';
  /** coin -> until when its reference prices are not believed */
  const distrusted = new Map<CoinSymbol, number>();
  /** by pair: since when its quotes found no price they could trust (gone once one is found) */
  const untrustedSince = new Map<string, number>();

  async function fetchOne(endpoint: URL): Promise<UsdTable> {
    const reply = await fetchImpl(endpoint, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
    const table = tableOf(await reply.json());
    if (Object.keys(table).length === 0) throw new Error('no price in the reply');
    return table;
  }

  async function refresh(): Promise<void> {
    const results = await Promise.allSettled(endpoints.map(fetchOne));
    const tables = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    if (tables.length === 0) {
      failedAt = now();
      live = {};
      deps.onUnavailable();
      // said once per outage, not per quote
      if (!down) {
        const reason = results.map((result) =>
          result.status === 'rejected' ? String((result.reason as Error).message) : 'ok',
        );
        deps.logger.warn(
          { reason: reason.join('; ') },
          'market reference unreachable: offers are held to the last good prices while they last',
        );
      }
      down = true;
      return;
    }
    const { table, disputed } = agreed(tables);
    const said = disputed.join(',');
    if (said && said !== disputedSaid) {
      deps.logger.warn(
        { coins: said },
        'the two market references disagree on these coins: neither is believed for them',
      );
      deps.alerts?.raise({
        kind: 'market-reference:disagree',
        summary: `The two market references disagree by more than ${REFERENCES_AGREE_PERCENT}% on ${said}: offers for these coins are held to the last good prices while they last.`,
      });
    }
    disputedSaid = said;
    const at = now();
    live = table;
    fetchedAt = at;
    if (down) deps.logger.info('market reference answers again: offers are checked against it');
    down = false;
    const fresh: GoodPrices = {};
    for (const [symbol, usd] of Object.entries(table) as [CoinSymbol, number][]) {
      if (!isDistrusted(symbol, at)) fresh[symbol] = { usd, at };
    }
    await lastGood
      .save(fresh)
      .catch((error: unknown) =>
        deps.logger.warn(
          { err: error },
          'the last good market prices could not be kept: a restart will start without them',
        ),
      );
  }

  function isDistrusted(symbol: CoinSymbol, at: number): boolean {
    const until = distrusted.get(symbol);
    if (until === undefined) return false;
    if (at < until) return true;
    distrusted.delete(symbol);
    return false;
  }

  async function current(): Promise<void> {
    const at = now();
    if (at - fetchedAt < REFERENCE_FRESH_MS) return;
    if (down && at - failedAt < RETRY_AFTER_FAILURE_MS) return;
    inFlight ??= refresh().finally(() => (inFlight = null));
    return inFlight;
  }

  /**
   * The last good prices, read from the store at most once per retry interval while the
   * references are away: an outage costs the store one read per 10 s, not one per quote.
   */
  let kept: { prices: GoodPrices; at: number } | null = null;
  async function keptPrices(at: number): Promise<GoodPrices> {
    if (kept && at - kept.at < RETRY_AFTER_FAILURE_MS) return kept.prices;
    const prices = await lastGood.load().catch((): GoodPrices => ({}));
    kept = { prices, at };
    return prices;
  }

  /** A coin's price and how it was reached; null: none the site can trust now. */
  async function priceOf(symbol: CoinSymbol): Promise<{ usd: number; basis: MarketBasis } | null> {
    const at = now();
    if (isDistrusted(symbol, at)) return null;
    const usd = live[symbol];
    if (usd !== undefined) return { usd, basis: 'live' };
    const kept = (await keptPrices(at))[symbol];
    if (!kept || at - kept.at > OLD_MS) return null;
    return { usd: kept.usd, basis: at - kept.at <= RECENT_MS ? 'recent' : 'old' };
  }

  /** The judgement after the references are asked again if due, or the kept prices read. */
  async function judgeAfresh(
    from: CoinSymbol,
    to: CoinSymbol,
    amount: number,
  ): Promise<MarketJudgement | null> {
    await current().catch(() => undefined);
    const [a, b] = await Promise.all([priceOf(from), priceOf(to)]);
    if (a === null || b === null) {
      untrusted(from, to);
      return null;
    }
    return judgement(from, to, amount, a, b);
  }

  /** Nothing trusted: counted from the first such quote; support hears past a few minutes. */
  function untrusted(from: CoinSymbol, to: CoinSymbol) {
    const at = now();
    const pair = `${from}>${to}`;
    const since = untrustedSince.get(pair) ?? at;
    untrustedSince.set(pair, since);
    if (at - since < UNTRUSTED_ALERT_AFTER_MS) return;
    deps.alerts?.raise({
      kind: 'market-reference:untrusted',
      summary: `No market price has been trusted for ${Math.round((at - since) / 60_000)} minutes: offers are shown unchecked and none is chosen for the visitor.`,
      pair,
    });
  }

  /** The worth against two prices, from the older basis of the two. */
  function judgement(
    from: CoinSymbol,
    to: CoinSymbol,
    amount: number,
    a: { usd: number; basis: MarketBasis },
    b: { usd: number; basis: MarketBasis },
  ): MarketJudgement {
    if (untrustedSince.size > 0) untrustedSince.delete(`${from}>${to}`);
    const basis = BASES[Math.max(BASES.indexOf(a.basis), BASES.indexOf(b.basis))]!;
    return {
      worth: (amount * a.usd) / b.usd,
      basis,
      abovePercent: basis === 'old' ? OLD_LIMIT_PERCENT : deps.liveLimitPercent,
    };
  }

  /**
   * Both coins priced by fresh references and believed: the judgement at once. This is nearly
   * every quote, and the general path's awaits were a visible part of a price call (decision
   * 013, fourth round).
   */
  function liveJudgement(from: CoinSymbol, to: CoinSymbol, amount: number) {
    const at = now();
    if (at - fetchedAt >= REFERENCE_FRESH_MS) return null;
    const a = live[from];
    const b = live[to];
    if (a === undefined || b === undefined) return null;
    if (distrusted.size > 0 && (isDistrusted(from, at) || isDistrusted(to, at))) return null;
    return judgement(from, to, amount, { usd: a, basis: 'live' }, { usd: b, basis: 'live' });
  }

  return {
    judge(from, to, amount) {
      const fresh = liveJudgement(from, to, amount);
      return fresh ? Promise.resolve(fresh) : judgeAfresh(from, to, amount);
    },
    distrust(from, to) {
      const until = now() + DISTRUST_MS;
      const fresh = ![from, to].every((symbol) => isDistrusted(symbol, now()));
      for (const symbol of [from, to]) distrusted.set(symbol, until);
      if (!fresh) return;
      deps.logger.warn(
        { pair: `${from}>${to}` },
        'every provider disagrees with the market reference on this pair: it is not believed for a while',
      );
      deps.alerts?.raise({
        kind: 'market-reference:suspect',
        summary: `Every provider's offer for ${from}>${to} is more than ${SUSPECT_PERCENT}% from the market reference: it is not believed for ${DISTRUST_MS / 60_000} minutes, and offers are shown unchecked.`,
        pair: `${from}>${to}`,
      });
    },
  };
}
