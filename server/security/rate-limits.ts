import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RATE_LIMITED_WHAT } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { Config } from '../config/config.js';
import { ApiError } from '../http/api-error.js';
import type { Logger } from '../logging/logger.js';
import { noMetrics, type RateLimitMetrics } from '../metrics/metrics.js';
import { circuitKey } from '../onion/circuit.js';
import type { SharedStore } from '../stores/redis.js';
import { clientKey } from './client-key.js';
import { SharedCountStore } from './shared-count-store.js';

export interface RateLimits {
  global: RequestHandler;
  price: RequestHandler;
  orders: RequestHandler;
  status: RequestHandler;
}

/** A visitor's keyed hash (security/visitor-key.ts), remembered for the connection when given. */
type VisitorKeys = (visitor: string, connection?: object) => string;

/** Whom a request counts against, worked out once per request however many limiters it crosses. */
const KEY = Symbol('rate-limit key');

/**
 * Onion visitors all come from tor on 127.0.0.1: each Tor circuit is counted apart. Others by our
 * own key: express-rate-limit's would count each port of one address as a new visitor. Either is
 * kept only as `keyed` makes it (a keyed hash: no address reaches a store).
 */
function visitorKey(req: Request, keyed: VisitorKeys): string {
  const tagged = req as Request & { [KEY]?: string };
  return (tagged[KEY] ??= keyed(circuitKey(req) ?? clientKey(req), req.socket));
}

/**
 * One express-rate-limit limiter per route plus a global one. With Redis every replica shares the
 * counts (rate-limit-redis); without it each process counts alone (fine for one instance), and so
 * does each while Redis is away (shared-count-store.ts, decision 015).
 */
export function createRateLimits(
  settings: Config['rateLimits'],
  shared: SharedStore | null,
  use: {
    /** what a visitor's address or circuit is counted under (security/visitor-key.ts) */
    visitorKeys: VisitorKeys;
    /** where the library reports a misconfiguration it detects */
    logger: Logger;
    metrics?: RateLimitMetrics;
  },
): RateLimits {
  const { visitorKeys, logger, metrics = noMetrics.rateLimits } = use;

  const limiter = (
    name: keyof Omit<Config['rateLimits'], 'windowMs'>,
    what: (typeof RATE_LIMITED_WHAT)[number],
  ): RequestHandler => {
    const params = { what };
    const message = englishText('rateLimited', params);
    return rateLimit({
      windowMs: settings.windowMs,
      limit: settings[name],
      // draft-7's RateLimit and RateLimit-Policy carry the numbers only. draft-8 adds `pk=`, a
      // hash of the key: ours is already keyed, but a per-visitor token in every reply would
      // still let anyone who sees two replies link them.
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      keyGenerator: (req) => visitorKey(req, visitorKeys),
      // The refusal goes to the error middleware (or a form's own page) as the shared error
      // shape; express-rate-limit has already set Retry-After.
      handler: (_req, _res, next) => {
        metrics.rejected(name);
        next(new ApiError(429, 'RATE_LIMITED', message, params));
      },
      ...(shared ? { store: new SharedCountStore(shared, name) } : {}),
      logger,
    });
  };
  return {
    global: limiter('global', 'requests'),
    price: limiter('price', 'prices'),
    orders: limiter('orders', 'orders'),
    status: limiter('status', 'status'),
  };
}
