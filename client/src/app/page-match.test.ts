import { describe, expect, it } from 'vitest';
import { matchPage } from './page-match.js';
import { routes } from './routes.js';

// The server routes every page request through this: what it gets back decides the data it
// fetches, the form a POST is for, the metrics label, and whether a file or the not-found page
// answers instead.

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('matching a path in the route table', () => {
  it.each([
    ['/', '/', {}, 'order-lookup', 'swap'],
    [`/order/${ID}`, '/order/:orderId', { orderId: ID }, 'order', null],
    ['/stake', '/stake', {}, null, null],
    ['/How-it-works', '/How-it-works', {}, null, null],
    ['/how-it-works', '/how-it-works', {}, null, null],
    ['/de', '/de', {}, 'order-lookup', 'swap'],
    ['/fa/', '/fa', {}, 'order-lookup', 'swap'],
    [`/es/order/${ID}`, '/es/order/:orderId', { orderId: ID }, 'order', null],
    ['/zh/How-it-works', '/zh/How-it-works', {}, null, null],
    ['/de/how-it-works', '/de/how-it-works', {}, null, null],
  ])('finds %s as %s', (path, pattern, params, data, form) => {
    expect(matchPage(routes, path)).toEqual({ pattern, params, data, form, notFound: false });
  });

  it.each(['/favicon.svg', '/no/such/page', '/order/a/b', '/de/no/such/page', '/xx/stake'])(
    'leaves %s to the files and the not-found page',
    (path) => {
      expect(matchPage(routes, path).notFound).toBe(true);
    },
  );

  it('takes a parameter anywhere in the path, and the most specific route wherever it stands', () => {
    const table = [
      { path: '/:lang/order/:orderId', handle: { serverData: 'order' as const } },
      { path: '/:lang/*' },
      { path: '/:lang/order/:orderId/never', handle: { serverData: 'order' as const } },
    ];
    expect(matchPage(table, `/es/order/${ID}`)).toEqual({
      pattern: '/:lang/order/:orderId',
      params: { lang: 'es', orderId: ID },
      data: 'order',
      form: null,
      notFound: false,
    });
    expect(matchPage(table, '/es/nope').notFound).toBe(true);
    // ranked, not first come: a catch-all listed first never swallows a page below it
    expect(matchPage(table, `/es/order/${ID}/never`).pattern).toBe('/:lang/order/:orderId/never');
  });

  it('matches a path decoded, in any case unless the route says otherwise', () => {
    expect(matchPage(routes, '/st%61ke').pattern).toBe('/stake');
    expect(matchPage(routes, '/STAKE/').pattern).toBe('/stake');
    expect(matchPage(routes, '/HOW-IT-WORKS').pattern).toBe('/how-it-works');
    // an encoded slash stays inside its segment (React Router hands the parameter decoded)
    expect(matchPage(routes, `/order/a%2Fb`).params).toEqual({ orderId: 'a/b' });
    expect(matchPage(routes, '/order/%E0%A4%A').params).toEqual({ orderId: '%E0%A4%A' });
  });
});
