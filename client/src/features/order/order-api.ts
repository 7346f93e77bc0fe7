import type { OrderView } from '../../../../shared/contract/api.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isOrderStatus } from '../../../../shared/order-status.js';

/**
 * One request for an order's status: the order, or why not. `status` is the HTTP status of an
 * answer that was not a success; null when no answer came (a network failure, an abort) or when a
 * success carried a body that is not an order.
 */
export type OrderReply = { ok: true; order: OrderView } | { ok: false; status: number | null };

// An absolute URL, so the same code runs in the browser and in jsdom tests.
const orderUrl = (orderId: string): string =>
  new URL(
    `/api/orders/${encodeURIComponent(orderId)}`,
    globalThis.location?.origin ?? 'http://localhost',
  ).href;

/** Asks /api for the order; never throws, so the caller only decides what each reply means. */
export async function fetchOrder(orderId: string, signal: AbortSignal): Promise<OrderReply> {
  try {
    const response = await fetch(orderUrl(orderId), { signal });
    if (!response.ok) return { ok: false, status: response.status };
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    return isOrderView(body) ? { ok: true, order: body } : { ok: false, status: null };
  } catch {
    return { ok: false, status: null };
  }
}

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
