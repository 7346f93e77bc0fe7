import { z } from 'zod';
import { QUOTE_ROUTE_BOUNDS } from '../constants.js';

/**
 * The upstream's exchangeFlow_list. Entry 0 is [estimatedReceive (-1 = unavailable),
 * minSendAmount, maxSendAmount (0 = none), flow...]; further entries are opaque to us.
 */
// The text first: the items after the figures are the route's words (BNB>XMR>ETH), and a union
// that tried a number first made and threw away an issue for each of them on every quote.
const routeItem = z.union([z.string().max(QUOTE_ROUTE_BOUNDS.textLength), z.number().finite()]);

export const routeEntrySchema = z
  .tuple([z.number().finite(), z.number().finite().min(0), z.number().finite().min(0)])
  .rest(routeItem)
  .refine((entry) => entry.length <= QUOTE_ROUTE_BOUNDS.items, {
    message: `a route entry has at most ${QUOTE_ROUTE_BOUNDS.items} items`,
  });

/** Entries after the first are relayed as they came, within the same size limits. */
const laterEntrySchema = z.array(routeItem).max(QUOTE_ROUTE_BOUNDS.items);

export const routeSchema = z
  .tuple([routeEntrySchema])
  .rest(laterEntrySchema)
  .refine((route) => route.length <= QUOTE_ROUTE_BOUNDS.entries, {
    message: `a route has at most ${QUOTE_ROUTE_BOUNDS.entries} entries`,
  });

export type Route = z.infer<typeof routeSchema>;

/** The original browser put the list in FormData, which coerces it with String(); we do the same. */
export function routeToFormValue(route: Route): string {
  return String(route);
}
