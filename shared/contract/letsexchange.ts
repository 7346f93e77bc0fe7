import { z } from 'zod';
import type { CoinSymbol } from '../coins.js';
import { ORDER_STATUS, type OrderStatus } from '../order-status.js';
import type { ProtocolDescriptor } from './protocol-descriptor.js';

// Contract 5: LetsExchange's API v1 (https://api.letsexchange.io/api/v1/, described at
// https://api-doc.letsexchange.io/), as the site's codec reads it and the sandbox writes it. JSON
// over HTTPS, the key as a Bearer token in the Authorization header. Figures travel as decimal
// text. The shapes were checked against replies captured from the real API
// (server/upstream/fixtures/letsexchange/, with their source).

export const LETSEXCHANGE_API_KEY_HEADER = 'authorization';
export const LETSEXCHANGE_KEY_SCHEME = 'Bearer';

/**
 * Our coins as LetsExchange names them: a ticker and the network it travels on. A chain's own coin
 * names its chain by its ticker; a token names the token standard (USDT on ERC20, as the captured
 * creation shows; TRC20 and BEP20 beside it).
 */
export const LETSEXCHANGE_COINS: Partial<Record<CoinSymbol, { coin: string; network: string }>> = {
  BTC: { coin: 'BTC', network: 'BTC' },
  ETH: { coin: 'ETH', network: 'ETH' },
  BNB: { coin: 'BNB', network: 'BEP20' },
  USDT: { coin: 'USDT', network: 'ERC20' },
  BUSDBSC: { coin: 'BUSD', network: 'BEP20' },
  DAI: { coin: 'DAI', network: 'ERC20' },
  SOL: { coin: 'SOL', network: 'SOL' },
  MATIC: { coin: 'MATIC', network: 'MATIC' },
  ADA: { coin: 'ADA', network: 'ADA' },
  XRP: { coin: 'XRP', network: 'XRP' },
  XMR: { coin: 'XMR', network: 'XMR' },
  USDTTRC: { coin: 'USDT', network: 'TRC20' },
  USDTBSC: { coin: 'USDT', network: 'BEP20' },
  DAIBSC: { coin: 'DAI', network: 'BEP20' },
};

/** Our symbol for a LetsExchange coin on a network; null when it is none of ours. */
export function coinOfLetsexchange(coin: string, network: string): CoinSymbol | null {
  const upper = coin.toUpperCase();
  const on = network.toUpperCase();
  for (const [ours, names] of Object.entries(LETSEXCHANGE_COINS)) {
    if (names.coin === upper && names.network === on) return ours as CoinSymbol;
  }
  return null;
}

/**
 * LetsExchange's transaction statuses (its documentation's list), mapped to the spec's numbers as
 * the other providers' are: refund is final, and a deposit it holds for checks reads as on hold
 * (holdOf below), whatever word the status says then.
 */
export const LETSEXCHANGE_STATUS: Record<string, OrderStatus> = {
  wait: ORDER_STATUS.waiting,
  confirmation: ORDER_STATUS.anonymizing,
  confirmed: ORDER_STATUS.anonymizing,
  exchanging: ORDER_STATUS.swapping,
  sending: ORDER_STATUS.finishing,
  sending_confirmation: ORDER_STATUS.finishing,
  success: ORDER_STATUS.completed,
  overdue: ORDER_STATUS.expired,
  error: ORDER_STATUS.failed,
  refund: ORDER_STATUS.refunded,
};

/** The site's number for a provider's word; null for a word the site does not know. */
export const statusOfLetsexchange = (word: string): OrderStatus | null =>
  Object.hasOwn(LETSEXCHANGE_STATUS, word) ? LETSEXCHANGE_STATUS[word]! : null;

/** A decimal as the API writes figures ("0.001", "178.908"); numbers are taken too. */
const decimalText = z.union([
  z.string().regex(/^\d+(?:\.\d+)?$/),
  z.number().finite().nonnegative(),
]);

/**
 * A figure of a transaction as the API reports it: text that is no decimal ("NaN", "-1") reads as
 * NaN, so the reply is read and the gate calls the figure wrong (a mismatch the page shows),
 * rather than the whole reply failing as an outage on every poll.
 */
const reportedDecimal = z
  .union([z.string(), z.number()])
  .transform((value) =>
    typeof value === 'number' || /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : Number.NaN,
  );

/**
 * A refusal: 4xx with {error: "<text>"} (a key refused) or, for a body it will not take,
 * {success: false, error: {validation: {<field>: ["<why>"]}}} (the captured info_bad_request).
 */
export const letsexchangeErrorSchema = z.object({
  error: z.union([z.string(), z.object({ validation: z.record(z.string(), z.array(z.string())) })]),
});

/** POST info (floating) and info-revert (fixed, an amount to receive): the estimate and limits. */
export const letsexchangeInfoSchema = z.object({
  min_amount: decimalText,
  max_amount: decimalText,
  /** what the visitor receives for the amount asked (info); what to send (info-revert) */
  amount: decimalText,
  rate_id: z.string().nullish(),
});

/** One of the provider's AML findings on a deposit, as its documentation describes them. */
const amlSignalSchema = z.object({
  signal: z.string(),
  signalPercent: z.number().finite().nullish(),
});

/** A transaction, as both the creation and the by-id call return it. */
export const letsexchangeTransactionSchema = z.object({
  transaction_id: z.string().min(1),
  status: z.string(),
  coin_from: z.string(),
  coin_to: z.string(),
  coin_from_network: z.string(),
  coin_to_network: z.string(),
  deposit_amount: reportedDecimal,
  withdrawal_amount: reportedDecimal,
  real_deposit_amount: reportedDecimal.nullish(),
  real_withdrawal_amount: reportedDecimal.nullish(),
  deposit: z.string(),
  deposit_extra_id: z.string().nullish(),
  withdrawal: z.string(),
  withdrawal_extra_id: z.string().nullish(),
  return: z.string().nullish(),
  hash_in: z.string().nullish(),
  hash_out: z.string().nullish(),
  return_hash: z.string().nullish(),
  /** "2026-07-29 17:04:31", in UTC */
  created_at: z.string(),
  aml_error_signals: z.array(amlSignalSchema).nullish(),
  kyc_url: z.string().nullish(),
});
export type LetsexchangeTransaction = z.infer<typeof letsexchangeTransactionSchema>;

/** The body of POST info and info-revert, as the sandbox reads it. */
export const letsexchangeInfoRequestSchema = z.object({
  from: z.string(),
  to: z.string(),
  network_from: z.string(),
  network_to: z.string(),
  amount: z.string(),
  float: z.boolean().optional(),
});

/** The body of POST transaction, as the sandbox reads it. */
export const letsexchangeCreateSchema = z.object({
  coin_from: z.string(),
  coin_to: z.string(),
  network_from: z.string(),
  network_to: z.string(),
  deposit_amount: z.string(),
  withdrawal: z.string().min(1),
  withdrawal_extra_id: z.string().optional(),
  return: z.string().optional(),
  float: z.boolean(),
  rate_id: z.string().optional(),
});

/** "2026-07-29 17:04:31" (UTC, no zone written) as epoch seconds; null when unreadable. */
export function epochOfLetsexchange(text: string): number | null {
  const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/**
 * Why the provider holds a deposit, in its own words: the AML findings it flagged and the link
 * where it asks for identity. null: it holds nothing.
 */
export function holdOf(transaction: LetsexchangeTransaction): string | null {
  const signals = (transaction.aml_error_signals ?? []).map(({ signal, signalPercent }) =>
    signalPercent == null ? signal : `${signal} ${signalPercent}%`,
  );
  const words = [
    ...(signals.length > 0 ? [`AML check: ${signals.join(', ')}`] : []),
    ...(transaction.kyc_url ? [`identity asked at ${transaction.kyc_url}`] : []),
  ];
  return words.length > 0 ? words.join('; ') : null;
}

/** The protocol's descriptor: its key, its default API, what it carries, its sandbox dialect. */
export const LETSEXCHANGE_PROTOCOL: ProtocolDescriptor = {
  keyHeader: LETSEXCHANGE_API_KEY_HEADER,
  keyScheme: LETSEXCHANGE_KEY_SCHEME,
  needsKey: true,
  defaultUrl: 'https://api.letsexchange.io/api/v1/',
  // floating rates, as StealthEX's (decision 019): no rate id to carry
  capabilities: {
    mintsOrderIds: true,
    takesRefundAndMemo: true,
    fixesRates: false,
    hopsThroughMonero: false,
  },
  sandboxPath: 'letsexchange/api/v1/',
  contractName: "LetsExchange's API v1",
};
