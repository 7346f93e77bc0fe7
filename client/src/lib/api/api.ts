import { createApi } from '@reduxjs/toolkit/query/react';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import {
  createOrderResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  orderViewSchema,
  priceQuoteSchema,
  type CreateOrderRequest,
  type PriceQuery,
} from '../../../../shared/contract/api.js';
import { STATUS_REPLY_WAIT_MS } from '../ui-constants.js';
import { apiCall, type ApiCallError } from './api-call.js';

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** the same for a retry of the same choice, so a retried request cannot open a second order */
  idempotencyKey: string;
}

/**
 * The client's one way to the API: the range, the estimate and the offers (`price`), placing an
 * order (`createOrder`) and an order's status (`order`, polled by the order page). Every success
 * is read with the shared schema; one that fails it counts as a failed call.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiCall,
  catchSchemaFailure: (): ApiCallError => ({ status: 'PARSING_ERROR', data: null }),
  endpoints: (build) => ({
    price: build.query({
      query: ({ from, to, amount }: PriceQuery) => ({
        path: 'price',
        params: { from, to, amount },
      }),
      responseSchema: priceQuoteSchema,
      // the form keeps the quote it shows; an answer is never served from the cache
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation({
      query: ({ order, idempotencyKey }: CreateOrderArgs) => ({
        path: 'orders',
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body: order,
      }),
      responseSchema: createOrderResponseSchema,
    }),
    order: build.query({
      query: (orderId: string) => ({
        path: `orders/${encodeURIComponent(orderId)}`,
        timeoutMs: STATUS_REPLY_WAIT_MS,
      }),
      responseSchema: orderViewSchema,
      // An order left is forgotten a poll later: coming back, the page asks afresh rather than
      // show a status that may have moved on (the served one included, before hydration takes it).
      keepUnusedDataFor: STATUS_POLL_MS / 1000,
    }),
  }),
});
