import type { Route } from '../../shared/contract/route.js';
import type { QuoteRequest } from '../upstream/upstream-port.js';

// The quotes this process gave out, held briefly: an order placed on a route (and fixed rate) is
// placed as it stands only when the site quoted exactly that; any other route, one a client
// invented or one older than this, is quoted afresh under the moved-estimate rule (decision 011).

/** How long a quote given out stands as given: a form shows one for about this long. */
const QUOTE_HELD_MS = 5 * 60_000;
/** Past this many held quotes the oldest go first: a flood of quotes cannot fill memory. */
const HELD_LIMIT = 20_000;

/** The figures an order would be made on, as one key. */
function keyOf(
  provider: string,
  request: QuoteRequest,
  route: Route,
  rateId: string | undefined,
): string {
  // '1', '1.0' and '01' are one amount
  const amount = String(Number(request.amount));
  return JSON.stringify([provider, request.from, request.to, amount, route[0], rateId ?? null]);
}

export function createQuoteLedger(now: () => number = Date.now) {
  const held = new Map<string, number>();

  return {
    /** A quote given out: its route and rate may be ordered on as they stand for QUOTE_HELD_MS. */
    gave(provider: string, request: QuoteRequest, route: Route, rateId: string | undefined) {
      if (held.size >= HELD_LIMIT) held.delete(held.keys().next().value!);
      const key = keyOf(provider, request, route, rateId);
      held.delete(key);
      held.set(key, now() + QUOTE_HELD_MS);
    },
    /** Whether this process gave exactly this quote, and not too long ago. */
    given(provider: string, request: QuoteRequest, route: Route, rateId: string | undefined) {
      const until = held.get(keyOf(provider, request, route, rateId));
      return until !== undefined && until > now();
    },
  };
}

export type QuoteLedger = ReturnType<typeof createQuoteLedger>;
