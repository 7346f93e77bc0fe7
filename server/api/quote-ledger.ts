import type { Route } from '../../shared/contract/route.js';
import type { QuoteRequest } from '../upstream/upstream-port.js';

// The quotes this process gave out, held briefly: an order placed on a route (and fixed rate) is
// placed as it stands only when the site quoted exactly that; any other route, one a client
// invented or one older than this, is quoted afresh under the moved-estimate rule (decision 011).

/** How long a quote given out stands as given: a form shows one for about this long. */
const QUOTE_HELD_MS = 5 * 60_000;
/** Past this many held quotes the oldest amounts' go first: a flood of quotes cannot fill memory. */
const HELD_LIMIT = 20_000;
/**
 * Past this many different quotes of one amount (the market moving while many visitors ask it)
 * the oldest is let go: an order on it is quoted afresh, as one older than QUOTE_HELD_MS is.
 */
const HELD_PER_AMOUNT = 64;

type RouteEntry = Route[0];

interface Held {
  entry: RouteEntry;
  rateId: string | undefined;
  until: number;
}

/**
 * What an order would be asked for, as one key; the figures it would be made on are compared
 * item by item. (They were part of a JSON key: writing the figures out as text on every quote
 * was most of the ledger's cost, decision 013, fourth round.)
 */
function keyOf(provider: string, request: QuoteRequest): string {
  // '1', '1.0' and '01' are one amount
  return `${provider}\n${request.from}\n${request.to}\n${Number(request.amount)}`;
}

/** The same figures and words, item by item, as a JSON round trip keeps them. */
function sameEntry(a: RouteEntry, b: RouteEntry): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export function createQuoteLedger(now: () => number = Date.now) {
  /** by provider, pair and amount: the routes given for it lately, oldest first */
  const held = new Map<string, Held[]>();
  let count = 0;

  return {
    /** A quote given out: its route and rate may be ordered on as they stand for QUOTE_HELD_MS. */
    gave(provider: string, request: QuoteRequest, route: Route, rateId: string | undefined) {
      const at = now();
      const key = keyOf(provider, request);
      const entry = route[0];
      const quotes = held.get(key) ?? [];
      held.delete(key);
      count -= quotes.length;
      // this amount's quotes still standing, in place; the same quote given again is moved last
      // with its new time rather than made anew (what a process keeps for minutes is costly to
      // make on every quote: it outlives the young generation)
      let again: Held | undefined;
      let kept = 0;
      for (const quote of quotes) {
        if (quote.until <= at) continue;
        if (again === undefined && quote.rateId === rateId && sameEntry(quote.entry, entry)) {
          again = quote;
          continue;
        }
        quotes[kept++] = quote;
      }
      quotes.length = kept;
      // the oldest let go, to leave room for this one
      if (kept >= HELD_PER_AMOUNT) quotes.splice(0, kept - HELD_PER_AMOUNT + 1);
      if (again) again.until = at + QUOTE_HELD_MS;
      quotes.push(again ?? { entry: [...entry] as RouteEntry, rateId, until: at + QUOTE_HELD_MS });
      count += quotes.length;
      // the amount quoted longest ago is the first in the map: it goes first when full
      while (count > HELD_LIMIT && held.size > 0) {
        const [oldest, theirs] = held.entries().next().value!;
        held.delete(oldest);
        count -= theirs.length;
      }
      held.set(key, quotes);
    },
    /** Whether this process gave exactly this quote, and not too long ago. */
    given(provider: string, request: QuoteRequest, route: Route, rateId: string | undefined) {
      const at = now();
      const entry = route[0];
      return (held.get(keyOf(provider, request)) ?? []).some(
        (quote) => quote.until > at && quote.rateId === rateId && sameEntry(quote.entry, entry),
      );
    },
  };
}

export type QuoteLedger = ReturnType<typeof createQuoteLedger>;
