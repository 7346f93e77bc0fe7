import { useSyncExternalStore } from 'react';
import { usePageData } from './page-data.js';

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

// One shared one-second clock for every component that shows time.
let current = nowSeconds();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  const next = nowSeconds();
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` each time the shared clock enters a new second; for a component that derives
 * its own value from the time (with `useSyncExternalStore`). Returns the unsubscribe.
 */
export function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(tick, 1000);
  tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const still = () => () => undefined;

function snapshot(): number {
  // nobody is ticking the clock: read it afresh
  if (listeners.size === 0) current = nowSeconds();
  return current;
}

/**
 * The clock in epoch seconds, re-read every second while `ticking`. On the server and while
 * hydrating it is the server's render time, so the countdown in the HTML and in the first client
 * render agree; the live clock takes over right after.
 */
export function useClockSeconds(ticking: boolean): number {
  const renderedAt = usePageData()?.renderedAt;
  return useSyncExternalStore(
    ticking ? subscribeToClock : still,
    snapshot,
    () => renderedAt ?? snapshot(),
  );
}
