import type { Offer, OfferLeg, PriceQuote } from '../../shared/contract/api.js';
import { coinDecimal } from '../../shared/amount.js';
import { getCoin } from '../../shared/coins.js';
import {
  PRIVATE_ROUTE_COIN,
  PRIVATE_SWAP_MINUTES,
  privateChoice,
  privateRouteServes,
} from '../../shared/private-route.js';
import { within } from '../lib/within.js';
import type { Gated } from '../upstream/gate.js';
import type { Provider } from '../upstream/providers.js';
import type { QuoteRequest } from '../upstream/upstream-port.js';

// The private route's offers (decision 030): leg one (the visitor's coin to Monero) at provider A,
// paid out to leg two (Monero to the coin wanted) at provider B. Each leg is quoted through the
// gate like any quote; what this file adds is how two legs make one offer.

/** One provider's quote through the gate; a refused one rejects (quote.service.ts). */
type QuoteOf = (provider: Provider, request: QuoteRequest) => Promise<Gated<PriceQuote>>;

/** Both legs of one private route, quoted: the figures an offer and an order are made of. */
export interface QuotedRoute {
  first: Provider;
  second: Provider;
  legOne: Gated<PriceQuote>;
  /** leg two's amount: leg one's estimate in Monero, as the API writes amounts */
  legTwoAmount: string;
  legTwo: Gated<PriceQuote>;
  /** what the visitor receives: leg one's estimate carried through leg two */
  estimate: number;
  /** the visitor's coin: leg one's limits and leg two's mapped through leg one's rate */
  min: number;
  /** 0: none */
  max: number;
}

const XMR_DECIMALS = getCoin(PRIVATE_ROUTE_COIN).decimals;

/** Leg two's limits (in Monero) as amounts of the visitor's coin, through leg one's rate. */
function limitsOf(
  amount: number,
  legOne: PriceQuote,
  legTwo: PriceQuote,
): { min: number; max: number } {
  const rate = legOne.estimate! / amount;
  const min = Math.max(legOne.min, legTwo.min / rate);
  const maxes = [legOne.max, legTwo.max / rate].filter((max) => max > 0);
  return { min, max: maxes.length > 0 ? Math.min(...maxes) : 0 };
}

/** Leg two quoted for leg one's estimate at `second`: the route, or null when it has no price. */
async function carried(
  quoteOf: QuoteOf,
  request: QuoteRequest,
  first: Provider,
  legOne: Gated<PriceQuote>,
  second: Provider,
): Promise<QuotedRoute | null> {
  const legTwoAmount = coinDecimal(legOne.estimate!, XMR_DECIMALS);
  const legTwo = await quoteOf(second, {
    from: PRIVATE_ROUTE_COIN,
    to: request.to,
    amount: legTwoAmount,
  });
  if (legTwo.estimate === null || !(legTwo.estimate > 0)) return null;
  const { min, max } = limitsOf(Number(request.amount), legOne, legTwo);
  return { first, second, legOne, legTwoAmount, legTwo, estimate: legTwo.estimate, min, max };
}

const legOf = (provider: Provider, from: string, to: string, estimate: number): OfferLeg => ({
  provider: provider.name,
  label: provider.label,
  from,
  to,
  estimate,
  rating: provider.rating,
  refundNeedsKyc: provider.refundNeedsKyc,
  takesRefundAddress: provider.upstream.takesRefundAndMemo,
});

/**
 * A private route as an offer. Its rate floats (leg two's amount is known only once leg one pays
 * out); the rating and refund terms first shown are leg one's, the provider that receives the
 * visitor's coin; `legs` lists both.
 */
function offerOfRoute(route: QuotedRoute, request: QuoteRequest): Offer {
  const { first, second, legOne, legTwo, estimate, min, max } = route;
  return {
    provider: privateChoice(first.name, second.name),
    label: `${first.label} + ${second.label}`,
    estimate,
    min,
    max,
    route: [[estimate, min, max]],
    fixedRate: false,
    rating: first.rating,
    refundNeedsKyc: first.refundNeedsKyc,
    legs: [
      legOf(first, request.from, PRIVATE_ROUTE_COIN, legOne.estimate!),
      legOf(second, PRIVATE_ROUTE_COIN, request.to, legTwo.estimate!),
    ],
    minutes: PRIVATE_SWAP_MINUTES,
  };
}

/** Resolves once every one of `work` has settled, whether it was fulfilled or not. */
const settled = (work: Promise<unknown>[]): Promise<unknown> => Promise.allSettled(work);

export function createPrivateRoutes(providers: Provider[], quoteOf: QuoteOf) {
  /** Leg one (the visitor's coin to Monero) quoted at `first`; null when it has no price. */
  async function legOneAt(first: Provider, request: QuoteRequest) {
    const legOne = await quoteOf(first, { ...request, to: PRIVATE_ROUTE_COIN });
    return legOne.estimate === null || !(legOne.estimate > 0) ? null : legOne;
  }

  /** Leg one at `first`, leg two at `second`: the route, or null when either has no price. */
  async function route(
    first: Provider,
    second: Provider,
    request: QuoteRequest,
  ): Promise<QuotedRoute | null> {
    const legOne = await legOneAt(first, request);
    return legOne && carried(quoteOf, request, first, legOne, second);
  }

  /**
   * Every private route's offer in hand within `windowMs`: leg one at every provider, each leg
   * one's estimate carried straight on to leg two at every other provider (a provider slow to
   * quote leg one holds back only its own routes). Unplaced and unranked (quote.service.ts places
   * them against the market like any offer). None for a pair with Monero on either side.
   */
  async function offers(request: QuoteRequest, windowMs: number): Promise<Offer[]> {
    if (providers.length < 2 || !privateRouteServes(request.from, request.to)) return [];
    // each route at its providers' configured places: routes quoting alike rank the same way on
    // every quote (rankOffers keeps ties in order), not by which answered first
    const found: { at: number; offer: Offer }[] = [];
    const work = settled(
      providers.map(async (first) => {
        const legOne = await legOneAt(first, request);
        if (!legOne) return;
        await settled(
          providers
            .filter((second) => second !== first)
            .map(async (second) => {
              const quoted = await carried(quoteOf, request, first, legOne, second);
              if (quoted) {
                const at = providers.indexOf(first) * providers.length + providers.indexOf(second);
                found.push({ at, offer: offerOfRoute(quoted, request) });
              }
            }),
        );
      }),
    );
    // what is in hand when the window closes is the answer; the rest is left out
    await within(work, windowMs, null);
    return found.sort((a, b) => a.at - b.at).map(({ offer }) => offer);
  }

  return {
    offers,
    /** one route's legs quoted afresh, for an order on it; null: either leg has no price */
    route,
  };
}
