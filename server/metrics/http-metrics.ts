import type { Request, RequestHandler, Response } from 'express';
import type { HttpMetrics } from './metrics.js';

/** The label for a request no route matched (an unknown /api path, a static file): never the path. */
const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template that answered: the mount path plus the route's own path, e.g.
 * /api/orders/:orderId. Routes are declared one path each, so the template is one string.
 */
function routeTemplate(req: Request, mountPath: string): string {
  const declared: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof declared === 'string' ? `${mountPath}${declared}` : UNMATCHED_ROUTE;
}

/**
 * Records where a router is mounted. Express restores baseUrl when an error leaves the router, so
 * by the time an error reply is sent the mount path would be gone; a router that counts puts this
 * first.
 */
export const rememberMountPath: RequestHandler = (req, res, next) => {
  res.locals.metricsMountPath = req.baseUrl;
  next();
};

const STARTED = Symbol('metrics started');
type TimedResponse = Response & { [STARTED]?: number };

/** Times every request by route template, method and status class. */
export function httpMetrics(metrics: HttpMetrics): RequestHandler {
  // One shared listener: nothing is allocated per request but the start time.
  function onFinish(this: TimedResponse) {
    const req = this.req;
    const mountPath = (this.locals.metricsMountPath as string | undefined) ?? req.baseUrl;
    metrics.request(
      {
        route: routeTemplate(req, mountPath),
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        statusClass: `${Math.floor(this.statusCode / 100)}xx`,
      },
      (performance.now() - (this[STARTED] ?? 0)) / 1000,
    );
  }
  return (_req, res: TimedResponse, next) => {
    res[STARTED] = performance.now();
    res.on('finish', onFinish);
    next();
  };
}
