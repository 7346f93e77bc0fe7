import { useEffect, useState } from 'react';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The client clock in epoch seconds, re-read every second while `ticking`. One interval,
 * cleared when ticking stops and on unmount.
 */
export function useNowSeconds(ticking: boolean): number {
  const [now, setNow] = useState(nowSeconds);

  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(nowSeconds()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);

  return now;
}
