import { useEffect, useState, type ComponentType } from 'react';
import type { RecentOrdersProps } from './recent-orders.js';

type RecentOrdersList = ComponentType<RecentOrdersProps>;

// Once loaded, a later visit to / (client-side navigation) shows the list in its first render.
let loaded: RecentOrdersList | null = null;

/**
 * Where "Your recent orders on this device" goes on /. Nothing on the server and nothing in the
 * first client render, so a hydrated page always matches the server's HTML; once mounted it
 * loads the list's code (kept off the first page's script), which then reads storage. Without
 * JavaScript there is no list at all.
 */
export function RecentOrdersSlot(props: RecentOrdersProps) {
  const [List, setList] = useState<RecentOrdersList | null>(null);

  useEffect(() => {
    let unmounted = false;
    import('./recent-orders.js').then(
      ({ RecentOrders }) => {
        loaded = RecentOrders;
        if (!unmounted) setList(() => RecentOrders);
      },
      () => {
        // a chunk that fails to load (offline, a new deploy) only costs the list
      },
    );
    return () => {
      unmounted = true;
    };
  }, []);

  const Shown = List ?? loaded;
  return Shown ? <Shown {...props} /> : null;
}
