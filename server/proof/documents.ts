import { z } from 'zod';
import type { AmountWarning, OrderView } from '../../shared/contract/api.js';
import { coinDecimal } from '../../shared/amount.js';
import { getCoin, isCoinSymbol } from '../../shared/coins.js';
import { DEPOSIT_WINDOW_S } from '../../shared/constants.js';
import { ORDER_STATUS, ORDER_STATUS_TEXT, isOrderStatus } from '../../shared/order-status.js';
import { signingKeyPath, verifyCommand, type SignedName } from '../../shared/proof-commands.js';
import { isPlainLine } from '../../shared/plain-line.js';
import { PRIVATE_ROUTE_COIN } from '../../shared/private-route.js';

// The texts the site signs. Plain English, one fact a line, so that a visitor, support
// and a provider read the same words (support mail stays English too: DESIGN.md, Languages).
// Made once and kept (document-store.ts): every fetch gets the same bytes, whatever changes later.

const SITE_NAME = 'Swap Without a Trace';

/**
 * A private route's leg two (decision 030), kept at creation: the order's own fields (the pair,
 * the visitor's address and memo, the amount and estimate shown) are the whole route's, its
 * provider and id leg one's.
 */
export const secondLegTermsSchema = z.object({
  /** leg two's provider's name as visitors read it */
  provider: z.string(),
  /** its configured name, to ask it for the leg's status */
  providerName: z.string(),
  providerOrderId: z.string(),
  /** leg one's estimate in Monero when the order was made: what leg two was asked to swap */
  amount: z.string(),
  /** leg two's deposit address: leg one pays out there and nowhere else (pinned) */
  depositAddress: z.string(),
  /** the visitor's Monero address for leg two's refund; null when none was given */
  refundAddress: z.string().nullable(),
});
export type SecondLegTerms = z.infer<typeof secondLegTermsSchema>;

/**
 * What the order was placed on, kept at creation from checked values only (the visitor's own
 * fields, our clock, and the provider's id and figure once reply-checks.ts passed them): the
 * guarantee is made of these and of the deposit the provider gave, checked too.
 */
export const orderTermsSchema = z.object({
  /** the provider's name as visitors read it (its label; the protocol's name when it has none) */
  provider: z.string(),
  /** the provider's own id; null with the price service (the ids are one) */
  providerOrderId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  /** the amount to send, as the visitor gave it */
  sendAmount: z.string(),
  /** the estimate the visitor was shown, as a plain decimal; null when there was none */
  estimateShown: z.string().nullable(),
  /** the provider's own estimate when the order was made, when it differs from the one shown */
  providerEstimate: z.string().nullable(),
  /** a provider's fixed rate: the estimate holds for this amount sent before the deadline */
  fixedRate: z.boolean(),
  address: z.string(),
  receiveMemo: z.string().nullable(),
  refundAddress: z.string().nullable(),
  /** epoch seconds, this site's clock */
  createdAt: z.number(),
  /** a private route's leg two; absent on a direct order */
  secondLeg: secondLegTermsSchema.optional(),
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/**
 * What the order promised the visitor receives: the provider's figure it was placed on (the one
 * shown, at the coin's precision), else the estimate the visitor sent; null: none. The one
 * reading for the page, the warnings and the receipt's shortfall.
 */
export const promisedEstimate = (terms: OrderTerms): string | null =>
  terms.providerEstimate ?? terms.estimateShown;

/** Where the visitor sends: the deposit the provider gave, once it passed the checks. */
export interface Deposit {
  address: string;
  memo: string | null;
}

/** The site and key that sign, named in every document. */
export interface Signatory {
  onionAddress: string | null;
  commit: string;
  keyId: string;
  /** the site runs against the sandbox: its orders are simulated, and its documents say so */
  sandbox?: boolean;
}

/** The line a sandbox's documents carry, signed with the rest: a simulated promise never looks real. */
const SANDBOX_LINE: [string, string] = [
  'SANDBOX',
  'a simulated order on a test service: no real funds move and nothing here is promised',
];

/** The order's place in the receipt: ids and the pair, as its checked view gives them. */
export interface DocumentOrder {
  view: OrderView;
  /** the provider's name as visitors read it */
  provider: string;
  /** the provider's own id, with a provider; null with the price service (the ids are one) */
  providerOrderId: string | null;
  /** a private route's leg two: its provider and id (the view's `legs` has its transactions) */
  secondLeg?: { provider: string; providerOrderId: string };
}

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/**
 * A figure of `coin` as the documents print it: a plain decimal (no exponent, no grouping) of at
 * most the coin's decimals, without binary-float noise (shared/amount.ts).
 */
export const coinFigure = (value: number | string, coin: string): string =>
  coinDecimal(value, isCoinSymbol(coin) ? getCoin(coin).decimals : 18);

/** The longest value a signed line carries: an address, a hash, a hold reason's worth. */
const VALUE_MAX = 512;

/** A value a signed text cannot carry: a line break, a control, bidi or zero-width character. */
export class UnsignableValueError extends Error {
  constructor(label: string) {
    super(`the value for "${label}" is not one plain line: the document is not signed`);
    this.name = 'UnsignableValueError';
  }
}

/**
 * 'Label: value' lines with the values in one column: one value a line by construction. A value
 * that is not one plain line is refused, never escaped: whatever path it came by, a signed text
 * never gains a line or hides a character (decision 020).
 */
function lines(rows: [string, string][]): string {
  for (const [label, value] of rows) {
    if (!isPlainLine(value, VALUE_MAX)) throw new UnsignableValueError(label);
  }
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}

const verifyHint = (name: SignedName, keyId: string) => [
  '',
  `Check this text with the public key at ${signingKeyPath(keyId)} (saved as signing-key.pem) and the signature beside it:`,
  `  ${verifyCommand(name)}`,
  '',
];

interface Heading {
  orderId: string;
  provider: string;
  providerOrderId: string | null;
  from: string;
  to: string;
  /** a private route's leg two: its provider and id */
  secondLeg?: { provider: string; providerOrderId: string } | undefined;
}

/** Who makes the swap: the provider, or a private route's two, each with its id. */
function providerRows({ provider, providerOrderId, secondLeg }: Heading): [string, string][] {
  const id = (label: string, value: string | null): [string, string][] =>
    value ? [[label, value]] : [];
  if (!secondLeg) return [['Provider', provider], ...id('Provider order id', providerOrderId)];
  return [
    ['Route', `private, through ${PRIVATE_ROUTE_COIN} at two providers`],
    ['Leg one provider', provider],
    ...id('Leg one order id', providerOrderId),
    ['Leg two provider', secondLeg.provider],
    ...id('Leg two order id', secondLeg.providerOrderId),
  ];
}

function heading(title: string, site: Signatory, order: Heading): [string, string][] {
  return [
    ...(site.sandbox ? [SANDBOX_LINE] : []),
    ['Document', title],
    ['Site', SITE_NAME],
    ...(site.onionAddress ? [['Onion address', site.onionAddress] as [string, string]] : []),
    ['Order id', order.orderId],
    ...providerRows(order),
    ['Pair', `${order.from} to ${order.to}`],
  ];
}

/** A private route's leg two as the guarantee states it: where leg one pays, and how much. */
const secondLegRows = (leg: SecondLegTerms | undefined): [string, string][] =>
  leg
    ? [
        ['Leg one pays out to', `${leg.depositAddress} (leg two's deposit address)`],
        ['Leg two amount', `${leg.amount} ${PRIVATE_ROUTE_COIN} (leg one's estimate)`],
        ['Leg two refund address', leg.refundAddress ?? 'none'],
      ]
    : [];

const withMemo = (label: string, memo: string | null | undefined): [string, string][] =>
  memo ? [[label, memo]] : [];

/**
 * The guarantee: what the site promised when the order was made, from the terms kept then and the
 * checked deposit, never from a later reply. Written once and kept.
 */
export function guaranteeText(
  site: Signatory,
  orderId: string,
  terms: OrderTerms,
  deposit: Deposit,
): string {
  const { from, to } = terms;
  const rate = terms.fixedRate
    ? 'fixed: the estimate holds for exactly this amount sent before the deadline'
    : 'floating: the amount received may differ from the estimate';
  const rows: [string, string][] = [
    ...heading('guarantee', site, { orderId, ...terms }),
    ['Amount to send', `${terms.sendAmount} ${from}`],
    ['Estimate shown', terms.estimateShown === null ? 'none' : `${terms.estimateShown} ${to}`],
    ...(terms.providerEstimate !== null && terms.providerEstimate !== terms.estimateShown
      ? [['Provider estimate at order', `${terms.providerEstimate} ${to}`] as [string, string]]
      : []),
    ['Rate', rate],
    ['Receiving address', terms.address],
    ...withMemo('Receiving memo/tag', terms.receiveMemo),
    ['Refund address', terms.refundAddress ?? 'none'],
    ['Deposit address', deposit.address],
    ...withMemo('Deposit memo/tag', deposit.memo),
    ...secondLegRows(terms.secondLeg),
    ['Deposit deadline', iso(terms.createdAt + DEPOSIT_WINDOW_S)],
    ['Created', iso(terms.createdAt)],
    ['Build commit', site.commit],
    ['Signing key id', site.keyId],
  ];
  return `${[`${SITE_NAME}: guarantee`, '', lines(rows), ...verifyHint('guarantee', site.keyId)].join('\n')}`;
}

type HashText = (value: string | null | undefined) => string;

/** The order's transactions: its own, or each leg's of a private route (with where leg one paid). */
function transactionRows(view: OrderView, hash: HashText): [string, string][] {
  type Hashes = Pick<OrderView, 'depositHash' | 'payoutHash' | 'refundHash'>;
  const rows = (name: (what: string) => string, side: Hashes): [string, string][] => [
    [name('deposit'), hash(side.depositHash)],
    [name('payout'), hash(side.payoutHash)],
    [name('refund'), hash(side.refundHash)],
  ];
  if (!view.legs) {
    return rows((what) => `${what[0]!.toUpperCase()}${what.slice(1)} transaction`, view);
  }
  const [one, two] = view.legs;
  return [
    ['Leg one paid out to', `${one.receive.address} (leg two's deposit address)`],
    ['Leg two refund address', two.refundAddress ?? 'none'],
    ...rows((what) => `Leg one ${what} transaction`, one),
    ...rows((what) => `Leg two ${what} transaction`, two),
  ];
}

/** Why a figure reads as it does on a receipt: the provider's words on a warned figure. */
const WARNING_TEXT: Record<AmountWarning, string> = {
  'deposit-high': 'the provider reports a deposit over twice the amount agreed',
  'payout-low': 'the provider reports a payout more than 10% under the estimate',
  'payout-high': 'the provider reports a payout over twice the estimate',
};

/**
 * The receipt: what happened, once the order is final. `finalAt`: when the site saw it so;
 * `promised`: the estimate the order was placed on, from its terms (null: none kept), against
 * which a payout under it is stated as a shortfall.
 */
export function receiptText(
  site: Signatory,
  order: DocumentOrder,
  finalAt: number,
  promised: string | null = null,
): string {
  const { view } = order;
  const status = isOrderStatus(view.status) ? ORDER_STATUS_TEXT[view.status] : 'Unknown';
  const hash = (value: string | null | undefined) =>
    value ?? (value === null ? 'not reported' : 'not given by this provider');
  const to = view.receive.symbol;
  const paid = coinFigure(view.receive.amount, to);
  const short =
    promised !== null && view.status === ORDER_STATUS.completed
      ? Number(promised) - Number(paid)
      : 0;
  const rows: [string, string][] = [
    ...heading('receipt', site, {
      orderId: view.orderId,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      from: view.send.symbol,
      to,
      secondLeg: order.secondLeg,
    }),
    ['Final status', `${status} (${view.status})`],
    ['Final as of', iso(finalAt)],
    ['Deposit seen', view.firstReceivedAt ? iso(view.firstReceivedAt) : 'none'],
    [
      'Amount sent',
      `${coinFigure(view.send.amount, view.send.symbol)} ${view.send.symbol} (provider's figure)`,
    ],
    ['Amount received', `${paid} ${to} (provider's figure)`],
    ...(promised === null ? [] : [['Estimate at order', `${promised} ${to}`] as [string, string]]),
    ...(short > 0
      ? [['Shortfall', `${coinFigure(short, to)} ${to} under the estimate`] as [string, string]]
      : []),
    ...(view.amountWarnings ?? []).map(
      (warning) => ['Warning', WARNING_TEXT[warning]] as [string, string],
    ),
    ['Receiving address', view.receive.address],
    ['Refund address', view.refundAddress || 'none'],
    ...transactionRows(view, hash),
    ['Guarantee', `/order/${view.orderId}/guarantee.txt`],
    ['Build commit', site.commit],
    ['Signing key id', site.keyId],
  ];
  return `${[`${SITE_NAME}: receipt`, '', lines(rows), ...verifyHint('receipt', site.keyId)].join('\n')}`;
}

/**
 * The deposit a kept guarantee names: the only one the order page may ever show (decision 020).
 * Its lines are one plain line each (reply-checks.ts passed them), so they read back whole.
 */
export function depositNamedIn(guarantee: string): Deposit | null {
  const line = (label: string) =>
    new RegExp(`^${label.replace('/', '\\/')}:\\s+(.+)$`, 'm').exec(guarantee)?.[1] ?? null;
  const address = line('Deposit address');
  return address === null ? null : { address, memo: line('Deposit memo/tag') };
}

/** The key id a kept text names on its 'Signing key id' line; null when it names none. */
export function keyIdNamedIn(text: string): string | null {
  const match = /^Signing key id:\s+([0-9a-f]{64})$/m.exec(text);
  return match ? match[1]! : null;
}
