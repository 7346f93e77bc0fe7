import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPage } from './page-match.js';
import { routes } from './routes.js';

// The server routes every page request through this: what it gets back decides the data it
// fetches, the metrics label, and whether a file or the not-found page answers instead.

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('matching a path in the route table', () => {
  it.each([
    ['/', '/', {}, 'order-lookup'],
    [`/order/${ID}`, '/order/:orderId', { orderId: ID }, 'order'],
    ['/stake', '/stake', {}, null],
    ['/How-it-works', '/How-it-works', {}, null],
    ['/how-it-works', '/how-it-works', {}, null],
    ['/de', '/de', {}, 'order-lookup'],
    ['/fa/', '/fa', {}, 'order-lookup'],
    [`/es/order/${ID}`, '/es/order/:orderId', { orderId: ID }, 'order'],
    ['/zh/How-it-works', '/zh/How-it-works', {}, null],
    ['/de/how-it-works', '/de/how-it-works', {}, null],
  ])('finds %s as %s', (path, pattern, params, data) => {
    expect(matchPage(routes, path)).toEqual({ pattern, params, data, notFound: false });
  });

  it.each(['/favicon.svg', '/no/such/page', '/order/a/b', '/de/no/such/page', '/xx/stake'])(
    'leaves %s to the files and the not-found page',
    (path) => {
      expect(matchPage(routes, path).notFound).toBe(true);
    },
  );

  it('builds the whole pattern through nested routes, as a language prefix would add', () => {
    const table: RouteObject[] = [
      {
        path: ':lang',
        children: [{ path: 'order/:orderId', handle: { serverData: 'order' } }, { path: '*' }],
      },
    ];
    expect(matchPage(table, `/es/order/${ID}`)).toEqual({
      pattern: '/:lang/order/:orderId',
      params: { lang: 'es', orderId: ID },
      data: 'order',
      notFound: false,
    });
    expect(matchPage(table, '/es/nope').notFound).toBe(true);
  });
});
