import { openRetainedLines, UNENDED_MAX_MS, type Retention } from './retained-lines.js';

/** RETENTION_DAYS' default, for callers that pass no retention (tests of other things). */
const DEFAULT_RETENTION_MS = 14 * 86_400_000;

/**
 * The site's order ids and the provider's beside them (issue 25): with a provider the site mints
 * its own id for each order, and every lookup goes through this map. A pair is kept while its
 * order runs and for the retention period after it was seen to end (issue 30): the order's page
 * works that long, and then the site no longer knows the order.
 */
export interface OrderMap {
  put(orderId: string, providerOrderId: string): Promise<void>;
  /** null: no order of ours has this id */
  providerIdOf(orderId: string): Promise<string | null>;
  /** the order was seen to end at `atMs` (epoch ms): the pair goes after the retention period */
  ended(orderId: string, atMs: number): Promise<void>;
}

export function createMemoryOrderMap(): OrderMap {
  const ids = new Map<string, string>();
  return {
    put(orderId, providerOrderId) {
      ids.set(orderId, providerOrderId);
      return Promise.resolve();
    },
    providerIdOf: (orderId) => Promise.resolve(ids.get(orderId) ?? null),
    // in memory (tests, one process): gone with the process anyway
    ended: () => Promise.resolve(),
  };
}

export interface FileOrderMap extends OrderMap {
  /** lines that could not be read at open (a line torn by a crash mid-write) */
  unreadableLines: number;
  /** rewrites the file without the pairs past their time (retained-lines.ts) */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The map in a JSON-lines file, for one site process without Redis: each pair is appended and
 * synced to disk before the visitor is told the order id, so a restart never loses an order. A
 * pair goes `retention.afterEndMs` after its order was seen to end (issue 30).
 */
export async function openFileOrderMap(
  file: string,
  retention: Retention = { afterEndMs: DEFAULT_RETENTION_MS, unendedMs: UNENDED_MAX_MS },
  now: () => number = Date.now,
): Promise<FileOrderMap> {
  const lines = await openRetainedLines(file, retention, now);
  return {
    unreadableLines: lines.unreadableLines,
    put: (orderId, providerOrderId) => lines.set(orderId, { providerOrderId }),
    providerIdOf: (orderId) => Promise.resolve(lines.get(orderId)?.providerOrderId ?? null),
    ended: (orderId, atMs) => lines.ended(orderId, atMs),
    sweep: () => lines.sweep(),
    close: () => lines.close(),
  };
}
