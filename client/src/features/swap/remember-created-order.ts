import type { RecentOrder } from '../../lib/recent-orders.js';
import type { QuoteFor } from './use-price-quote.js';

type NewOrder = Omit<RecentOrder, 'status'>;

/**
 * Puts a just-created order on this browser's recent orders with the quote it was made from;
 * its page replaces the figures with the order's own once it opens. The storage code is loaded
 * here rather than with the form: it stays off the first page's script, and the order page that
 * opens next needs it anyway. Resolves once recorded (or once recording proved impossible).
 */
export async function rememberCreatedOrder(orderId: string, quote: QuoteFor): Promise<void> {
  const estimate = quote.quote.estimate;
  if (estimate === null) return;
  const entry: NewOrder = {
    orderId,
    from: quote.from,
    to: quote.to,
    sendAmount: Number(quote.amount),
    receiveAmount: estimate,
    createdAt: Math.floor(Date.now() / 1000),
  };
  try {
    const { recordNewOrder } = await import('../../lib/recent-orders.js');
    recordNewOrder(entry);
  } catch {
    // the chunk did not load (offline, a new deploy): the order page records the order instead
  }
}
