import type { MessageValues } from '../../../../shared/i18n/message-format.js';
import type { MessageId } from '../../lib/i18n/i18n.js';

// How old the shown quote is, as the page says it. Times are epoch milliseconds. (How
// far an estimate may move before an order needs a second click is the server's rule:
// shared/estimate-move.ts.)

/** Whole seconds since the quote arrived (never negative, even if the clock went back). */
export const quoteAgeSeconds = (receivedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - receivedAt) / 1000));

/** 'Rate updated 12 s ago', or in minutes once it is a minute old (a hidden tab): the message. */
export function formatQuoteAge(seconds: number): [MessageId, MessageValues?] {
  if (seconds < 1) return ['swap.rateAgeNow'];
  if (seconds < 60) return ['swap.rateAgeSeconds', { seconds }];
  return ['swap.rateAgeMinutes', { minutes: Math.floor(seconds / 60) }];
}
