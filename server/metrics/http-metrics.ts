import type { Request, RequestHandler, Response } from 'express';
import type { HttpMetrics } from './metrics.js';

/** The label for a request no route matched (an unknown /api path, a static file): never the path. */
const UNMATCHED_ROUTE = 'unmatched';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route template that answered: the mount path plus the route's own path, e.g.
 * /api/orders/:orderId. Routes are declared one path each, so the template is one string; a page
 * is labelled by the client route it matched (labelRoute). Express matches mount paths whatever
 * their case and baseUrl keeps the visitor's spelling (/API); ours are all lower case, so that
 * spelling is the one label.
 */
function routeTemplate(req: Request, res: Response, mountPath: string): string {
  const labelled: unknown = res.locals.metricsRoute;
  if (typeof labelled === 'string') return labelled;
  const declared: unknown = (req.route as { path?: unknown } | undefined)?.path;
  return typeof declared === 'string' ? `${mountPath.toLowerCase()}${declared}` : UNMATCHED_ROUTE;
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

/** Labels this request with a route template matched outside Express (a client route's pattern). */
export function labelRoute(res: Response, template: string): void {
  res.locals.metricsRoute = template;
}

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
        route: routeTemplate(req, this, mountPath),
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
