import { z } from 'zod';
import type { CoinSymbol } from '../coins.js';
import { ORDER_STATUS, type OrderStatus } from '../order-status.js';
import type { ProtocolDescriptor } from './protocol-descriptor.js';

// Contract 4: StealthEX's API v4 (https://api.stealthex.io/v4/, its OpenAPI description at
// https://api.stealthex.io/docs/), as the site's codec reads it and the sandbox writes it. JSON
// over HTTPS, the key in the Authorization header. The shapes were checked against replies
// captured from the real API (server/upstream/fixtures/stealthex/, with their source).

export const STEALTHEX_API_KEY_HEADER = 'authorization';

/**
 * Our coins as StealthEX names them: a symbol and the network it travels on. A chain's own coin
 * is on `mainnet` (btc, eth, sol, xmr...); a token names its chain (usdt on eth, trx or bsc), as
 * the captured creation shows (usdt on eth). BNB is the BNB Smart Chain's coin, so bsc.
 */
export const STEALTHEX_COINS: Partial<Record<CoinSymbol, { symbol: string; network: string }>> = {
  BTC: { symbol: 'btc', network: 'mainnet' },
  ETH: { symbol: 'eth', network: 'mainnet' },
  BNB: { symbol: 'bnb', network: 'bsc' },
  USDT: { symbol: 'usdt', network: 'eth' },
  BUSDBSC: { symbol: 'busd', network: 'bsc' },
  DAI: { symbol: 'dai', network: 'eth' },
  SOL: { symbol: 'sol', network: 'mainnet' },
  MATIC: { symbol: 'matic', network: 'mainnet' },
  ADA: { symbol: 'ada', network: 'mainnet' },
  XRP: { symbol: 'xrp', network: 'mainnet' },
  XMR: { symbol: 'xmr', network: 'mainnet' },
  USDTTRC: { symbol: 'usdt', network: 'trx' },
  USDTBSC: { symbol: 'usdt', network: 'bsc' },
  DAIBSC: { symbol: 'dai', network: 'bsc' },
};

/** Our symbol for a StealthEX symbol on a network; null when it is none of ours. */
export function coinOfStealthex(symbol: string, network: string): CoinSymbol | null {
  const lower = symbol.toLowerCase();
  const on = network.toLowerCase();
  for (const [ours, coin] of Object.entries(STEALTHEX_COINS)) {
    if (coin.symbol === lower && coin.network === on) return ours as CoinSymbol;
  }
  return null;
}

/** The route of a pair, as every rates and exchanges call carries it; null for a coin it lacks. */
export function routeOf(from: CoinSymbol, to: CoinSymbol) {
  const a = STEALTHEX_COINS[from];
  const b = STEALTHEX_COINS[to];
  return a && b ? { from: a, to: b } : null;
}

/**
 * StealthEX's exchange statuses, mapped to the spec's numbers as ChangeNOW's are (the same
 * departures: refunded final, verifying on hold).
 */
export const STEALTHEX_STATUS: Record<string, OrderStatus> = {
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
export const statusOfStealthex = (word: string): OrderStatus | null =>
  Object.hasOwn(STEALTHEX_STATUS, word) ? STEALTHEX_STATUS[word]! : null;

/**
 * The rate the site asks for: floating (docs/decisions/019). A floating estimate needs no rate id,
 * and the site's own moved-estimate rule holds the order to the estimate shown.
 */
export const STEALTHEX_RATE = 'floating';

/** The error kinds the site reads (the `err.kind` of a 4xx reply), from the OpenAPI description. */
export const STEALTHEX_ERRORS = {
  noPair: 'NoPair',
  notFound: 'NotFound',
  notAllowed: 'NotAllowed',
  noExchangeRoute: 'NoExchangeRoute',
  routeIsDisabled: 'RouteIsDisabled',
  marketUnavailable: 'MarketUnavailable',
  invalidAmount: 'InvalidAmount',
  invalidData: 'InvalidData',
  rateId: 'RateId',
  extraId: 'ExtraId',
  noUserApiKey: 'NoUserApiKey',
  routesMismatch: 'RoutesMismatch',
} as const;

/** A refusal: 4xx with {err: {kind, details}}. */
export const stealthexErrorSchema = z.object({
  err: z.object({ kind: z.string(), details: z.string().nullish() }),
});

export const stealthexRangeSchema = z.object({
  min_amount: z.number().finite().nonnegative(),
  /** null: no upper limit */
  max_amount: z.number().finite().nonnegative().nullable(),
});

export const stealthexEstimateSchema = z.object({
  estimated_amount: z.number().finite(),
  /** a fixed rate's id and end; absent for a floating estimate */
  rate: z.object({ id: z.string(), valid_until: z.string() }).nullish(),
});

/**
 * A figure an exchange reports: a number, null, or (anything else: "NaN", 1e999) NaN, so that
 * the reply is read and shown as a provider's mismatch (reply-checks.ts), not an outage.
 */
const reportedFigure = z.preprocess(
  (value) =>
    value === null || (typeof value === 'number' && Number.isFinite(value)) ? value : Number.NaN,
  z.union([z.number(), z.nan()]).nullable(),
);

const sideSchema = z.object({
  symbol: z.string(),
  network: z.string(),
  amount: reportedFigure,
  expected_amount: reportedFigure,
  address: z.string(),
  extra_id: z.string().nullish(),
  tx_hash: z.string().nullish(),
});

/** An exchange, as both the creation (201) and the by-id call (200) return it. */
export const stealthexExchangeSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  rate: z.string(),
  deposit: sideSchema,
  withdrawal: sideSchema,
  refund_address: z.string().nullish(),
  refund_extra_id: z.string().nullish(),
  created_at: z.string(),
  expires_at: z.string().nullish(),
});

/** The body of POST exchanges, as the sandbox reads it. */
export const stealthexCreateSchema = z.object({
  route: z.object({
    from: z.object({ symbol: z.string(), network: z.string() }),
    to: z.object({ symbol: z.string(), network: z.string() }),
  }),
  estimation: z.enum(['direct', 'reversed']),
  rate: z.enum(['floating', 'fixed']),
  amount: z.number().finite().positive(),
  address: z.string().min(1),
  extra_id: z.string().optional(),
  refund_address: z.string().optional(),
  refund_extra_id: z.string().optional(),
  rate_id: z.string().optional(),
});

/** The body of POST rates/range and rates/estimated-amount, as the sandbox reads it. */
export const stealthexRatesSchema = stealthexCreateSchema
  .pick({ route: true, estimation: true, rate: true })
  .extend({ amount: z.number().finite().positive().optional() });

/** The protocol's descriptor: its key, its default API, what it carries, its sandbox dialect. */
export const STEALTHEX_PROTOCOL: ProtocolDescriptor = {
  keyHeader: STEALTHEX_API_KEY_HEADER,
  needsKey: true,
  defaultUrl: 'https://api.stealthex.io/v4/',
  // floating rates: no rate id to carry (docs/decisions/019)
  capabilities: {
    mintsOrderIds: true,
    takesRefundAndMemo: true,
    fixesRates: false,
    hopsThroughMonero: false,
  },
  sandboxPath: 'stealthex/v4/',
  // does not hold a flagged deposit; a refund needs no identity
  sandboxProvider: {
    name: 'stealth',
    label: 'Sandbox Stealth',
    rating: 'A',
    refundNeedsKyc: false,
  },
  contractName: "StealthEX's API v4",
};
