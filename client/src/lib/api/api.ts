import { createApi } from '@reduxjs/toolkit/query/react';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderView,
  PriceQuery,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contract/names.js';
import { STATUS_REPLY_WAIT_MS } from '../ui-constants.js';
import { apiCall, type ApiCallError } from './api-call.js';
import {
  createOrderReply,
  loadContract,
  orderViewReply,
  priceQuoteReply,
} from './reply-schemas.js';

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** the same for a retry of the same choice, so a retried request cannot open a second order */
  idempotencyKey: string;
}

/**
 * The client's one way to the API: the range, the estimate and the offers (`price`), placing an
 * order (`createOrder`) and an order's status (`order`, polled by the order page). Every success
 * is read with the shared zod schema (lib/api/reply-schemas.ts); one that fails it counts as a
 * failed call.
 */
/** Each call, with the schemas loading beside its request, so they are there for its reply. */
const callWithSchemas: typeof apiCall = (request, api, extra) => {
  loadContract().catch(() => undefined);
  return apiCall(request, api, extra);
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: callWithSchemas,
  catchSchemaFailure: (): ApiCallError => ({ status: 'PARSING_ERROR', data: null }),
  endpoints: (build) => ({
    price: build.query<PriceQuote, PriceQuery>({
      query: ({ from, to, amount }: PriceQuery) => ({
        path: 'price',
        params: { from, to, amount },
      }),
      responseSchema: priceQuoteReply,
      // the form keeps the quote it shows; an answer is never served from the cache
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<CreateOrderResponse, CreateOrderArgs>({
      query: ({ order, idempotencyKey }: CreateOrderArgs) => ({
        path: 'orders',
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: order,
      }),
      responseSchema: createOrderReply,
    }),
    order: build.query<OrderView, string>({
      query: (orderId: string) => ({
        path: `orders/${encodeURIComponent(orderId)}`,
        timeoutMs: STATUS_REPLY_WAIT_MS,
      }),
      responseSchema: orderViewReply,
      // An order left is forgotten a poll later: coming back, the page asks afresh rather than
      // show a status that may have moved on (the served one included, before hydration takes it).
      keepUnusedDataFor: STATUS_POLL_MS / 1000,
    }),
  }),
});
