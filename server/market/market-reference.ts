import { COIN_SYMBOLS, type CoinSymbol } from '../../shared/coins.js';
import { MARKET_IDS, SIMPLE_PRICE_PATH } from '../../shared/market-ids.js';
import type { Logger } from '../logging/logger.js';

// The market reference (REFERENCE_PRICES_URL): US-dollar prices from a source independent of
// every provider, so that no provider (nor several in collusion) can set the price it is judged
// by. One call fetches every coin; the table is kept briefly and concurrent quotes share one
// call. Unreachable, it answers null: offers are then only compared with each other.

/** A reference price this old is fetched again: markets move, but not per quote. */
export const REFERENCE_FRESH_MS = 30_000;
/** After a failed fetch, quotes go without the check this long before it is tried again. */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** A reference that does not answer within this costs the visitor no more than it. */
const FETCH_TIMEOUT_MS = 2000;

type UsdTable = Partial<Record<CoinSymbol, number>>;

export interface MarketReference {
  /** what `amount` of `from` is worth in `to` at the reference; null: no check now */
  worth(from: CoinSymbol, to: CoinSymbol, amount: number): Promise<number | null>;
}

export interface MarketReferenceDeps {
  /** the base URL of a CoinGecko-compatible API (https://api.coingecko.com) */
  url: string;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** counts a fetch that failed (the market check is off until one succeeds) */
  onUnavailable: () => void;
  now?: () => number;
  fetchImpl?: typeof fetch;
}

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

export function createMarketReference(deps: MarketReferenceDeps): MarketReference {
  const now = deps.now ?? Date.now;
  const fetchImpl = deps.fetchImpl ?? fetch;
  const endpoint = new URL(SIMPLE_PRICE_PATH.slice(1), deps.url.replace(/\/?$/, '/'));
  endpoint.searchParams.set('ids', IDS);
  endpoint.searchParams.set('vs_currencies', 'usd');
  let table: UsdTable | null = null;
  let fetchedAt = -Infinity;
  let failedAt = -Infinity;
  let inFlight: Promise<UsdTable | null> | null = null;
  let down = false;

  async function fetchTable(): Promise<UsdTable | null> {
    try {
      const reply = await fetchImpl(endpoint, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
      const fresh = tableOf(await reply.json());
      if (Object.keys(fresh).length === 0) throw new Error('no price in the reply');
      table = fresh;
      fetchedAt = now();
      if (down) deps.logger.info('market reference answers again: offers are checked against it');
      down = false;
      return table;
    } catch (error) {
      failedAt = now();
      deps.onUnavailable();
      // said once per outage, not per quote
      if (!down) {
        deps.logger.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'market reference unreachable: offers are compared only with each other until it answers',
        );
      }
      down = true;
      table = null;
      return null;
    }
  }

  function current(): Promise<UsdTable | null> {
    const at = now();
    if (table && at - fetchedAt < REFERENCE_FRESH_MS) return Promise.resolve(table);
    if (down && at - failedAt < RETRY_AFTER_FAILURE_MS) return Promise.resolve(null);
    inFlight ??= fetchTable().finally(() => (inFlight = null));
    return inFlight;
  }

  return {
    async worth(from, to, amount) {
      const prices = await current();
      const fromUsd = prices?.[from];
      const toUsd = prices?.[to];
      if (fromUsd === undefined || toUsd === undefined) return null;
      return (amount * fromUsd) / toUsd;
    },
  };
}
