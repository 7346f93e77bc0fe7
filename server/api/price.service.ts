import type { PriceQuote } from '../../shared/contract/api.js';
import type { QuoteRequest, Upstream } from '../upstream/upstream-port.js';

export type PriceRequest = QuoteRequest;

export function createPriceService(upstream: Pick<Upstream, 'quote'>) {
  return {
    /** the upstream's quote; with a provider, its fixed-rate id and how long it holds */
    quote: (request: PriceRequest): Promise<PriceQuote> => upstream.quote(request),
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
