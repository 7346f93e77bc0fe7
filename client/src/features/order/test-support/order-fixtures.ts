import type { OrderView } from '../../../../../shared/contract/api.js';
import type { PageData, ServerOrder } from '../../../../../shared/contract/render.js';

// The order the order page's tests show: its id, its addresses and the moment the clock stands at.

export const NOW_S = Date.UTC(2025, 2, 1, 12, 0, 0) / 1000;
export const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv';
export const DEPOSIT_ADDRESS = '0x1111111111111111111111111111111111111111';
export const RECEIVE_ADDRESS = '0x2222222222222222222222222222222222222222';
/** a refund address (BNB, the default send coin) and an XRP address */
export const REFUND_ADDRESS = '0x3333333333333333333333333333333333333333';
export const XRP_ADDRESS = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';

export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: ORDER_ID,
    status: 0,
    createdAt: NOW_S - 10,
    firstReceivedAt: null,
    send: { symbol: 'BNB', amount: 1.5, address: DEPOSIT_ADDRESS },
    receive: { symbol: 'ETH', amount: 0.25, address: RECEIVE_ADDRESS },
    ...overrides,
  };
}

/** Page data as the server writes it beside the order page it rendered with this result. */
export const servedOrder = (result: ServerOrder, orderId: string = ORDER_ID): PageData => ({
  renderedAt: NOW_S,
  formKey: 'k'.repeat(22),
  order: { orderId, result },
});
