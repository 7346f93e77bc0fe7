import { QUOTE_MOVE_LIMIT_PERCENT } from './constants.js';

/**
 * Whether a fresh estimate differs from the one the visitor was shown by more than
 * QUOTE_MOVE_LIMIT_PERCENT: then no order is made until the visitor has seen the new one. Gaining
 * or losing an estimate altogether counts as a move. The server applies it to both doors; the
 * pages only show its answer.
 */
export function estimateMoved(shown: number | null, fresh: number | null): boolean {
  if (shown === null || fresh === null) return shown !== fresh;
  if (shown === 0) return fresh !== 0;
  // a hair of slack so that exactly 1% is not lost to floating point
  const limit = (Math.abs(shown) * QUOTE_MOVE_LIMIT_PERCENT) / 100;
  return Math.abs(fresh - shown) > limit * (1 + 1e-9);
}
