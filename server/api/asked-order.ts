import { isSelectableSymbol, type CoinSymbol } from '../../shared/coins.js';
import { promisedEstimate, type Deposit, type OrderTerms } from '../proof/documents.js';
import type { AskedOrder } from '../upstream/reply-checks.js';

// What every reply about a made order is held to (the gate's record): the terms kept at its
// creation, read back. The view holds each status reply to it; the recovery of an unrecorded
// order holds the provider's list to it.

/** What an order was promised besides the visitor's fields: its pinned deposit, its last status. */
export interface Promised {
  deposit: Deposit | null;
  shownStatus: number | null;
}

/** A kept terms' coin, or null when it names none the site swaps. */
const coinOrNull = (symbol: string): CoinSymbol | null =>
  isSelectableSymbol(symbol) ? symbol : null;

/**
 * What the visitor asked for and was promised, from the terms kept at creation; null when they
 * name a coin the site no longer swaps: nothing to hold a reply to, a mismatch.
 */
export function askedFrom(terms: OrderTerms, promised: Promised): AskedOrder | null {
  const from = coinOrNull(terms.from);
  const to = coinOrNull(terms.to);
  if (from === null || to === null) return null;
  const estimate = promisedEstimate(terms);
  return {
    from,
    to,
    address: terms.address,
    receiveMemo: terms.receiveMemo,
    refundAddress: terms.refundAddress,
    sendAmount: Number(terms.sendAmount),
    estimate: estimate === null ? null : Number(estimate),
    ...promised,
  };
}
