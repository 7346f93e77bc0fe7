import type { PriceQuote } from '../../shared/contract/api.js';
import { getCoin } from '../../shared/coins.js';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../shared/constants.js';
import type { Route } from '../../shared/contract/route.js';
import { estimateMoved } from '../../shared/estimate-move.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { Provider } from '../upstream/providers.js';
import {
  NO_PRICE,
  PICK_AN_OFFER,
  quoteProblem,
  type CheckedOrder,
  type PrivateChoice,
} from './order-checks.js';
import type { QuotedRoute } from './private-offers.js';
import { refused, type OrderOutcome } from './order-outcome.js';
import type { QuoteService } from './quote.service.js';

// The step of placing an order that holds it to what the visitor saw (decision 011): the shown
// quote's route where it still stands, else a fresh quote within 1% of the estimate shown.

/** The route (and fixed rate) to order on, and whose offer it is. */
export interface Rated {
  route: Route;
  rateId?: string;
  /** whose offer it is; null only when no provider offered one (the route then has no price) */
  provider: Provider | null;
}

/** The visitor was shown another estimate than the fresh one: 409, with the new one to show. */
const moved = (order: CheckedOrder, held: number, quote: PriceQuote): OrderOutcome =>
  refused({
    status: 409,
    code: 'ESTIMATE_MOVED',
    message: englishText('estimateMoved', {
      percent: QUOTE_MOVE_LIMIT_PERCENT,
      previous: String(held),
      next: String(quote.estimate ?? 0),
      coin: getCoin(order.to).label,
    }),
    field: 'estimate',
    quote,
  });

/**
 * A private route's order (decision 030): both legs quoted afresh (its rate floats, so no shown
 * route stands), their product held to the estimate shown within 1%, the amount within both legs'
 * limits. The route to place, or the refusal.
 */
export async function holdRouteToEstimate(
  order: CheckedOrder,
  { first, second }: PrivateChoice,
  prices: QuoteService,
): Promise<OrderOutcome | QuotedRoute> {
  let quoted: QuotedRoute | null;
  try {
    quoted = await prices.privateRoute(first, second, order);
  } catch (error) {
    return { kind: 'failed', error, stage: 'quote' };
  }
  if (quoted === null) return refused(NO_PRICE);
  const { estimate, min, max } = quoted;
  const quote: PriceQuote = { estimate, min, max, route: [[estimate, min, max]] };
  const held = order.estimate !== undefined ? Number(order.estimate) : order.route?.[0][0];
  if (held !== undefined && held > 0 && estimateMoved(held, estimate)) {
    return moved(order, held, quote);
  }
  const problem = quoteProblem(order, quote.route);
  return problem ? refused(problem) : quoted;
}

/**
 * The route (and fixed rate) to order on: the shown quote's, or a fresh one when an estimate is
 * to be held to, when the shown quote's fixed rate has run out, or when the upstream needs a
 * rate the order did not bring. A fresh estimate more than 1% from the one shown is 409
 * ESTIMATE_MOVED, with the new quote to show.
 */
export async function holdToEstimate(
  order: CheckedOrder,
  chosen: Provider | null,
  prices: QuoteService,
  nowS: number,
): Promise<OrderOutcome | Rated> {
  const expired = order.validUntil !== undefined && order.validUntil <= nowS;
  // With several providers and none picked, the best offer decides: always a fresh comparison.
  const needsRate = chosen === null || (chosen.upstream.fixesRates && order.rateId === undefined);
  // Only a route this site quoted (lately, here) is ordered as it stands: any other, one a client
  // invented among them, is quoted afresh and held to its own estimate.
  const unknown =
    order.route !== undefined &&
    !(chosen !== null && prices.gave(chosen, order, order.route, order.rateId));
  if (chosen && order.route && order.estimate === undefined && !expired && !needsRate && !unknown) {
    return { route: order.route, rateId: order.rateId, provider: chosen };
  }
  let quote: PriceQuote;
  try {
    quote = chosen ? await prices.quoteFrom(chosen, order) : await prices.quote(order);
  } catch (error) {
    return { kind: 'failed', error, stage: 'quote' };
  }
  // No market price could check it: the visitor picks, the site does not (decision 020).
  if (quote.pickRequired && order.provider === undefined) return refused(PICK_AN_OFFER);
  // Past its validUntil (or without one where rates are fixed) the shown rate is gone: the new
  // one must be near what the shown route promised.
  const held =
    order.estimate !== undefined
      ? Number(order.estimate)
      : (expired || needsRate || unknown) && order.route
        ? order.route[0][0]
        : undefined;
  if (held !== undefined && estimateMoved(held, quote.estimate)) return moved(order, held, quote);
  return { route: quote.route, rateId: quote.rateId, provider: chosen ?? prices.bestOf(quote) };
}
