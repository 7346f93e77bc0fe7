import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { CoinSymbol } from '../../../../shared/coins.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderView,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contract/names.js';
import { STATUS_REPLY_WAIT_MS } from '../ui-constants.js';
import {
  createOrderReply,
  loadContract,
  orderViewReply,
  priceQuoteReply,
} from './reply-schemas.js';

/** What a price is asked for: the amount as sent to the API ('1.5'). */
export interface QuoteInputs {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: string;
}

/** A quote together with the inputs it was asked for and when it came. */
export interface QuoteFor extends QuoteInputs {
  quote: PriceQuote;
  /** epoch ms when the reply arrived: how old the quote is */
  receivedAt: number;
}

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** the same for a retry of the same choice, so a retried request cannot open a second order */
  idempotencyKey: string;
}

const baseQuery = fetchBaseQuery({
  // absolute, so the same code runs in the browser and in jsdom tests (Request takes no path)
  baseUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api/`,
  // Only the BFF's JSON is an answer (`validateStatus` as it comes: a 2xx is a success): an HTML
  // page from something in between (a proxy's 404 or 502) is a PARSING_ERROR, no definite answer,
  // never an order that is not there, as 'content-type' would read it.
  responseHandler: 'json',
});

/** Each call, with the schemas loading beside its request, so they are there for its reply. */
const withSchemas: typeof baseQuery = (args, store, extra) => {
  loadContract().catch(() => undefined);
  return baseQuery(args, store, extra);
};

/**
 * The client's one way to the API: the range, the estimate and the offers (`price`), placing an
 * order (`createOrder`) and an order's status (`order`). Calls go through fetchBaseQuery; every
 * success is read with the shared zod schema (reply-schemas.ts), which starts loading with the
 * request, and one that fails it counts as a PARSING_ERROR. What a failure says to the visitor is
 * read in one place, api-failure.ts.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: withSchemas,
  catchSchemaFailure: (error): FetchBaseQueryError => ({
    status: 'PARSING_ERROR',
    originalStatus: 200,
    data: '',
    error: error.message,
  }),
  endpoints: (build) => ({
    price: build.query<QuoteFor, QuoteInputs>({
      query: (inputs) => ({ url: 'price', params: inputs }),
      // the reply is checked as it came; the cache keeps it with what it was asked for
      rawResponseSchema: priceQuoteReply,
      transformResponse: (quote: PriceQuote, _meta, inputs) => ({
        ...inputs,
        quote,
        receivedAt: Date.now(),
      }),
      // A quote nobody shows is kept a few seconds (the served one until hydration takes it);
      // the form asks afresh for any inputs it comes back to (refetchOnMountOrArgChange).
      keepUnusedDataFor: 5,
    }),
    createOrder: build.mutation<CreateOrderResponse, CreateOrderArgs>({
      query: ({ order, idempotencyKey }) => ({
        url: 'orders',
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: order,
      }),
      responseSchema: createOrderReply,
    }),
    order: build.query<OrderView, string>({
      // a reply later than this counts as none (TIMEOUT_ERROR): over a broken circuit the
      // browser's own limit is minutes
      query: (orderId) => ({
        url: `orders/${encodeURIComponent(orderId)}`,
        timeout: STATUS_REPLY_WAIT_MS,
      }),
      responseSchema: orderViewReply,
      // An order left is forgotten a poll later: coming back, the page asks afresh rather than
      // show a status that may have moved on (the served one included, before hydration takes it).
      keepUnusedDataFor: STATUS_POLL_MS / 1000,
    }),
  }),
});
