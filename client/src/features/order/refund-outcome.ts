import type { MessageId } from '../../lib/i18n/i18n.js';

/**
 * A refunded order's line: it names the refund address only when the visitor gave one. Without
 * one the provider decides where the refund goes, and only support can say where it went.
 */
export const refundedMessage = (refundAddress: string | null | undefined): MessageId =>
  refundAddress ? 'order.refundedToAddress' : 'order.refundedNoAddress';
