import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../../../shared/contract/render.js';
import { makeStore, type AppStore } from '../../lib/api/store.js';
import { PageDataContext } from '../../lib/page-data.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { OrderPage } from './order-page.js';
import { makeOrder, NOW_S, ORDER_ID, servedOrder } from './test-support/order-fixtures.js';
import { ok, scriptApi } from './test-support/scripted-api.js';
import { advance, setUpOrderPageTests, stepStates } from './test-support/order-page-harness.js';

// The served order seeds a store on each side: the server's render and the browser's hydrating
// render read the same, and the browser asks for nothing until one poll has passed.

setUpOrderPageTests();

const served = servedOrder;

/** The order page as both entries draw it: a store of its own, the page data, a router at it. */
const page = (store: AppStore, data: PageData | null, orderId = ORDER_ID) => (
  <Provider store={store}>
    <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
      <PageDataContext value={data}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/order/:orderId', element: <OrderPage /> }], {
            initialEntries: [`/order/${orderId}`],
          })}
        />
      </PageDataContext>
    </RuntimeConfigContext>
  </Provider>
);

/** What the server sends for this page data: a store made for the one render. */
const serverHtml = (data: PageData | null, orderId = ORDER_ID) =>
  renderToString(page(makeStore(data), data, orderId));

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

/** Hydrates the server's HTML with the browser's own store; what React reported of a mismatch. */
function hydrate(data: PageData) {
  const html = serverHtml(data);
  container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = html;
  const mismatches: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => {
    root = hydrateRoot(container!, page(makeStore(data), data), {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  return { html, mismatches, consoleError, container };
}

describe('order page hydration', () => {
  it('draws the served order exactly as the server did, and asks for it only a poll later', async () => {
    const urls = scriptApi([ok(makeOrder({ status: 1, firstReceivedAt: NOW_S }))]);
    const { html, mismatches, consoleError, container } = hydrate(
      served({ kind: 'ready', order: makeOrder() }),
    );
    expect(html).toContain('Order Page');
    expect(mismatches).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(stepStates(container)).toEqual(['active', 'pending', 'pending', 'pending']);
    await advance(4999);
    expect(urls).toEqual([]);
    await advance(1);
    expect(urls).toHaveLength(1);
    expect(stepStates(container)).toEqual(['complete', 'active', 'pending', 'pending']);
  });

  it('stops polling once a reply brings a final status', async () => {
    const final = makeOrder({ status: 4, firstReceivedAt: NOW_S });
    const urls = scriptApi([ok(makeOrder({ status: 1, firstReceivedAt: NOW_S })), ok(final)]);
    const { container } = hydrate(served({ kind: 'ready', order: makeOrder() }));
    await advance(10_000);
    expect(urls).toHaveLength(2);
    expect(stepStates(container)).toEqual(['done', 'done', 'done', 'done']);
    expect(screen.getByTestId('send-by')).toHaveTextContent('Order Completed');
    await advance(60_000);
    expect(urls).toHaveLength(2);
  });

  it("keeps the server's 'not found' through hydration, then asks at once", async () => {
    const urls = scriptApi([ok(makeOrder())]);
    const { html, mismatches } = hydrate(served({ kind: 'not-found' }));
    expect(html).toContain('Order not found');
    expect(mismatches).toEqual([]);
    await advance();
    expect(urls).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
  });
});

describe('a server render', () => {
  it("holds nothing of another request's order", () => {
    const other = 'ZzYyXxWwVvUuTtSsRrQqPp';
    expect(serverHtml(served({ kind: 'ready', order: makeOrder() }))).toContain('Order Page');
    // the same order asked for next, without the data: the first render's store is not shared
    expect(serverHtml(null)).toContain('Loading your order');
    expect(serverHtml(served({ kind: 'not-found' }, other), other)).toContain('Order not found');
  });
});
