import type {
  CreateOrderRequest,
  CreateOrderResponse,
  PriceQuery,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contract/names.js';

// Type-only imports from contract/api.js: its zod schemas stay off the first page's script.

/**
 * A failed call, read by order-error.ts: the HTTP status and the parsed body (`data`), or
 * 'FETCH_ERROR' (no reply) / 'PARSING_ERROR' (a reply that is not JSON) with no body.
 */
class SwapCallFailure extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR' | 'PARSING_ERROR',
    readonly data: unknown = null,
    options?: ErrorOptions,
  ) {
    super(typeof status === 'number' ? `The API answered ${status}.` : status, options);
  }
}

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** fresh for each press of SWAP NOW, so a retried request cannot open a second order */
  idempotencyKey: string;
}

/** An absolute base, so the same code runs in the browser and in jsdom tests. */
const apiUrl = (path: string): URL =>
  new URL(`/api/${path}`, globalThis.location?.origin ?? 'http://localhost');

async function call<T>(url: URL, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    throw new SwapCallFailure('FETCH_ERROR', null, { cause: error });
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    throw new SwapCallFailure('PARSING_ERROR');
  }
  if (!response.ok) throw new SwapCallFailure(response.status, data);
  return data as T;
}

export function fetchPrice({ from, to, amount }: PriceQuery): Promise<PriceQuote> {
  const url = apiUrl('price');
  url.search = new URLSearchParams({ from, to, amount }).toString();
  return call<PriceQuote>(url);
}

export function createOrder({
  order,
  idempotencyKey,
}: CreateOrderArgs): Promise<CreateOrderResponse> {
  return call<CreateOrderResponse>(apiUrl('orders'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(order),
  });
}
