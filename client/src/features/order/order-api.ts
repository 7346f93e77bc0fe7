import type { OrderView } from '../../../../shared/contract/api.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isOrderStatus } from '../../../../shared/order-status.js';
import { api } from '../../lib/api-slice.js';

/**
 * The BFF's order reply checked without zod, which stays out of the first page's script. It
 * accepts exactly what `orderViewSchema` of shared/contract/api.ts accepts (order-api.test.ts
 * proves the two agree); a body that fails it counts as a failed poll.
 */
export function isOrderView(value: unknown): value is OrderView {
  if (!isRecord(value)) return false;
  return (
    typeof value.orderId === 'string' &&
    isOrderId(value.orderId) &&
    isOrderStatus(value.status) &&
    isFiniteNumber(value.createdAt) &&
    (value.firstReceivedAt === null || isFiniteNumber(value.firstReceivedAt)) &&
    isOrderSide(value.send) &&
    isOrderSide(value.receive)
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isOrderSide(side: unknown): boolean {
  return (
    isRecord(side) &&
    typeof side.symbol === 'string' &&
    isFiniteNumber(side.amount) &&
    typeof side.address === 'string'
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
