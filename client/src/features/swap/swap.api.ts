import type {
  CreateOrderRequest,
  CreateOrderResponse,
  PriceQuery,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { IDEMPOTENCY_KEY_HEADER } from '../../../../shared/contract/names.js';
import { api } from '../../lib/api-slice.js';

// Type-only imports from contract/api.js: its zod schemas stay off the first page's script.

export interface CreateOrderArgs {
  order: CreateOrderRequest;
  /** fresh for each press of SWAP NOW, so a retried request cannot open a second order */
  idempotencyKey: string;
}

const swapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrice: build.query<PriceQuote, PriceQuery>({
      query: ({ from, to, amount }) => ({ url: 'price', params: { from, to, amount } }),
      // a quote is only good for the moment it was asked for
      keepUnusedDataFor: 0,
    }),
    createOrder: build.mutation<CreateOrderResponse, CreateOrderArgs>({
      query: ({ order, idempotencyKey }) => ({
        url: 'orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    }),
  }),
});

export const { useLazyGetPriceQuery, useCreateOrderMutation } = swapApi;
