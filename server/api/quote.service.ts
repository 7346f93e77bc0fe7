import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import type { Provider } from '../upstream/providers.js';
import type { QuoteRequest } from '../upstream/upstream-port.js';

export type PriceRequest = QuoteRequest;

/**
 * How long a comparison waits for every provider: past it, the offers in hand are the
 * answer, so one provider hanging does not hold the others'. With none in hand yet, the first
 * to come (or the last failure) ends it.
 */
const COMPARISON_WINDOW_MS = 2000;

const offerOf = (provider: Provider, quote: PriceQuote & { estimate: number }): Offer => ({
  provider: provider.name,
  label: provider.label,
  estimate: quote.estimate,
  min: quote.min,
  max: quote.max,
  route: quote.route,
  ...(quote.rateId === undefined ? {} : { rateId: quote.rateId }),
  ...(quote.validUntil === undefined ? {} : { validUntil: quote.validUntil }),
  fixedRate: provider.upstream.fixesRates,
  rating: provider.rating,
  refundNeedsKyc: provider.refundNeedsKyc,
});

/** The offers best first (most received); the top-level fields are the best one's. */
function comparison(offers: Offer[]): PriceQuote {
  const sorted = [...offers].sort((a, b) => b.estimate - a.estimate);
  const { estimate, min, max, route, rateId, validUntil } = sorted[0]!;
  return {
    estimate,
    min,
    max,
    route,
    ...(rateId === undefined ? {} : { rateId }),
    ...(validUntil === undefined ? {} : { validUntil }),
    offers: sorted,
  };
}

/** The BFF's quotes: every provider asked at once, their offers compared (the price service is the upstream). */
export function createQuoteService(providers: Provider[], windowMs: number = COMPARISON_WINDOW_MS) {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const several = providers.length > 1;

  /** Every provider asked at once; see COMPARISON_WINDOW_MS. */
  function compare(request: PriceRequest): Promise<PriceQuote> {
    return new Promise((resolve, reject) => {
      const offers: Offer[] = [];
      let noPrice: PriceQuote | null = null;
      let failure: unknown = null;
      let settled = 0;
      let windowOver = false;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (offers.length > 0) resolve(comparison(offers));
        else if (noPrice) resolve(noPrice);
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
      };
      const maybeFinish = () => {
        if (settled === providers.length || (windowOver && offers.length > 0)) finish();
      };
      const timer = setTimeout(() => {
        windowOver = true;
        maybeFinish();
      }, windowMs);
      for (const provider of providers) {
        provider.upstream.quote(request).then(
          (quote) => {
            if (quote.estimate === null) noPrice ??= quote;
            else offers.push(offerOf(provider, { ...quote, estimate: quote.estimate }));
            settled += 1;
            maybeFinish();
          },
          (error: unknown) => {
            failure ??= error;
            settled += 1;
            maybeFinish();
          },
        );
      }
    });
  }

  return {
    providers,
    /** true with PROVIDERS: quotes compare offers, and orders name a provider */
    several,
    /** a configured provider by name; undefined for any other name */
    providerNamed: (name: string) => byName.get(name),
    /**
     * The provider whose offer a quote puts first: the one provider, or the best offer's; null
     * when no provider offered one (never another provider in its place).
     */
    bestOf: (quote: PriceQuote): Provider | null =>
      several ? (byName.get(quote.offers?.[0]?.provider ?? '') ?? null) : (providers[0] ?? null),
    /** the quote a visitor sees: the one upstream's, or every provider's offers best first */
    quote: (request: PriceRequest): Promise<PriceQuote> =>
      several ? compare(request) : providers[0]!.upstream.quote(request),
    /** one provider's own quote: the one an order with it is held to */
    quoteFrom: (provider: Provider, request: PriceRequest): Promise<PriceQuote> =>
      provider.upstream.quote(request),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
