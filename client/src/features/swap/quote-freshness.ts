// Issue 15: how old the shown quote is, as the page says it. Times are epoch milliseconds. (How
// far an estimate may move before an order needs a second click is the server's rule:
// shared/estimate-move.ts.)

/** Whole seconds since the quote arrived (never negative, even if the clock went back). */
export const quoteAgeSeconds = (receivedAt: number, now: number): number =>
  Math.max(0, Math.floor((now - receivedAt) / 1000));

/** 'Rate updated 12 s ago', or in minutes once it is a minute old (a hidden tab). */
export function formatQuoteAge(seconds: number): string {
  if (seconds < 1) return 'Rate updated just now';
  if (seconds < 60) return `Rate updated ${seconds} s ago`;
  return `Rate updated ${Math.floor(seconds / 60)} min ago`;
}
