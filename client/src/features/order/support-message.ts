import type { OrderView } from '../../../../shared/contract/api.js';
import { plainAmount } from '../../../../shared/amount.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { ORDER_STATUS, statusLine } from '../../../../shared/order-status.js';
import { formatUtcTime } from '../../lib/order-format.js';

/**
 * Past this long after the deposit a swap still under way is much slower than the spec's
 * timeline (Swapping 240 s after the deposit, about 20 minutes in all): twice the whole of it.
 */
const SLOW_AFTER_DEPOSIT_S = 2 * TYPICAL_SWAP_MINUTES * 60;

const UNDER_WAY: ReadonlySet<number> = new Set([
  ORDER_STATUS.anonymizing,
  ORDER_STATUS.swapping,
  ORDER_STATUS.finishing,
  ORDER_STATUS.verifying,
]);

/** Whether the order has sat under way much longer than normal (the page points to support). */
export function isSlow(order: OrderView, nowS: number): boolean {
  return (
    UNDER_WAY.has(order.status) &&
    order.firstReceivedAt !== null &&
    nowS - order.firstReceivedAt > SLOW_AFTER_DEPOSIT_S
  );
}

/** A private route's legs (decision 030): which provider has which part, and how far it is. */
function legLines(order: OrderView, anonymizing: boolean): string[] {
  if (!order.legs) return [];
  return order.legs.flatMap((leg, index) => [
    `Leg ${index + 1}: ${leg.send.symbol} to ${leg.receive.symbol} at ${leg.provider}, ${statusLine(
      leg.status,
      anonymizing,
    )}`,
    ...(leg.depositHash ? [`Leg ${index + 1} deposit transaction:\n${leg.depositHash}`] : []),
    ...(leg.payoutHash ? [`Leg ${index + 1} payout transaction:\n${leg.payoutHash}`] : []),
    ...(leg.refundHash ? [`Leg ${index + 1} refund transaction:\n${leg.refundHash}`] : []),
    ...(leg.holdReason ? [`Leg ${index + 1} held by the provider:`, leg.holdReason] : []),
  ]);
}

/**
 * The message a visitor sends support: the order's ids and figures, its status and
 * since when, the transactions and where its signed guarantee is. In English, as support mail is
 * (docs/architecture.md, Languages): support reads one language, whatever the page's. Its status
 * line says anonymizing only where the page may (`anonymizing`: lib/says-anonymizing.ts).
 */
export function supportMessage(
  order: OrderView,
  displayedStatus: number,
  anonymizing: boolean,
): string {
  const status = statusLine(displayedStatus, anonymizing);
  const since =
    order.firstReceivedAt !== null
      ? `deposit seen ${formatUtcTime(order.firstReceivedAt)}`
      : `order created ${formatUtcTime(order.createdAt)}`;
  const hashes: [string, string | null | undefined][] = [
    ['Deposit transaction', order.depositHash],
    ['Payout transaction', order.payoutHash],
    ['Refund transaction', order.refundHash],
  ];
  return [
    'Hello, I need help with this swap.',
    `Order id: ${order.orderId}`,
    `Pair: ${plainAmount(order.send.amount)} ${order.send.symbol} to ${plainAmount(order.receive.amount)} ${order.receive.symbol}`,
    `Status: ${status} (${since})`,
    // long values on a line of their own: every line fits 80 columns, as a text browser's box
    ...hashes.filter(([, hash]) => hash).map(([label, hash]) => `${label}:\n${hash}`),
    // the provider's own words for a hold: what support asks the provider about
    ...(order.holdReason ? ['Held by the provider:', order.holdReason] : []),
    ...legLines(order, anonymizing),
    order.legs
      ? "Guarantee (signed, names both providers' order ids):"
      : "Guarantee (signed, names the provider's order id):",
    `/order/${order.orderId}/guarantee.txt`,
  ].join('\n');
}
