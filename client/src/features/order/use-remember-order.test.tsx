import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  loadRecentOrders,
  RECENT_ORDERS_STORAGE_KEY,
  setRememberOrders,
} from '../../lib/recent-orders.js';
import { makeOrder, NOW_S, ORDER_ID } from './test-support/order-fixtures.js';
import { failure, ok, scriptApi } from './test-support/scripted-api.js';
import {
  advance,
  renderOrderPage,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';

setUpOrderPageTests();

describe('order page: recent orders on this device', () => {
  it('remembers the order it opened, and the newer status a later poll brings', async () => {
    scriptApi([ok(makeOrder()), ok(makeOrder({ status: 2, firstReceivedAt: NOW_S - 5 }))]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
    expect(loadRecentOrders()?.orders).toEqual([
      {
        orderId: ORDER_ID,
        from: 'BNB',
        to: 'ETH',
        sendAmount: 1.5,
        receiveAmount: 0.25,
        createdAt: NOW_S - 10,
        status: 0,
      },
    ]);
    await advance(5000);
    expect(loadRecentOrders()?.orders[0]?.status).toBe(2);
    expect(loadRecentOrders()?.orders).toHaveLength(1);
  });

  it('remembers nothing for an unknown order', async () => {
    scriptApi([failure(404, 'ORDER_NOT_FOUND')]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(localStorage.getItem(RECENT_ORDERS_STORAGE_KEY)).toBeNull();
  });

  it('remembers nothing while the switch is off', async () => {
    setRememberOrders(false);
    scriptApi([ok(makeOrder())]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
    expect(loadRecentOrders()).toEqual({ remember: false, orders: [] });
  });

  it('still shows the order when storage is blocked', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    scriptApi([ok(makeOrder())]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
  });
});
