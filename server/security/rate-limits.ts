import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Config } from '../config/config.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type RateLimitMetrics } from '../metrics/metrics.js';
import { circuitKey } from '../onion/circuit.js';
import type { RedisClient } from '../stores/redis.js';
import { clientKey } from './client-key.js';

export interface RateLimits {
  global: RequestHandler;
  price: RequestHandler;
  orders: RequestHandler;
  status: RequestHandler;
}

/**
 * One limiter per route plus a global one. With Redis every replica shares the counts; without it
 * each process counts alone (fine for one instance).
 */
export function createRateLimits(
  settings: Config['rateLimits'],
  redis: RedisClient | null,
  metrics: RateLimitMetrics = noMetrics.rateLimits,
): RateLimits {
  const store = (name: string): Store | undefined =>
    redis
      ? new RedisStore({
          prefix: `rl:${name}:`,
          sendCommand: (...args: string[]) => redis.sendCommand(args),
        })
      : undefined;

  const windowS = Math.ceil(settings.windowMs / 1000);
  // The draft-8 headers, minus the library's `pk=` partition key: an unsalted hash of the
  // visitor's IP, which anyone could reverse by hashing every IPv4 address.
  const policyHeaders = (req: Request, res: Response, name: string) => {
    const info = (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;
    if (!info || res.headersSent) return;
    const resetS = info.resetTime
      ? Math.max(0, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000))
      : windowS;
    res.append('RateLimit', `"${name}"; r=${info.remaining}; t=${resetS}`);
    res.append('RateLimit-Policy', `"${name}"; q=${info.limit}; w=${windowS}`);
    return resetS;
  };

  const limiter = (name: keyof Omit<Config['rateLimits'], 'windowMs'>, what: string) => {
    const limit = rateLimit({
      windowMs: settings.windowMs,
      limit: settings[name],
      standardHeaders: false,
      legacyHeaders: false,
      // Onion visitors all come from tor on 127.0.0.1: each Tor circuit is counted apart. Others
      // by our own key: the library's would count each port of one address as a new visitor, and
      // its request checks print stack traces (a Forwarded header) into the JSON log.
      keyGenerator: (req) => circuitKey(req) ?? clientKey(req),
      store: store(name),
      handler: (req, res, next) => {
        metrics.rejected(name);
        res.set('Retry-After', String(policyHeaders(req, res, name) ?? windowS));
        next(
          new ApiError(
            429,
            'RATE_LIMITED',
            `Too many ${what}. Please wait a minute and try again.`,
          ),
        );
      },
    });
    const withHeaders: RequestHandler = (req, res, next) =>
      limit(req, res, (error?: unknown) => {
        if (error === undefined) policyHeaders(req, res, name);
        next(error);
      });
    return withHeaders;
  };

  return {
    global: limiter('global', 'requests'),
    price: limiter('price', 'price requests'),
    orders: limiter('orders', 'new orders'),
    status: limiter('status', 'order status requests'),
  };
}
