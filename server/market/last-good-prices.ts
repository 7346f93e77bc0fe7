import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { COIN_SYMBOLS, type CoinSymbol } from '../../shared/coins.js';
import type { SharedStore } from '../stores/redis.js';

// The last reference price the site believed, per coin, with when: kept where every replica and
// a restart read it (Redis, else a file in the data folder), so that a reference outage is met
// with a recent price rather than with no check at all (market-reference.ts says how long).

/** One coin's last good price: US dollars, and when it was fetched (epoch ms). */
export interface GoodPrice {
  usd: number;
  at: number;
}

export type GoodPrices = Partial<Record<CoinSymbol, GoodPrice>>;

export interface LastGoodPrices {
  load(): Promise<GoodPrices>;
  /** keeps these coins' prices (the others stay as they were) */
  save(prices: GoodPrices): Promise<void>;
}

const goodPriceSchema = z.object({
  usd: z.number().finite().positive(),
  at: z.number().int().nonnegative(),
});

/** Only coins the site knows, with prices that are prices: a torn or foreign entry is dropped. */
function readPrices(entries: Record<string, unknown>): GoodPrices {
  const prices: GoodPrices = {};
  for (const symbol of COIN_SYMBOLS) {
    const parsed = goodPriceSchema.safeParse(entries[symbol]);
    if (parsed.success) prices[symbol] = parsed.data;
  }
  return prices;
}

export function createMemoryLastGoodPrices(): LastGoodPrices {
  let kept: GoodPrices = {};
  return {
    load: () => Promise.resolve({ ...kept }),
    save(prices) {
      kept = { ...kept, ...prices };
      return Promise.resolve();
    },
  };
}

/** A small JSON file, replaced whole (write beside, then rename): never read half written. */
export function fileLastGoodPrices(path: string): LastGoodPrices {
  const load = async (): Promise<GoodPrices> => {
    try {
      return readPrices(JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>);
    } catch {
      return {};
    }
  };
  return {
    load,
    async save(prices) {
      const merged = { ...(await load()), ...prices };
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, JSON.stringify(merged));
      await rename(temp, path);
    },
  };
}

/** The Redis hash every replica shares: one field a coin, `{usd, at}` as JSON. */
export const LAST_GOOD_KEY = 'market:last-good';

export function redisLastGoodPrices(store: SharedStore): LastGoodPrices {
  return {
    async load() {
      const fields = await store.health.run(() => store.client.hGetAll(LAST_GOOD_KEY));
      const entries: Record<string, unknown> = {};
      for (const [symbol, text] of Object.entries(fields)) {
        try {
          entries[symbol] = JSON.parse(text);
        } catch {
          // a field another hand wrote: not a price
        }
      }
      return readPrices(entries);
    },
    async save(prices) {
      const fields = Object.fromEntries(
        Object.entries(prices).map(([symbol, price]) => [symbol, JSON.stringify(price)]),
      );
      if (Object.keys(fields).length === 0) return;
      await store.health.run(() => store.client.hSet(LAST_GOOD_KEY, fields));
    },
  };
}
