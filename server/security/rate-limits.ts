import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Config } from '../config/config.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type RateLimitMetrics } from '../metrics/metrics.js';
import type { RedisClient } from '../stores/redis.js';

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

  const limiter = (name: keyof Omit<Config['rateLimits'], 'windowMs'>, what: string) =>
    rateLimit({
      windowMs: settings.windowMs,
      limit: settings[name],
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: name,
      // IPv6 visitors are counted by /56 so one host cannot dodge the limit by rotating addresses.
      ipv6Subnet: 56,
      store: store(name),
      handler: (_req, _res, next) => {
        metrics.rejected(name);
        next(
          new ApiError(
            429,
            'RATE_LIMITED',
            `Too many ${what}. Please wait a minute and try again.`,
          ),
        );
      },
    });

  return {
    global: limiter('global', 'requests'),
    price: limiter('price', 'price requests'),
    orders: limiter('orders', 'new orders'),
    status: limiter('status', 'order status requests'),
  };
}
