import { useEffect, useSyncExternalStore } from 'react';
import {
  loadRecentOrders,
  recentOrdersSnapshot,
  subscribeRecentOrders,
  type RecentOrdersState,
} from '../../lib/recent-orders.js';

// The server has no storage: it renders no list, and so does the first client render of a
// hydrated page (React uses the server snapshot there), so the HTML always matches.
const serverSnapshot = (): RecentOrdersState | null => null;

/**
 * What this browser remembers, kept current across tabs; null on the server, while hydrating
 * and when storage is unavailable.
 */
export function useRecentOrders(): RecentOrdersState | null {
  const state = useSyncExternalStore(subscribeRecentOrders, recentOrdersSnapshot, serverSnapshot);
  // Corrupt or foreign data is replaced once the page is up, not while rendering.
  useEffect(() => {
    loadRecentOrders();
  }, []);
  return state;
}
