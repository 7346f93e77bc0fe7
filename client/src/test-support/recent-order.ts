import type { RecentOrder } from '../lib/recent-orders.js';

/** A valid 22-character order id ending in n. */
export const recentOrderId = (n: number): string => `Order${String(n).padStart(17, '0')}`;

/** A remembered order, the n-th created (a later n is newer), 1.5 BNB to 0.25 ETH, unpaid. */
export const recentOrder = (n: number, overrides: Partial<RecentOrder> = {}): RecentOrder => ({
  orderId: recentOrderId(n),
  from: 'BNB',
  to: 'ETH',
  sendAmount: 1.5,
  receiveAmount: 0.25,
  createdAt: 1_700_000_000 + n,
  status: 0,
  ...overrides,
});
