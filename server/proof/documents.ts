import { z } from 'zod';
import type { OrderView } from '../../shared/contract/api.js';
import { DEPOSIT_WINDOW_S } from '../../shared/constants.js';
import { ORDER_STATUS_TEXT, isOrderStatus } from '../../shared/order-status.js';

// The texts the site signs. Plain English, one fact a line, so that a visitor, support
// and a provider read the same words (support mail stays English too: DESIGN.md, Languages).
// Made once and kept (document-store.ts): every fetch gets the same bytes, whatever changes later.

const SITE_NAME = 'Swap Without a Trace';

/** What the order was placed on, kept at creation for its guarantee. */
export const orderTermsSchema = z.object({
  /** the amount to send, as the visitor gave it */
  sendAmount: z.string(),
  /** the estimate the order was placed on (the shown quote's, within 1% of what was shown) */
  estimate: z.number().nullable(),
  /** a provider's fixed rate: the estimate holds for this amount sent before the deadline */
  fixedRate: z.boolean(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/** The site and key that sign, named in every document. */
export interface Signatory {
  onionAddress: string | null;
  commit: string;
  keyId: string;
}

/** The order's place in the two documents: ids and the pair. */
export interface DocumentOrder {
  view: OrderView;
  /** the provider's own id, with a provider; null with the price service (the ids are one) */
  providerOrderId: string | null;
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** A number as a plain decimal: no exponent, no grouping (0.00000012, not 1.2e-7). */
const plainDecimal = (value: number): string =>
  value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 18 });

/** 'Label: value' lines with the values in one column. */
function lines(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

const verifyHint = (name: string) => [
  '',
  'Check this text with the site\u2019s public key (/signing-key.pem) and the signature beside it:',
  `  openssl pkeyutl -verify -pubin -inkey signing-key.pem -rawin -in ${name}.txt -sigfile ${name}.sig`,
  '',
];

function heading(title: string, site: Signatory, order: DocumentOrder): [string, string][] {
  return [
    ['Document', title],
    ['Site', SITE_NAME],
    ...(site.onionAddress ? [['Onion address', site.onionAddress] as [string, string]] : []),
    ['Order id', order.view.orderId],
    // with several providers: the one that makes the swap
    ...(order.view.provider ? [['Provider', order.view.provider] as [string, string]] : []),
    ...(order.providerOrderId
      ? [['Provider order id', order.providerOrderId] as [string, string]]
      : []),
    ['Pair', `${order.view.send.symbol} to ${order.view.receive.symbol}`],
  ];
}

const withMemo = (label: string, memo: string | null | undefined): [string, string][] =>
  memo ? [[label, memo]] : [];

/** The guarantee: what the site promised when the order was made. */
export function guaranteeText(
  site: Signatory,
  order: DocumentOrder,
  terms: OrderTerms | null,
): string {
  const { view } = order;
  const sendAmount = terms?.sendAmount ?? plainDecimal(view.send.amount);
  const estimate = terms ? terms.estimate : view.receive.amount;
  const rate = terms?.fixedRate
    ? 'fixed: the estimate holds for exactly this amount sent before the deadline'
    : 'floating: the amount received may differ from the estimate';
  const rows: [string, string][] = [
    ...heading('guarantee', site, order),
    ['Amount to send', `${sendAmount} ${view.send.symbol}`],
    [
      'Estimate shown',
      estimate === null ? 'none' : `${plainDecimal(estimate)} ${view.receive.symbol}`,
    ],
    ['Rate', rate],
    ['Receiving address', view.receive.address],
    ...withMemo('Receiving memo/tag', view.receive.memo),
    ['Refund address', view.refundAddress || 'none'],
    ['Deposit address', view.send.address],
    ...withMemo('Deposit memo/tag', view.send.memo),
    ['Deposit deadline', iso(view.createdAt + DEPOSIT_WINDOW_S)],
    ['Created', iso(view.createdAt)],
    ['Build commit', site.commit],
    ['Signing key id', site.keyId],
  ];
  return `${[`${SITE_NAME}: guarantee`, '', lines(rows), ...verifyHint('guarantee')].join('\n')}`;
}

/** The receipt: what happened, once the order is final. `finalAt`: when the site saw it so. */
export function receiptText(site: Signatory, order: DocumentOrder, finalAt: number): string {
  const { view } = order;
  const status = isOrderStatus(view.status) ? ORDER_STATUS_TEXT[view.status] : 'Unknown';
  const hash = (value: string | null | undefined) =>
    value ?? (value === null ? 'not reported' : 'not given by this provider');
  const rows: [string, string][] = [
    ...heading('receipt', site, order),
    ['Final status', `${status} (${view.status})`],
    ['Final as of', iso(finalAt)],
    ['Deposit seen', view.firstReceivedAt ? iso(view.firstReceivedAt) : 'none'],
    ['Amount sent', `${plainDecimal(view.send.amount)} ${view.send.symbol} (provider's figure)`],
    [
      'Amount received',
      `${plainDecimal(view.receive.amount)} ${view.receive.symbol} (provider's figure)`,
    ],
    ['Receiving address', view.receive.address],
    ['Refund address', view.refundAddress || 'none'],
    ['Deposit transaction', hash(view.depositHash)],
    ['Payout transaction', hash(view.payoutHash)],
    ['Refund transaction', hash(view.refundHash)],
    ['Guarantee', `/order/${view.orderId}/guarantee.txt`],
    ['Build commit', site.commit],
    ['Signing key id', site.keyId],
  ];
  return `${[`${SITE_NAME}: receipt`, '', lines(rows), ...verifyHint('receipt')].join('\n')}`;
}
