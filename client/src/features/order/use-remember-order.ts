import { useEffect } from 'react';
import type { OrderView } from '../../../../shared/contract/api.js';
import { recentOrderFromView, recordOrder } from '../../lib/recent-orders.js';

/**
 * Keeps the order this page shows in the browser's recent orders (unless the visitor turned
 * that off), and its status up to date with every new reply. Storage is only touched after
 * render, so server and client render the same.
 */
export function useRememberOrder(order: OrderView | undefined): void {
  useEffect(() => {
    const entry = order && recentOrderFromView(order);
    if (entry) recordOrder(entry);
  }, [order]);
}
