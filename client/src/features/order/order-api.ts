import type { OrderView } from '../../../../shared/contract/api.js';
import { api } from '../../app/api.js';

/**
 * A light shape check of the BFF's reply (the server already validated the upstream with zod;
 * zod itself stays out of the client bundle). A body that fails it counts as a failed poll.
 */
export function isOrderView(value: unknown): value is OrderView {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  const isSide = (side: unknown): boolean => {
    if (typeof side !== 'object' || side === null) return false;
    const { symbol, amount, address } = side as Record<string, unknown>;
    return typeof symbol === 'string' && typeof amount === 'number' && typeof address === 'string';
  };
  return (
    typeof order.orderId === 'string' &&
    Number.isInteger(order.status) &&
    typeof order.createdAt === 'number' &&
    (order.firstReceivedAt === null || typeof order.firstReceivedAt === 'number') &&
    isSide(order.send) &&
    isSide(order.receive)
  );
}

export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<OrderView, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        const result = await baseQuery(`orders/${encodeURIComponent(orderId)}`);
        if (result.error) return { error: result.error };
        if (!isOrderView(result.data)) {
          return {
            error: { status: 'CUSTOM_ERROR', error: 'The order reply has an unexpected shape.' },
          };
        }
        return { data: result.data };
      },
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
