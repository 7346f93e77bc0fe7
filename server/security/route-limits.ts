import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../http/api-error.js';
import { series } from '../http/series.js';
import type { RateLimits } from './rate-limits.js';

type LimiterName = keyof RateLimits;

/**
 * Which limiter guards which route: the one place that says so. `orders` counts new orders only:
 * the order flow charges it for a key it has not seen, so the repeats of an order (a double
 * click, a retry, the same form sent again) never count, through either door. The others are
 * charged before anything else happens.
 */
export const LIMITERS_BY_ROUTE = {
  '/api (every call)': ['global'],
  'GET /api/price': ['price'],
  'POST /api/orders': ['orders'],
  'GET /api/orders/:orderId': ['status'],
  'POST / (the script-free form)': ['global'],
  'POST / intent=quote': ['price'],
  'POST / intent=swap': ['orders'],
  'GET /order/:orderId': ['status'],
} as const satisfies Record<string, readonly LimiterName[]>;

export type LimitedRoute = keyof typeof LIMITERS_BY_ROUTE;

/** Runs one limiter; its 429 refusal (Retry-After already set), or null when within it. */
export function limitRefusal(
  limiter: RequestHandler,
  req: Request,
  res: Response,
): Promise<ApiError | null> {
  return new Promise((resolve, reject) => {
    const next: NextFunction = (error?: unknown) => {
      if (error instanceof ApiError && error.status === 429) resolve(error);
      else if (error)
        reject(error instanceof Error ? error : new Error('rate limiter failed', { cause: error }));
      else resolve(null);
    };
    void limiter(req, res, next);
  });
}

/** The limits of each route, from the table, for the routers to apply. */
export function routeLimits(limits: RateLimits) {
  const upfront = (route: LimitedRoute) =>
    (LIMITERS_BY_ROUTE[route] as readonly LimiterName[])
      .filter((name) => name !== 'orders')
      .map((name) => limits[name]);
  const chargesNewOrders = (route: LimitedRoute) =>
    (LIMITERS_BY_ROUTE[route] as readonly LimiterName[]).includes('orders');

  return {
    /** Middleware charging the route's limiters other than the new-order count, in order. */
    guard(route: LimitedRoute): RequestHandler {
      const limiters = upfront(route);
      // Every route has one: the limiter itself, with nothing wrapped around it per request.
      return limiters.length === 1 ? limiters[0]! : series(...limiters);
    },
    /** The route's limiters, run in a handler: the first refusal, or null. */
    async refusal(route: LimitedRoute, req: Request, res: Response): Promise<ApiError | null> {
      for (const limiter of upfront(route)) {
        const refused = await limitRefusal(limiter, req, res);
        if (refused) return refused;
      }
      return null;
    },
    /** Counts one new order for this visitor, on routes that take orders; its refusal or null. */
    chargeNewOrder(route: LimitedRoute, req: Request, res: Response): Promise<ApiError | null> {
      if (!chargesNewOrders(route)) return Promise.resolve(null);
      return limitRefusal(limits.orders, req, res);
    },
  };
}

export type RouteLimits = ReturnType<typeof routeLimits>;
