import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_ORDERS_LIMIT } from '../../../shared/constants.js';
import { orderViewSchema } from '../../../shared/contract/api.js';
import { ORDER_STATUS_CODES } from '../../../shared/order-status.js';
import {
  forgetAllOrders,
  forgetOrder,
  isRecentOrder,
  loadRecentOrders,
  RECENT_ORDERS_STORAGE_KEY,
  recentOrderFromView,
  recentOrdersSnapshot,
  recordNewOrder,
  recordOrder,
  setRememberOrders,
  subscribeRecentOrders,
  type RecentOrder,
} from './recent-orders.js';
import { recentOrder, recentOrderId } from '../test-support/recent-order.js';

const KEY = RECENT_ORDERS_STORAGE_KEY;

const idOf = recentOrderId;
const order = recentOrder;

const stored = (): unknown => JSON.parse(localStorage.getItem(KEY) ?? 'null');
const ids = (): string[] => loadRecentOrders()?.orders.map((o) => o.orderId) ?? [];

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('recent orders storage', () => {
  it('starts empty with remembering on, and writes nothing just by being read', () => {
    expect(loadRecentOrders()).toEqual({ remember: true, orders: [] });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a recorded order across a reload (it is read back from storage)', () => {
    expect(recordOrder(order(1))).toBe(true);
    expect(stored()).toEqual({ version: 1, remember: true, orders: [order(1)] });
    expect(loadRecentOrders()).toEqual({ remember: true, orders: [order(1)] });
  });

  it('records an order created here as waiting for its deposit', () => {
    const { orderId, from, to, sendAmount, receiveAmount, createdAt } = order(1);
    expect(recordNewOrder({ orderId, from, to, sendAmount, receiveAmount, createdAt })).toBe(true);
    expect(loadRecentOrders()?.orders).toEqual([order(1, { status: 0 })]);
  });

  it(`keeps at most ${RECENT_ORDERS_LIMIT}, newest first`, () => {
    for (const n of [5, 1, 12, 3, 8, 2, 11, 4, 9, 7, 6, 10]) recordOrder(order(n));
    expect(ids()).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(idOf));
  });

  it('updates a known order in place instead of listing it twice', () => {
    recordOrder(order(1));
    recordOrder(order(2));
    // the order page reports the server's creation time and a new status
    expect(recordOrder(order(1, { status: 4, createdAt: order(1).createdAt - 2 }))).toBe(true);
    const orders = loadRecentOrders()!.orders;
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ orderId: idOf(1), status: 4 });
  });

  it('does not write again when nothing changed (a poll with the same status)', () => {
    recordOrder(order(1));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(recordOrder(order(1))).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('forgets one order, then all of them', () => {
    for (const n of [1, 2, 3]) recordOrder(order(n));
    forgetOrder(idOf(2));
    expect(ids()).toEqual([idOf(3), idOf(1)]);
    forgetAllOrders();
    expect(ids()).toEqual([]);
    expect(loadRecentOrders()?.remember).toBe(true);
  });

  it('with the switch off forgets everything, records nothing and remembers the choice', () => {
    recordOrder(order(1));
    setRememberOrders(false);
    expect(loadRecentOrders()).toEqual({ remember: false, orders: [] });
    expect(recordOrder(order(2))).toBe(false);
    expect(stored()).toEqual({ version: 1, remember: false, orders: [] });
    setRememberOrders(true);
    recordOrder(order(3));
    expect(ids()).toEqual([idOf(3)]);
  });

  it.each([
    ['text that is not JSON', '{"version":1,'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['another format version', JSON.stringify({ version: 2, remember: true, orders: [] })],
    ['orders that are not a list', JSON.stringify({ version: 1, remember: true, orders: {} })],
    ['a switch that is not a boolean', JSON.stringify({ version: 1, remember: 'no', orders: [] })],
  ])('ignores %s and replaces it', (_title, raw) => {
    localStorage.setItem(KEY, raw);
    expect(loadRecentOrders()).toEqual({ remember: true, orders: [] });
    expect(stored()).toEqual({ version: 1, remember: true, orders: [] });
    expect(recordOrder(order(1))).toBe(true);
    expect(ids()).toEqual([idOf(1)]);
  });

  it('drops entries that are not orders, keeps the good ones and strips foreign fields', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        remember: true,
        orders: [
          { ...order(1), address: '0xsecret' },
          { ...order(2), status: 9 },
          { ...order(3), orderId: 'short' },
          { ...order(4), sendAmount: -1 },
          { ...order(5), to: '<script>' },
          'junk',
          order(1),
        ],
      }),
    );
    expect(loadRecentOrders()?.orders).toEqual([order(1)]);
    expect(stored()).toEqual({ version: 1, remember: true, orders: [order(1)] });
  });

  it('shows no list and never throws when storage is blocked (private mode)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(loadRecentOrders()).toBeNull();
    expect(recordOrder(order(1))).toBe(false);
    expect(forgetAllOrders()).toBe(false);
    expect(setRememberOrders(false)).toBe(false);
  });

  it('shows no list when reading throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadRecentOrders()).toBeNull();
    expect(recordOrder(order(1))).toBe(false);
  });

  it('keeps what it had and never throws when storage is full', () => {
    recordOrder(order(1));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(recordOrder(order(2))).toBe(false);
    expect(ids()).toEqual([idOf(1)]);
  });

  it('gives no list, not an error, when storage is blocked from the very first read', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // a fresh copy of the module: nothing read or cached yet, as on a page just opened
    vi.resetModules();
    const fresh = await import('./recent-orders.js');
    expect(fresh.recentOrdersSnapshot()).toBeNull();
    expect(fresh.recentOrdersSnapshot()).toBeNull();
  });

  it('gives the same snapshot object until the stored text changes', () => {
    const first = recentOrdersSnapshot();
    expect(recentOrdersSnapshot()).toBe(first);
    recordOrder(order(1));
    const second = recentOrdersSnapshot();
    expect(second).not.toBe(first);
    expect(second?.orders).toEqual([order(1)]);
    expect(recentOrdersSnapshot()).toBe(second);
  });

  it('tells subscribers about changes here and in another tab, and stops when asked', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRecentOrders(listener);
    recordOrder(order(1));
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    recordOrder(order(2));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('the hand-written check agrees with the shared types', () => {
  const view = (status: number) =>
    orderViewSchema.parse({
      orderId: idOf(1),
      status,
      createdAt: 1_700_000_000,
      firstReceivedAt: null,
      send: { symbol: 'bnb', amount: 1, address: '0x1' },
      receive: { symbol: 'eth', amount: 0.19, address: '0x2' },
    });

  it('accepts an entry made from any order the shared schema accepts, for every status code', () => {
    for (const status of ORDER_STATUS_CODES) {
      const entry = recentOrderFromView(view(status));
      expect(isRecentOrder(entry)).toBe(true);
      expect(entry).toMatchObject({ from: 'bnb', to: 'eth', sendAmount: 1, status });
    }
  });

  // One row per field of RecentOrder: the compiler fails here when the type gains a field the
  // check does not know about.
  const wrongValues: Record<keyof RecentOrder, unknown[]> = {
    orderId: [undefined, 7, 'x'.repeat(21), 'x'.repeat(23), 'has spaces in it ......'],
    from: [undefined, '', 'B N B', 'x'.repeat(17), 3],
    to: [undefined, '', '../', null],
    sendAmount: [undefined, -1, Number.NaN, Number.POSITIVE_INFINITY, '1'],
    receiveAmount: [undefined, -0.5, '0.2', null],
    createdAt: [undefined, -1, '1700000000', null],
    status: [undefined, -1, 9, 2.5, '2', null],
  };

  it.each(Object.entries(wrongValues))('refuses an entry with a bad %s', (field, values) => {
    expect(isRecentOrder(order(1))).toBe(true);
    for (const value of values) {
      expect(isRecentOrder({ ...order(1), [field]: value }), `${field}: ${String(value)}`).toBe(
        false,
      );
    }
  });
});
