import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECENT_ORDERS_STORAGE_KEY,
  recordOrder,
  type RecentOrder,
} from '../../lib/recent-orders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { recentOrder, recentOrderId } from '../../test-support/recent-order.js';
import { RecentOrders } from './recent-orders.js';
import { RecentOrdersSlot } from './recent-orders-slot.js';

const idOf = recentOrderId;

/** Lower-case symbols and a tiny amount: the list shows the coins' labels and every decimal. */
const order = (n: number, overrides: Partial<RecentOrder> = {}): RecentOrder =>
  recentOrder(n, { from: 'bnb', to: 'eth', receiveAmount: 0.00000012, ...overrides });

function renderList() {
  const user = userEvent.setup();
  const view = renderWithProviders(<RecentOrders variant="desktop" />, {
    routes: [{ path: '/order/:orderId', Component: () => <h1>Order page</h1> }],
  });
  return { user, ...view };
}

const list = () => screen.getByRole('region', { name: 'Your recent orders on this device' });
const items = () => within(list()).queryAllByRole('listitem');
const rememberSwitch = () => screen.getByRole('switch', { name: 'Remember orders on this device' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('RecentOrders', () => {
  it('lists remembered orders newest first with pair, amounts, status text and a link', () => {
    recordOrder(order(1, { status: 4 }));
    recordOrder(order(2));
    renderList();
    const [newest, older] = items();
    expect(newest).toHaveTextContent('1.5 BNB to 0.00000012 ETH');
    expect(newest).toHaveTextContent('Waiting for the deposit');
    expect(newest).toHaveTextContent('Order0…000002');
    expect(older).toHaveTextContent('Order Completed');
    expect(within(newest!).getByRole('link')).toHaveAttribute('href', `/order/${idOf(2)}`);
  });

  it('names refunded and on-hold orders in their words', () => {
    recordOrder(order(1, { status: 7 }));
    recordOrder(order(2, { status: 8 }));
    renderList();
    const [onHold, refunded] = items();
    expect(onHold).toHaveTextContent(
      'On hold: the provider is checking this swap; contact support with your order id',
    );
    // the list does not know whether the order had a refund address: it names none
    expect(refunded).toHaveTextContent(/Refunded/);
    expect(refunded).not.toHaveTextContent('refund address');
  });

  it('opens the order page from the list', async () => {
    recordOrder(order(1));
    const { user, router } = renderList();
    await user.click(within(items()[0]!).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/order/${idOf(1)}`);
  });

  it('forgets one order, then all, and says so', async () => {
    for (const n of [1, 2, 3]) recordOrder(order(n));
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Forget order Order0…000002' }));
    expect(items()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Order Order0…000002 forgotten.');
    expect(
      screen.getByRole('heading', { name: 'Your recent orders on this device' }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Forget all' }));
    expect(items()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Forget all' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(RECENT_ORDERS_STORAGE_KEY)!).orders).toEqual([]);
  });

  it('has the switch on by default; off clears the list and stays off after a reload', async () => {
    recordOrder(order(1));
    const { user, unmount } = renderList();
    expect(rememberSwitch()).toBeChecked();
    await user.click(rememberSwitch());
    expect(rememberSwitch()).not.toBeChecked();
    expect(items()).toHaveLength(0);
    expect(list()).toHaveTextContent('Orders are not remembered on this device.');
    unmount();
    recordOrder(order(2));
    renderList();
    expect(rememberSwitch()).not.toBeChecked();
    expect(items()).toHaveLength(0);
  });

  it('follows a change made in another tab', () => {
    renderList();
    expect(items()).toHaveLength(0);
    act(() => {
      // what the other tab leaves behind, then the event the browser fires here
      localStorage.setItem(
        RECENT_ORDERS_STORAGE_KEY,
        JSON.stringify({ version: 1, remember: true, orders: [order(7)] }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: RECENT_ORDERS_STORAGE_KEY }));
    });
    expect(items()).toHaveLength(1);
  });

  it('replaces corrupt data with an empty list instead of failing', () => {
    localStorage.setItem(RECENT_ORDERS_STORAGE_KEY, '{"orders": [oops');
    renderList();
    expect(items()).toHaveLength(0);
    expect(rememberSwitch()).toBeChecked();
    expect(JSON.parse(localStorage.getItem(RECENT_ORDERS_STORAGE_KEY)!)).toEqual({
      version: 1,
      remember: true,
      orders: [],
    });
  });

  it('renders nothing when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    renderList();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('is absent from the server HTML and appears after hydration without a mismatch', async () => {
    recordOrder(order(1));
    const slot = (
      <main>
        <RecentOrdersSlot variant="desktop" />
      </main>
    );
    const page = <RouterProvider router={createMemoryRouter([{ path: '*', element: slot }])} />;
    const html = renderToString(page);
    expect(html).toBe('<main></main>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // the list's code loads after hydration, then it reads storage
    expect(await within(container).findAllByRole('listitem')).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
