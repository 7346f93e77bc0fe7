import type { Request, RequestHandler } from 'express';
import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RATE_LIMITED_WHAT } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { Config } from '../config/config.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type RateLimitMetrics } from '../metrics/metrics.js';
import { circuitKey } from '../onion/circuit.js';
import type { SharedStore } from '../stores/redis.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { clientKey } from './client-key.js';

export interface RateLimits {
  global: RequestHandler;
  price: RequestHandler;
  orders: RequestHandler;
  status: RequestHandler;
}

/** Whom a request counts against, worked out once per request however many limiters it crosses. */
const KEY = Symbol('rate-limit key');

/**
 * Onion visitors all come from tor on 127.0.0.1: each Tor circuit is counted apart. Others by our
 * own key: express-rate-limit's would count each port of one address as a new visitor. Either is
 * kept only as `keyed` makes it (a keyed hash: no address reaches a store).
 */
function visitorKey(req: Request, keyed: (visitor: string) => string): string {
  const tagged = req as Request & { [KEY]?: string };
  return (tagged[KEY] ??= keyed(circuitKey(req) ?? clientKey(req)));
}

/**
 * One limiter per route plus a global one. With Redis every replica shares the counts; without it
 * each process counts alone (fine for one instance), and so does each while Redis is away.
 *
 * The counting is the stores' (express-rate-limit's MemoryStore, rate-limit-redis's RedisStore);
 * the middleware around them is ours: the library's ran four awaits, its debug lines (each
 * reading req.ip) and its configuration checks on every request of every limiter, a tenth of
 * the BFF's own work on a price call (decision 013). What it decides is the same: a request past
 * the limit in the window gets the 429.
 */
export function createRateLimits(
  settings: Config['rateLimits'],
  shared: SharedStore | null,
  use: {
    /** what a visitor's address or circuit is counted under (security/visitor-key.ts) */
    visitorKeys: (visitor: string) => string;
    metrics?: RateLimitMetrics;
  },
): RateLimits {
  const { visitorKeys, metrics = noMetrics.rateLimits } = use;
  const windowS = Math.ceil(settings.windowMs / 1000);

  const options = { windowMs: settings.windowMs } as Options; // the stores read only this

  /** A per-process count: the only one without Redis, the fallback while Redis is away. */
  const memoryStore = (): Store => {
    const store = new MemoryStore();
    store.init(options);
    return store;
  };

  /**
   * The count shared by every replica through Redis while it answers (within the health's bound),
   * else this process's own: a limit that holds per replica beats a request that waits for Redis.
   */
  const countFor = (name: string): Store['increment'] => {
    const memory = memoryStore();
    if (!shared) return (key) => memory.increment(key);
    const { health } = shared;
    const redis = new RedisStore({
      prefix: `rl:${name}:`,
      // the master now: it changes on a failover
      sendCommand: (...args: string[]) => shared.client.sendCommand(args),
    });
    // Loads the store's scripts; again after a failure (a load that failed stays failed in it).
    let loaded: Promise<void> | null = null;
    const sharedIncrement = async (key: string) => {
      loaded ??= redis.init(options);
      try {
        await loaded;
        return await redis.increment(key);
      } catch (error) {
        loaded = null;
        throw error;
      }
    };
    return (key) =>
      health
        .run(() => sharedIncrement(key))
        .catch((error: unknown) => {
          if (!(error instanceof StoreUnavailableError)) throw error;
          return memory.increment(key);
        });
  };

  const limiter = (
    name: keyof Omit<Config['rateLimits'], 'windowMs'>,
    what: (typeof RATE_LIMITED_WHAT)[number],
  ) => {
    const limit = settings[name];
    const increment = countFor(name);
    // The draft-8 headers, minus the library's `pk=` partition key: an unsalted hash of the
    // visitor's IP, which anyone could reverse by hashing every IPv4 address.
    const policy = `"${name}"; q=${limit}; w=${windowS}`;
    const params = { what };
    const message = englishText('rateLimited', params);

    const limited: RequestHandler = (req, res, next) => {
      // A store may count synchronously or not; a throw reaches the router as an error.
      Promise.resolve(increment(visitorKey(req, visitorKeys)))
        .then(({ totalHits, resetTime }) => {
          const resetS = resetTime
            ? Math.max(0, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
            : windowS;
          if (!res.headersSent) {
            res.appendHeader(
              'RateLimit',
              `"${name}"; r=${Math.max(0, limit - totalHits)}; t=${resetS}`,
            );
            res.appendHeader('RateLimit-Policy', policy);
          }
          if (totalHits <= limit) return next();
          metrics.rejected(name);
          res.setHeader('Retry-After', String(resetS));
          next(new ApiError(429, 'RATE_LIMITED', message, params));
        })
        .catch(next);
    };
    return limited;
  };
  return {
    global: limiter('global', 'requests'),
    price: limiter('price', 'prices'),
    orders: limiter('orders', 'orders'),
    status: limiter('status', 'status'),
  };
}
