import type { MessageValues } from '../../../../shared/i18n/message-format.js';
import type { MessageId } from '../../lib/i18n/i18n.js';
import { QUOTE_MAX_AGE_MS, QUOTE_MOVE_LIMIT_PERCENT } from '../../../../shared/constants.js';

// Issue 15's rules for how old a quote may be and how far a new estimate may drift from the one
// the visitor saw. Times are epoch milliseconds.

/** Whole seconds since the quote arrived (never negative, even if the clock went back). */
export const quoteAgeSeconds = (receivedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - receivedAt) / 1000));

/** 'Rate updated 12 s ago', or in minutes once it is a minute old (a hidden tab): the message. */
export function formatQuoteAge(seconds: number): [MessageId, MessageValues?] {
  if (seconds < 1) return ['swap.rateAgeNow'];
  if (seconds < 60) return ['swap.rateAgeSeconds', { seconds }];
  return ['swap.rateAgeMinutes', { minutes: Math.floor(seconds / 60) }];
}

/** SWAP NOW must not start an order from a quote older than this. */
export const isQuoteStale = (receivedAt: number, now: number): boolean =>
  now - receivedAt > QUOTE_MAX_AGE_MS;

/**
 * Whether a fresh estimate differs from the one shown by more than the limit (1%). Gaining or
 * losing an estimate altogether counts as a move.
 */
export function estimateMoved(shown: number | null, fresh: number | null): boolean {
  if (shown === null || fresh === null) return shown !== fresh;
  if (shown === 0) return fresh !== 0;
  // a hair of slack so that exactly 1% is not lost to floating point
  const limit = (Math.abs(shown) * QUOTE_MOVE_LIMIT_PERCENT) / 100;
  return Math.abs(fresh - shown) > limit * (1 + 1e-9);
}
