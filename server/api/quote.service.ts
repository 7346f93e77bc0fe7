import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import type { Provider } from '../upstream/providers.js';
import { quoteProblems } from '../upstream/reply-checks.js';
import { UpstreamError } from '../upstream/upstream-error.js';
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

/**
 * How far above the runner-up an offer may be and still be the best: past it, the offer is out
 * of line (a provider lying, or broken) and is listed last, never picked by default. Honest
 * providers' quotes for one swap sit within a few percent of each other; with two offers the
 * site cannot tell which is wrong, and the visitor gets the lower one unless they pick the other.
 */
export const OUT_OF_LINE_PERCENT = 10;

/**
 * The offers ranked by what the visitor receives, out-of-line ones last: while the best is more
 * than OUT_OF_LINE_PERCENT above the next, it is set aside. One offer is never out of line.
 */
export function rankOffers(offers: Offer[]): Offer[] {
  const inLine = [...offers].sort((a, b) => b.estimate - a.estimate);
  const outOfLine: Offer[] = [];
  while (
    inLine.length > 1 &&
    inLine[0]!.estimate > inLine[1]!.estimate * (1 + OUT_OF_LINE_PERCENT / 100)
  ) {
    outOfLine.push({ ...inLine.shift()!, outOfLine: true });
  }
  return [...inLine, ...outOfLine.reverse()];
}

/** The offers ranked (rankOffers); the top-level fields are the best in-line one's. */
function comparison(offers: Offer[], metrics: Pick<OrderMetrics, 'offerOutOfLine'>): PriceQuote {
  const sorted = rankOffers(offers);
  for (const offer of sorted) if (offer.outOfLine) metrics.offerOutOfLine(offer.provider);
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
export function createQuoteService(
  providers: Provider[],
  windowMs: number = COMPARISON_WINDOW_MS,
  metrics: Pick<OrderMetrics, 'offerOutOfLine' | 'providerMismatch'> = noMetrics.orders,
) {
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const several = providers.length > 1;

  /** One provider's quote, its figures checked: one that fails is that provider's failure. */
  async function checkedQuote(provider: Provider, request: PriceRequest): Promise<PriceQuote> {
    const quote = await provider.upstream.quote(request);
    const problems = quoteProblems(quote);
    if (problems.length === 0) return quote;
    metrics.providerMismatch(provider.name, 'quote');
    throw new UpstreamError(
      'bad-reply',
      `token_price replied with figures that are not amounts (${problems.join(', ')})`,
      'token_price',
    );
  }

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
        if (offers.length > 0) resolve(comparison(offers, metrics));
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
        checkedQuote(provider, request).then(
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
      several ? compare(request) : checkedQuote(providers[0]!, request),
    /** one provider's own quote: the one an order with it is held to */
    quoteFrom: (provider: Provider, request: PriceRequest): Promise<PriceQuote> =>
      checkedQuote(provider, request),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
