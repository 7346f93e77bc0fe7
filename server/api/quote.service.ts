import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import {
  SUSPECT_PERCENT,
  type MarketJudgement,
  type MarketReference,
} from '../market/market-reference.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import type { Provider } from '../upstream/providers.js';
import { belowMarketPercent } from '../upstream/reply-checks.js';
import type { Alerts } from '../alerts/alerts.js';
import type { Gated } from '../upstream/gate.js';
import { createQuoteLedger, type QuoteLedger } from './quote-ledger.js';
import { createPrivateRoutes } from './private-offers.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { QuoteRequest } from '../upstream/upstream-port.js';
import type { Route } from '../../shared/contract/route.js';

export type PriceRequest = QuoteRequest;

/**
 * How long a comparison waits for every provider: past it, the offers in hand are the
 * answer, so one provider hanging does not hold the others'. With none in hand yet, the first
 * to come (or the last failure) ends it.
 */
const COMPARISON_WINDOW_MS = 2000;

/** A provider's offer, made only of a quote the gate passed. */
const offerOf = (provider: Provider, quote: Gated<PriceQuote>, estimate: number): Offer => ({
  provider: provider.name,
  label: provider.label,
  estimate,
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
 * An amount this many times every offer's minimum: a provider's fixed network fee is then a
 * small part of it, and an offer far below the market says something about the market price.
 */
const FEES_NEGLIGIBLE_ABOVE_MIN = 10;

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

/** The top-level fields of a quote: the leading offer's. */
const leadOf = ({ estimate, min, max, route, rateId, validUntil, belowMarketPercent }: Offer) => ({
  estimate,
  min,
  max,
  route,
  ...(rateId === undefined ? {} : { rateId }),
  ...(validUntil === undefined ? {} : { validUntil }),
  ...(belowMarketPercent === undefined ? {} : { belowMarketPercent }),
});

/** The offers ranked (rankOffers); the top-level fields are the best in-line one's. */
function comparison(offers: Offer[], metrics: Pick<OrderMetrics, 'offerOutOfLine'>): PriceQuote {
  const sorted = rankOffers(offers);
  for (const offer of sorted) if (offer.outOfLine) metrics.offerOutOfLine(offer.provider);
  return { ...leadOf(sorted[0]!), offers: sorted };
}

/** No price can be given now: every offer was refused (too far above the market). */
const withheldQuote = (
  { min, max, route }: Offer,
  marketCheck: PriceQuote['marketCheck'],
): PriceQuote => ({
  estimate: null,
  min,
  max,
  route: [[-1, min, max, ...route[0].slice(3)]],
  ...(marketCheck === undefined ? {} : { marketCheck }),
  withheld: true,
});

type QuoteMetrics = Pick<OrderMetrics, 'offerOutOfLine' | 'providerMismatch' | 'offerAboveMarket'>;

/** The BFF's quotes: every provider asked at once, their offers compared (the price service is the upstream). */
export function createQuoteService(
  providers: Provider[],
  windowMs: number = COMPARISON_WINDOW_MS,
  metrics: QuoteMetrics = noMetrics.orders,
  /** the market reference every offer is placed against; null: offers only meet each other */
  market: MarketReference | null = null,
  ledger: QuoteLedger = createQuoteLedger(),
  /** support hears of every quote refused as a lie, batched by provider (alerts.ts windows) */
  alerts: Pick<Alerts, 'raise'> | null = null,
) {
  /** A provider's quote refused: counted, and support told (one mail a window per provider). */
  const reportLie = (provider: Provider, what: string, pair: string) =>
    alerts?.raise({
      kind: `provider-quote-refused:${provider.name}`,
      summary: `Provider ${provider.name}: a quote was refused (${what}); its offers are not shown while this lasts.`,
      pair,
    });
  const byName = new Map(providers.map((provider) => [provider.name, provider]));
  const several = providers.length > 1;

  /** What the amount is worth at the market now, and the bound; null: no price is trusted now. */
  const judge = (request: PriceRequest): Promise<MarketJudgement | null> =>
    market
      ? market.judge(request.from, request.to, Number(request.amount)).catch(() => null)
      : Promise.resolve(null);

  /** The quote's market check: absent without a reference, else how it was made. */
  const checkOf = (judgement: MarketJudgement | null): Pick<PriceQuote, 'marketCheck'> =>
    !market
      ? {}
      : { marketCheck: !judgement ? 'off' : judgement.basis === 'live' ? 'on' : 'stale' };

  /**
   * The offers placed against the market: each with how far below it it is, and those above it
   * by more than the judgement's bound refused (counted, support told; never listed, ranked or
   * ordered). With a reference configured but none trusted, each is marked unchecked.
   */
  function placed(offers: Offer[], judgement: MarketJudgement | null, request: PriceRequest) {
    if (judgement === null) {
      return market ? offers.map((offer) => ({ ...offer, unchecked: true })) : offers;
    }
    return offers.flatMap((offer) => {
      const below = belowMarketPercent(offer.estimate, judgement.worth, judgement.abovePercent);
      if (below !== null) return [{ ...offer, belowMarketPercent: below }];
      // a private route above the market is dropped; its legs' providers were told of nothing
      // false by themselves (each leg passed the gate), so it is not reported as a lie
      if (offer.legs) return [];
      metrics.offerAboveMarket(offer.provider);
      const provider = byName.get(offer.provider);
      if (provider) {
        reportLie(provider, 'more than the market allows', `${request.from}>${request.to}`);
      }
      return [];
    });
  }

  /**
   * Two or more offers that all disagree with the reference by far (SUSPECT_PERCENT) make the
   * reference the suspect, not the providers: it is not believed for the pair's coins for a while
   * (market-reference.ts), and this quote goes unchecked. One provider agreeing with it is enough
   * to keep it: colluding providers never outvote the reference.
   */
  function believed(offers: Offer[], judgement: MarketJudgement | null, request: PriceRequest) {
    if (!judgement || !market || offers.length < 2) return judgement;
    // Near a pair's minimum the network fees alone put honest offers far below the market: only
    // an amount well clear of every minimum says anything of the reference.
    const amount = Number(request.amount);
    const clear = offers.every(({ min }) => amount >= min * FEES_NEGLIGIBLE_ABOVE_MIN);
    const far = (estimate: number) => {
      const off = (estimate / judgement.worth - 1) * 100;
      return off > SUSPECT_PERCENT || (clear && -off > SUSPECT_PERCENT);
    };
    if (!offers.every(({ estimate }) => far(estimate))) return judgement;
    market.distrust(request.from, request.to);
    return null;
  }

  /**
   * The quote given out: its offers' routes held as given (quote-ledger.ts), except where the
   * visitor must pick (an order then quotes afresh and names the pick).
   */
  function given(request: PriceRequest, quote: PriceQuote, offers: Offer[]): PriceQuote {
    if (quote.pickRequired) return quote;
    for (const offer of offers) ledger.gave(offer.provider, request, offer.route, offer.rateId);
    return quote;
  }

  /** No price was trusted: every offer listed, unchecked, none chosen for the visitor. */
  const unchecked = (quote: PriceQuote, offers: Offer[]): PriceQuote => ({
    ...quote,
    offers,
    marketCheck: 'off',
    pickRequired: true,
  });

  /** One provider's own quote for a visitor, placed against the market; refused: no price now. */
  async function judged(provider: Provider, request: PriceRequest): Promise<PriceQuote> {
    const [quote, judgement] = await Promise.all([checkedQuote(provider, request), judge(request)]);
    if (quote.estimate === null) return { ...quote, ...checkOf(judgement) };
    const offer = offerOf(provider, quote, quote.estimate);
    const [kept] = placed([offer], judgement, request);
    if (!kept) return withheldQuote(offer, checkOf(judgement).marketCheck);
    if (market && judgement === null) return unchecked(quote, [kept]);
    return given(
      request,
      {
        ...quote,
        ...(kept.belowMarketPercent === undefined
          ? {}
          : { belowMarketPercent: kept.belowMarketPercent }),
        ...checkOf(judgement),
      },
      [kept],
    );
  }

  /** One provider's quote, its figures checked: one that fails is that provider's failure. */
  async function checkedQuote(
    provider: Provider,
    request: PriceRequest,
  ): Promise<Gated<PriceQuote>> {
    const verdict = await provider.upstream.quote(request);
    if (verdict.kind === 'quote') return verdict.quote;
    const { problems } = verdict;
    metrics.providerMismatch(provider.name, 'quote');
    reportLie(
      provider,
      `figures that are not amounts: ${problems.join(', ')}`,
      `${request.from}>${request.to}`,
    );
    throw new UpstreamError(
      'bad-reply',
      `token_price replied with figures that are not amounts (${problems.join(', ')})`,
      'token_price',
    );
  }

  /**
   * Every provider asked at once and placed against the market; see COMPARISON_WINDOW_MS. The
   * private routes (decision 030) are quoted meanwhile, placed alike and listed apart: never the
   * lead, never in the ledger (an order on one always quotes both legs afresh).
   */
  async function compare(request: PriceRequest): Promise<PriceQuote> {
    const [gathered, judgement, routes] = await Promise.all([
      gather(request),
      judge(request),
      privateRoutes.offers(request, windowMs),
    ]);
    if (!('offers' in gathered)) return { ...gathered.noPrice, ...checkOf(judgement) };
    const trusted = believed(gathered.offers, judgement, request);
    const kept = placed(gathered.offers, trusted, request);
    if (kept.length === 0) return withheldQuote(gathered.offers[0]!, checkOf(trusted).marketCheck);
    const privateOffers = rankOffers(placed(routes, trusted, request));
    const quote = {
      ...comparison(kept, metrics),
      ...(privateOffers.length > 0 ? { privateOffers } : {}),
    };
    if (market && trusted === null) return unchecked(quote, quote.offers!);
    return given(request, { ...quote, ...checkOf(trusted) }, kept);
  }

  const privateRoutes = createPrivateRoutes(providers, (provider, request) =>
    checkedQuote(provider, request),
  );

  /** Every provider's offer in hand when the window closes; see COMPARISON_WINDOW_MS. */
  function gather(request: PriceRequest): Promise<{ offers: Offer[] } | { noPrice: PriceQuote }> {
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
        if (offers.length > 0) resolve({ offers });
        else if (noPrice) resolve({ noPrice });
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
            else offers.push(offerOf(provider, quote, quote.estimate));
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
      several ? compare(request) : judged(providers[0]!, request),
    /** one provider's own quote, placed against the market: the one an order with it is held to */
    quoteFrom: (provider: Provider, request: PriceRequest): Promise<PriceQuote> =>
      judged(provider, request),
    /**
     * A private route's legs quoted afresh (decision 030), for an order on it: null when either
     * leg has no price, or when the two together are above what the market allows (never
     * ordered, as a direct offer above it is never listed).
     */
    async privateRoute(first: Provider, second: Provider, request: PriceRequest) {
      const [route, judgement] = await Promise.all([
        privateRoutes.route(first, second, request),
        judge(request),
      ]);
      if (!route || !judgement) return route;
      const below = belowMarketPercent(route.estimate, judgement.worth, judgement.abovePercent);
      return below === null ? null : route;
    },
    /** whether this process quoted exactly this route and rate for this provider lately */
    gave: (provider: Provider, request: PriceRequest, route: Route, rateId?: string) =>
      ledger.given(provider.name, request, route, rateId),
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
