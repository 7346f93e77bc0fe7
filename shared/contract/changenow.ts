import { z } from 'zod';
import type { CoinSymbol } from '../coins.js';
import { ORDER_STATUS, type OrderStatus } from '../order-status.js';
import type { ProtocolDescriptor } from './protocol-descriptor.js';

// Contract 3: a ChangeNOW-compatible provider's API v2, as the site's adapter reads it
// and the sandbox writes it. Written from ChangeNOW's public API v2 documentation and public
// client code (EdgeApp edge-exchange-plugins, src/swap/central/changenow.ts): JSON over HTTPS,
// the key in the x-changenow-api-key header.

export const CHANGENOW_API_KEY_HEADER = 'x-changenow-api-key';

/**
 * Our coins as ChangeNOW's API v2 names them: a currency ticker and the network it travels on
 * (https://api.changenow.io/v2/exchange/currencies lists both). Tokens share their ticker across
 * networks (usdt on eth, trx and bsc), so the network is what tells them apart. Networks as
 * ChangeNOW's public client code uses them (EdgeApp edge-exchange-plugins, src/mappings/
 * changenow.ts: ethereum eth, binancesmartchain bsc, tron trx, polygon matic, ripple xrp...).
 * Polygon's coin keeps the ticker matic here; a provider that has moved it to pol answers the
 * pair as unavailable, which the site shows as "no price", never as a wrong swap.
 */
export const CHANGENOW_COINS: Partial<Record<CoinSymbol, { ticker: string; network: string }>> = {
  BTC: { ticker: 'btc', network: 'btc' },
  ETH: { ticker: 'eth', network: 'eth' },
  BNB: { ticker: 'bnb', network: 'bsc' },
  USDT: { ticker: 'usdt', network: 'eth' },
  BUSDBSC: { ticker: 'busd', network: 'bsc' },
  DAI: { ticker: 'dai', network: 'eth' },
  SOL: { ticker: 'sol', network: 'sol' },
  MATIC: { ticker: 'matic', network: 'matic' },
  ADA: { ticker: 'ada', network: 'ada' },
  XRP: { ticker: 'xrp', network: 'xrp' },
  XMR: { ticker: 'xmr', network: 'xmr' },
  USDTTRC: { ticker: 'usdt', network: 'trx' },
  USDTBSC: { ticker: 'usdt', network: 'bsc' },
  DAIBSC: { ticker: 'dai', network: 'bsc' },
};

/** Our symbol for a ticker on a network; null when it is none of ours. */
export function coinOfChangenow(
  ticker: string,
  network: string | null | undefined,
): CoinSymbol | null {
  const lower = ticker.toLowerCase();
  for (const [symbol, coin] of Object.entries(CHANGENOW_COINS)) {
    if (coin.ticker === lower && (network == null || coin.network === network.toLowerCase())) {
      return symbol as CoinSymbol;
    }
  }
  return null;
}

/**
 * ChangeNOW's exchange statuses, in the order an exchange goes through them, mapped to the
 * spec's display numbers. `refunded` (final) and `verifying` (on hold for checks, not
 * final) are not in the spec: they are departures with their own numbers and texts
 * (shared/order-status.ts, docs/decisions/014).
 */
export const CHANGENOW_STATUS: Record<string, OrderStatus> = {
  new: ORDER_STATUS.waiting,
  waiting: ORDER_STATUS.waiting,
  confirming: ORDER_STATUS.anonymizing,
  exchanging: ORDER_STATUS.swapping,
  sending: ORDER_STATUS.finishing,
  finished: ORDER_STATUS.completed,
  expired: ORDER_STATUS.expired,
  failed: ORDER_STATUS.failed,
  refunded: ORDER_STATUS.refunded,
  verifying: ORDER_STATUS.verifying,
};

/** The site's number for a provider's word; null for a word the site does not know. */
export function statusOfChangenow(word: string): OrderStatus | null {
  return Object.hasOwn(CHANGENOW_STATUS, word) ? CHANGENOW_STATUS[word]! : null;
}

/**
 * A number as the provider sends it: a JSON number or a numeric string. An empty string or null is
 * a number the provider has not got yet, missing, never 0 (z.coerce.number() made both 0, and an
 * order showed the visitor a receive amount of 0).
 */
const asNumber = (value: unknown) =>
  value === '' || value === null
    ? undefined
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : value;
const providerNumber = z.preprocess(asNumber, z.number().finite());
const missingOr = z.preprocess(asNumber, z.number().finite().optional());
/**
 * A figure a status reply reports: a number, missing, or (anything else: "NaN", 1e999) NaN, so
 * that the reply is read and shown as a provider's mismatch (reply-checks.ts), not an outage.
 */
const reportedFigure = z.preprocess(
  (value) => {
    const number = asNumber(value);
    if (number === undefined) return undefined;
    return typeof number === 'number' && Number.isFinite(number) ? number : Number.NaN;
  },
  z.union([z.number(), z.nan()]).optional(),
);

/** A provider's refusal: HTTP 4xx with {error, message}. */
export const errorReplySchema = z.object({
  error: z.string().optional(),
  message: z.string().optional(),
});

export const estimateReplySchema = z.object({
  toAmount: providerNumber,
  rateId: z.string().nullish(),
  /** ISO time the rate holds until */
  validUntil: z.string().nullish(),
});

export const rangeReplySchema = z.object({
  minAmount: providerNumber,
  maxAmount: missingOr,
});

export const exchangeReplySchema = z.object({
  id: z.string().min(1),
  payinAddress: z.string().min(1),
  payinExtraId: z.string().nullish(),
  /** what the exchange pays out to and refunds to, as the provider took them */
  payoutAddress: z.string().nullish(),
  payoutExtraId: z.string().nullish(),
  refundAddress: z.string().nullish(),
  /** the amounts the exchange was made on (the real API repeats them) */
  fromAmount: reportedFigure,
  toAmount: reportedFigure,
  /** the pair it was made for (the real API repeats it too) */
  fromCurrency: z.string().nullish(),
  toCurrency: z.string().nullish(),
  fromNetwork: z.string().nullish(),
  toNetwork: z.string().nullish(),
});

export const byIdReplySchema = z.object({
  id: z.string(),
  status: z.string(),
  fromCurrency: z.string(),
  fromNetwork: z.string().nullish(),
  toCurrency: z.string(),
  toNetwork: z.string().nullish(),
  expectedAmountFrom: reportedFigure,
  expectedAmountTo: reportedFigure,
  amountFrom: reportedFigure,
  amountTo: reportedFigure,
  payinAddress: z.string(),
  payoutAddress: z.string(),
  payinExtraId: z.string().nullish(),
  payoutExtraId: z.string().nullish(),
  refundAddress: z.string().nullish(),
  createdAt: z.string(),
  depositReceivedAt: z.string().nullish(),
  /** the deposit's, the payout's and a refund's transaction hashes, once there are any */
  payinHash: z.string().nullish(),
  payoutHash: z.string().nullish(),
  refundHash: z.string().nullish(),
  /** ISO time the fixed rate (and so the deposit) holds until */
  validUntil: z.string().nullish(),
});

/** One side of an exchange in the partner list: what was sent in (payin) or paid out (payout). */
const listedSideSchema = z.object({
  address: z.string(),
  currency: z.string(),
  network: z.string().nullish(),
  extraId: z.string().nullish(),
  amount: reportedFigure,
  expectedAmount: reportedFigure,
});

/**
 * One exchange of the partner's list (GET exchanges), as far as the site reads it: `requestId` is
 * the exchange's id, the one the creation answered and by-id takes (the documentation calls it
 * "Transaction ID"; EdgeApp's edge-reports-server, src/partners/changenow.ts, reads the list the
 * same way). `exchangeId` is another id the site never uses.
 */
export const listedExchangeSchema = z.object({
  requestId: z.string().min(1).max(64),
  status: z.string(),
  createdAt: z.string(),
  payin: listedSideSchema,
  payout: listedSideSchema,
});

/** The partner list: its items stay unread here, so one odd item never hides the others. */
export const exchangesReplySchema = z.object({
  count: z.number().optional(),
  exchanges: z.array(z.unknown()),
});

/** The error words the site reads (the `error` of a 4xx reply). */
export const CHANGENOW_ERRORS = {
  notValidAddress: 'not_valid_address',
  notValidRefundAddress: 'not_valid_refund_address',
  notValidExtraId: 'not_valid_extra_id',
  outOfRange: 'out_of_range',
  depositTooSmall: 'deposit_too_small',
  rateExpired: 'rate_id_not_found_or_expired',
  pairInactive: 'pair_is_inactive',
  fixedRateOff: 'fixed_rate_not_enabled',
  noLiquidity: 'not_enough_liquidity',
  notFound: 'not_found',
  /** a parameter the provider will not take: a coin it does not list, an amount too small */
  notValidParams: 'not_valid_params',
  unauthorized: 'unauthorized',
} as const;

/** The protocol's descriptor: its key, its default API, what it carries, its sandbox dialect. */
export const CHANGENOW_PROTOCOL: ProtocolDescriptor = {
  keyHeader: CHANGENOW_API_KEY_HEADER,
  needsKey: true,
  defaultUrl: 'https://api.changenow.io/v2/',
  capabilities: {
    mintsOrderIds: true,
    takesRefundAndMemo: true,
    fixesRates: true,
    hopsThroughMonero: false,
  },
  sandboxPath: 'v2/',
  // may hold a flagged deposit until the visitor answers questions; a refund may need identity
  sandboxProvider: { name: 'change', label: 'Sandbox Change', rating: 'C', refundNeedsKyc: true },
  contractName: "ChangeNOW's API v2",
};
