import { matchRoutes, type RouteObject } from 'react-router';
import type { PageDataSource, PageMatch } from '../../../shared/contract/render.js';
import type { ServerDataHandle } from './routes.js';

/** The path without its leading and trailing slashes, in one pass (no pattern to backtrack). */
function trimSlashes(path: string): string {
  let start = 0;
  let end = path.length;
  while (start < end && path[start] === '/') start += 1;
  while (end > start && path[end - 1] === '/') end -= 1;
  return path.slice(start, end);
}

/** Where a path lands in a route table, as the server needs it (see PageMatch). */
export function matchPage(table: RouteObject[], pathname: string): PageMatch {
  const matches = matchRoutes(table, pathname) ?? [];
  const leaf = matches.at(-1);
  const segments = matches
    .map((match) => trimSlashes(match.route.path ?? ''))
    .filter((segment) => segment !== '');
  const data = matches
    .map((match) => (match.route.handle as Partial<ServerDataHandle> | undefined)?.serverData)
    .filter((source): source is PageDataSource => source !== undefined)
    .at(-1);
  return {
    pattern: `/${segments.join('/')}`,
    params: leaf?.params ?? {},
    data: data ?? null,
    notFound: !leaf || leaf.route.path === '*',
  };
}
