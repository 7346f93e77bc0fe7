import type { PageMatch } from '../../../shared/contract/render.js';
import { matchRoute } from '../lib/router/match-route.js';
import { isCatchAll } from '../lib/router/route.js';
import type { PageRoute } from './routes.js';

/** A route's path as a label: `/de/` and `/de` are one page. */
const patternOf = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/** Where a path lands in a route table, as the server needs it (see PageMatch). */
export function matchPage(table: readonly PageRoute[], pathname: string): PageMatch {
  const found = matchRoute(table, pathname);
  const route = found?.route;
  const notFound = !route || isCatchAll(route);
  return {
    pattern: route && !notFound ? patternOf(route.path) : '/*',
    params: notFound ? {} : (found?.params ?? {}),
    data: route?.handle?.serverData ?? null,
    notFound,
  };
}
