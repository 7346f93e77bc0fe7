import { matchRoutes, type RouteObject } from 'react-router';
import type { PageDataSource, PageMatch } from '../../../shared/contract/render.js';
import type { ServerDataHandle } from './routes.js';

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

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
