import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { recordOrder } from '../../lib/recent-orders.js';
import type { QuoteFor } from './use-price-quote.js';

/**
 * Puts a just-created order on this browser's recent orders with the quote it was made from;
 * its page replaces the figures with the order's own once it opens.
 */
export function rememberCreatedOrder(orderId: string, quote: QuoteFor): void {
  const estimate = quote.quote.estimate;
  if (estimate === null) return;
  recordOrder({
    orderId,
    from: quote.from,
    to: quote.to,
    sendAmount: Number(quote.amount),
    receiveAmount: estimate,
    createdAt: Math.floor(Date.now() / 1000),
    status: ORDER_STATUS.waiting,
  });
}
