import type { ComponentType, ReactNode } from 'react';

/**
 * One entry of a route table. The table is flat and ordered: the first route whose path matches
 * a URL takes it, so a catch-all (`*`) goes after the routes it would otherwise swallow.
 */
export interface Route {
  /** the whole path from the root: `/`, `/de/order/:orderId`, `/de/*`, `*` */
  path: string;
  /** off by default: `/STAKE` finds `/stake`, as visitors type it */
  caseSensitive?: boolean;
  /** what the route shows, when it ships with the table */
  Component?: ComponentType;
  element?: ReactNode;
  /** what the route shows, when it loads on demand (once; later visits reuse it) */
  lazy?: () => Promise<ComponentType>;
  /** the path this one always replaces itself with (the server answers it as a 301) */
  redirect?: string;
  /** whatever the app keeps beside the route (the server's data source, the page's module) */
  handle?: unknown;
}

export interface RouteMatch<R extends Route = Route> {
  route: R;
  params: Record<string, string>;
}

/** Whether a route takes what no other one does: the not-found page. */
export const isCatchAll = (route: Route): boolean => route.path.endsWith('*');
