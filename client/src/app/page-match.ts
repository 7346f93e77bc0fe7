import { matchRoutes, type RouteObject } from 'react-router';
import type { PageMatch } from '../../../shared/contract/render.js';
import { pageHandle } from './routes.js';

/** A route's path as a label: `/de/` and `/de` are one page. */
const patternOf = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** Whether a route takes what no page does: the not-found page. */
export const isCatchAll = (route: RouteObject | undefined): boolean =>
  route?.path?.endsWith('*') ?? true;

/**
 * Where a path lands in a route table, as the server needs it (see PageMatch): the page the
 * router would show (the last match; the frame above it has no path).
 */
export function matchPage(table: RouteObject[], pathname: string): PageMatch {
  const page = matchRoutes(table, pathname)?.at(-1);
  const route = page?.route;
  const notFound = isCatchAll(route);
  return {
    pattern: notFound ? '/*' : patternOf(route?.path ?? '/'),
    params: notFound ? {} : { ...page?.params },
    data: pageHandle(route).serverData ?? null,
    form: pageHandle(route).form ?? null,
    notFound,
  };
}
