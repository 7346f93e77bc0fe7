import { vi } from 'vitest';
import type { Offer, PriceQuote } from '../../../../../shared/contract/api.js';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Reply = Response | Promise<Response>;
type Handler = (request: RecordedRequest) => Reply;

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const quote = (overrides: Partial<PriceQuote> = {}): PriceQuote => ({
  estimate: 2.5,
  min: 0.01,
  max: 0,
  route: [[2.5, 0.01, 0, 'BNB>XMR>ETH']],
  ...overrides,
});

/** A provider's offer for BNB -> ETH: 'beta' is Beta Swap, any other Alpha Exchange. */
export const offer = (provider: string, estimate: number, extra: Partial<Offer> = {}): Offer => ({
  provider,
  label: provider === 'beta' ? 'Beta Swap' : 'Alpha Exchange',
  estimate,
  min: 0.01,
  max: 0,
  route: [[estimate, 0.01, 0, `BNB>ETH via ${provider}`]],
  fixedRate: false,
  rating: null,
  refundNeedsKyc: null,
  ...extra,
});

export const errorBody = (code: string, status: number): Response =>
  json(status, { error: { code, message: 'upstream said no', requestId: 'req-1' } });

/**
 * Replaces fetch with handlers for GET /api/price and POST /api/orders and records every call,
 * so tests see exactly what the form sent.
 */
export function fakeApi(handlers: { price?: Handler; orders?: Handler } = {}) {
  const requests: RecordedRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(recorded);
    if (recorded.url.pathname === '/api/price') {
      return (handlers.price ?? (() => json(200, quote())))(recorded);
    }
    if (recorded.url.pathname === '/api/orders' && recorded.method === 'POST') {
      return (handlers.orders ?? (() => json(201, { orderId: 'A'.repeat(22) })))(recorded);
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'no', requestId: 'r' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return {
    requests,
    priceRequests: () => requests.filter((request) => request.url.pathname === '/api/price'),
    orderRequests: () => requests.filter((request) => request.url.pathname === '/api/orders'),
  };
}

/** A reply the test releases when it wants. */
export function deferred() {
  let release!: (response: Response) => void;
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
