import { shortenMiddle, shortenOrderId } from '../../shared/order-id.js';

// What support reads: an alert, and the mail that tells it (the first of a kind at once, the
// repeats of its window in one batch).

/**
 * One failure worth a support email. Never an address, a full order id or an IP: an order is
 * named by its ids shortened (both the site's and the provider's), enough for support
 * to find it in the provider's dashboard and on the site, never enough to open its page.
 */
export interface Alert {
  /** the failure signature: mails about one kind are throttled together */
  kind: string;
  /** the spec's wording for the support team, e.g. 'fetch error: ...' */
  summary: string;
  requestId?: string;
  pair?: string;
  /** the order concerned: the site's id and the provider's, shortened in the mail */
  orders?: { ours: string; provider: string };
}

/** The site's id of an order and its provider's, as an alert names them. */
export type AlertOrders = NonNullable<Alert['orders']>;

export const ALERT_SUBJECT = '[Swap Without a Trace] Support alert';

export interface Mail {
  subject: string;
  text: string;
}

/** The orders one batched mail names at most (a line each, far inside an outbox file's bound). */
const ORDERS_PER_MAIL = 500;

const orderLine = (orders: AlertOrders) =>
  `ours ${shortenOrderId(orders.ours)}, provider ${shortenMiddle(orders.provider, 4, 4)}`;

/** The first mail of a kind: the alert itself. */
export const firstMail = (alert: Alert, at: Date): Mail => ({
  subject: ALERT_SUBJECT,
  text: describe(alert, at, 0),
});

/**
 * A window's batch: the last alert and how many repeats, naming every order the repeats named
 * (support hears of each order, however many the window held), as several mails where one
 * would grow too long.
 */
export function batchMails(last: Alert, repeats: number, orders: AlertOrders[], at: Date): Mail[] {
  const batches: AlertOrders[][] = [];
  for (let from = 0; from < orders.length; from += ORDERS_PER_MAIL) {
    batches.push(orders.slice(from, from + ORDERS_PER_MAIL));
  }
  return (batches.length > 0 ? batches : [[]]).map((batch) => ({
    subject: ALERT_SUBJECT,
    text: describe(last, at, repeats, batch),
  }));
}

/** One mail's text: the first of a kind, or (repeats > 0) the window's batch. */
function describe(
  alert: Alert,
  at: Date,
  repeats: number,
  orders: AlertOrders[] = alert.orders ? [alert.orders] : [],
): string {
  return [
    repeats > 0
      ? `The failure below happened ${repeats} more time(s) in the last alert window.`
      : 'The swap site hit a failure that needs a look.',
    '',
    `Kind:       ${alert.kind}`,
    `What:       ${alert.summary}`,
    `Pair:       ${alert.pair ?? '-'}`,
    `Request id: ${alert.requestId ?? '-'}`,
    ...(orders.length === 1 ? [`Order:      ${orderLine(orders[0]!)}`] : []),
    ...(orders.length > 1
      ? [`Orders:     ${orders.length}`, ...orders.map((each) => `  - ${orderLine(each)}`)]
      : []),
    `Time:       ${at.toISOString()}`,
  ].join('\n');
}
