import { useClockSeconds } from '../../lib/clock.js';

/**
 * The client clock in epoch seconds, re-read every second while `ticking`; the server's render
 * time on the server and while hydrating.
 */
export function useNowSeconds(ticking: boolean): number {
  return useClockSeconds(ticking);
}
