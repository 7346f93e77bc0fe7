import type { CoinSymbol } from './coins.js';
import { TYPICAL_SWAP_MINUTES } from './constants.js';

// The private route (decision 030): the visitor's coin to Monero at one provider (leg one), paid
// out straight to the deposit address of a second order, Monero to the coin wanted, at another
// provider (leg two). Neither provider sees both the coin coming in and the address paid.

/** The coin between the legs: its chain breaks the link between them. */
export const PRIVATE_ROUTE_COIN: CoinSymbol = 'XMR';

/**
 * About how long a private swap takes from the deposit seen: two swaps one after the other, and
 * Monero's ten confirmations (about 20 minutes) between them.
 */
export const PRIVATE_SWAP_MINUTES = 2 * TYPICAL_SWAP_MINUTES + 10;

/** A private route is offered for a pair that does not already involve Monero. */
export const privateRouteServes = (from: string, to: string): boolean =>
  from !== PRIVATE_ROUTE_COIN && to !== PRIVATE_ROUTE_COIN && from !== to;

/** The `provider` value that chooses a private route: leg one's provider, then leg two's. */
export const privateChoice = (first: string, second: string): string => `${first}+${second}`;

/** The two providers a private route's choice names; null for a direct offer's name. */
export function legsOfChoice(choice: string): { first: string; second: string } | null {
  const plus = choice.indexOf('+');
  if (plus < 0) return null;
  const first = choice.slice(0, plus);
  const second = choice.slice(plus + 1);
  return first && second && first !== second && !second.includes('+') ? { first, second } : null;
}
