import { z } from 'zod';
import { AMOUNT_PATTERN } from '../amount.js';
import { isSelectableSymbol } from '../coins.js';
import { ORDER_ID_PATTERN } from '../order-id.js';
import { routeSchema } from './route.js';

// Contract 1: browser <-> BFF (JSON). Both sides parse with these.

const selectableSymbolSchema = z
  .string()
  .refine(isSelectableSymbol, { message: 'is not a coin you can swap' });

const amountSchema = z
  .string()
  .regex(AMOUNT_PATTERN, { message: 'must be a decimal number like 1.5' })
  .refine((value) => Number(value) > 0, { message: 'must be more than 0' });

export const orderIdSchema = z
  .string()
  .regex(ORDER_ID_PATTERN, { message: 'must be 22 letters, digits, - or _' });

/** Printable ASCII without spaces; each coin's own rule is applied by the address check. */
export const addressTextSchema = z
  .string()
  .min(1, { message: 'is required' })
  .max(128, { message: 'is too long' })
  .regex(/^[\x21-\x7e]+$/, { message: 'has characters no wallet address uses' });

export const priceQuerySchema = z.strictObject({
  from: selectableSymbolSchema,
  to: selectableSymbolSchema,
  amount: amountSchema,
});
export type PriceQuery = z.input<typeof priceQuerySchema>;

const rateIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, { message: 'must be up to 128 letters, digits, - or _' });

/** A memo or tag for the receiving address; each coin's own rule is applied by receive-memo.ts. */
const receiveMemoSchema = z
  .string()
  .min(1, { message: 'is required' })
  .max(64, { message: 'is too long' });

/** A provider's name as PROVIDERS gives it: lower case, fixed by the operator, a metric label too. */
const providerNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,23}$/, { message: 'must be a configured provider name' });

/**
 * What a provider does with a deposit flagged as tainted, as the operator states it: A (never
 * holds one) to D (may keep it), the scale the well-known aggregators use; null when not stated.
 */
export const FLAGGED_DEPOSIT_RATINGS = ['A', 'B', 'C', 'D'] as const;
export type FlaggedDepositRating = (typeof FLAGGED_DEPOSIT_RATINGS)[number];

/**
 * What an order request's `provider` names: one configured provider, or a private route's two
 * (`first+second`: leg one at the first, leg two at the second; shared/private-route.ts).
 */
const providerChoiceSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,23}(?:\+[a-z][a-z0-9-]{0,23})?$/, {
    message: 'must be a configured provider name, or two joined by +',
  });

/** One leg of a private route's offer: a swap at one provider (decision 030). */
export const offerLegSchema = z.object({
  provider: providerNameSchema,
  label: z.string(),
  from: z.string(),
  to: z.string(),
  /** what this leg is expected to pay out, in `to` */
  estimate: z.number(),
  rating: z.enum(FLAGGED_DEPOSIT_RATINGS).nullable(),
  refundNeedsKyc: z.boolean().nullable(),
});
export type OfferLeg = z.infer<typeof offerLegSchema>;

/** One provider's answer to a quote, among several (PROVIDERS); or a private route's two legs. */
export const offerSchema = z.object({
  /** a provider's name; a private route's `first+second` (providerChoiceSchema) */
  provider: providerChoiceSchema,
  /** the provider's name as visitors read it */
  label: z.string(),
  estimate: z.number(),
  min: z.number(),
  max: z.number(),
  route: routeSchema,
  rateId: rateIdSchema.optional(),
  validUntil: z.number().int().positive().optional(),
  /** the rate is fixed until validUntil (else it floats until the deposit is swapped) */
  fixedRate: z.boolean(),
  rating: z.enum(FLAGGED_DEPOSIT_RATINGS).nullable(),
  /** a refund needs the visitor's identity; null when not stated */
  refundNeedsKyc: z.boolean().nullable(),
  /**
   * far above every other provider's offer (OUT_OF_LINE_PERCENT over the runner-up): listed
   * last, never the best offer, ordered only when the visitor picks it
   */
  outOfLine: z.boolean().optional(),
  /**
   * how far below the market reference's cross rate the estimate is, in percent (negative:
   * above it, within ABOVE_MARKET_LIMIT_PERCENT); absent while the market check is off
   */
  belowMarketPercent: z.number().optional(),
  /** no market price can be trusted now: this offer is not checked against one */
  unchecked: z.boolean().optional(),
  /**
   * A private route (decision 030): leg one (the visitor's coin to Monero) at one provider, paid
   * out to leg two (Monero to the coin wanted) at another. Absent on a direct offer.
   */
  legs: z.tuple([offerLegSchema, offerLegSchema]).optional(),
  /** about how long the swap takes, in minutes, from the deposit seen */
  minutes: z.number().int().positive().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

export const priceQuoteSchema = z.object({
  /** null when the upstream says -1 (pair or amount cannot be served) */
  estimate: z.number().nullable(),
  min: z.number(),
  /** 0 means no maximum */
  max: z.number(),
  route: routeSchema,
  /** a provider's fixed-rate id for this estimate; absent with the price service */
  rateId: rateIdSchema.optional(),
  /** epoch seconds until which `rateId` holds */
  validUntil: z.number().int().positive().optional(),
  /**
   * With several providers: every provider's offer, best first (most received); the fields above
   * are the best offer's. Absent with one upstream.
   */
  offers: z.array(offerSchema).optional(),
  /** the estimate's place against the market reference, as an offer's (absent: no check) */
  belowMarketPercent: z.number().optional(),
  /**
   * The market check (absent: no reference is configured). 'on': against a fresh reference price;
   * 'stale': the reference cannot be reached, offers are held to its last good price (the same
   * bound for 15 minutes, a wide one for up to a day); 'off': no reference price can be trusted,
   * so every offer is unchecked and `pickRequired` is set.
   */
  marketCheck: z.enum(['on', 'stale', 'off']).optional(),
  /**
   * No offer can be checked now: none is chosen for the visitor, `offers` lists every one (even a
   * single provider's), and an order must name the one picked (else 400 'pick-an-offer').
   */
  pickRequired: z.boolean().optional(),
  /** every offer was too far above the market to be trusted: no price can be given now */
  withheld: z.boolean().optional(),
  /**
   * With two or more providers and a pair without Monero: the private routes' offers, best
   * first, listed apart from `offers` and never the one chosen for the visitor (decision 030).
   */
  privateOffers: z.array(offerSchema).optional(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** A receive estimate as a visitor was shown it: a plain decimal, 0 allowed. */
const shownEstimateSchema = z
  .string()
  .max(40, { message: 'is too long' })
  .regex(/^\d+(?:\.\d+)?$/, { message: 'must be a decimal number like 0.19' });

/**
 * One order as either door receives it (the JSON body; the script-free form's fields). `estimate`
 * is the estimate the visitor was shown: with it the server quotes afresh and orders only when the
 * new estimate is within QUOTE_MOVE_LIMIT_PERCENT of it (else 409 ESTIMATE_MOVED). Without it
 * the order is placed on `route`, the shown quote's; with neither, on a fresh quote. Later fields
 * (a refund address, a memo, a provider's rate id) join as optional members.
 */
export const createOrderRequestSchema = z.strictObject({
  from: selectableSymbolSchema,
  to: selectableSymbolSchema,
  amount: amountSchema,
  address: addressTextSchema,
  route: routeSchema.optional(),
  estimate: shownEstimateSchema.optional(),
  /** only where the upstream takes them (runtime config `refundAndMemo`) */
  refundAddress: addressTextSchema.optional(),
  receiveMemo: receiveMemoSchema.optional(),
  /** the shown quote's fixed rate; past `validUntil` the server quotes afresh first */
  rateId: rateIdSchema.optional(),
  validUntil: z.number().int().positive().optional(),
  /**
   * with several providers: the one the visitor picked (a private route's `first+second`); the
   * best direct offer's when absent
   */
  provider: providerChoiceSchema.optional(),
  /**
   * a private route only: a Monero address of the visitor's where leg two refunds if it cannot
   * be made (optional; without it that provider asks the visitor for one)
   */
  xmrRefundAddress: addressTextSchema.optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

export const createOrderResponseSchema = z.object({ orderId: orderIdSchema });
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export { IDEMPOTENCY_KEY_HEADER } from './names.js';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8 to 64 letters, digits, - or _' });

/** A transaction hash as chains write them: hex (0x-prefixed on EVM chains) or base58. */
export const transactionHashSchema = z.string().regex(/^[A-Za-z0-9]{16,160}$/);

const orderSideSchema = z.object({
  symbol: z.string(),
  amount: z.number(),
  address: z.string(),
  /**
   * send: the memo or tag the deposit must carry (a provider's payin extra id); receive: the
   * visitor's destination tag. Absent or null when there is none.
   */
  memo: z.string().nullable().optional(),
});

/**
 * What a provider's reply changed or got wrong against the order the visitor asked for: the coins,
 * the visitor's receiving address, memo or refund address, or a deposit address, memo, id or
 * figure the site cannot vouch for (server/upstream/reply-checks.ts).
 */
export const PROVIDER_MISMATCHES = [
  'coins',
  'receive-address',
  'receive-memo',
  'refund-address',
  'deposit-address',
  'deposit-memo',
  'order-id',
  'amounts',
  'status',
  /** a transaction hash that is not one (text a page or a receipt must not carry) */
  'hashes',
  /** the order has no terms kept at creation: nothing to hold a reply to */
  'terms',
  /** a reply its protocol's schema refuses (a figure or text no honest reply carries) */
  'unreadable',
] as const;
export type ProviderMismatch = (typeof PROVIDER_MISMATCHES)[number];

/**
 * What a provider reported after the deposit that is far from the order's terms (decision 020's
 * bounds): a deposit over twice the amount agreed, a payout more than 10% under the estimate or
 * over twice it. Shown as a warning and sent to support; the order stays visible.
 */
export const AMOUNT_WARNINGS = ['deposit-high', 'payout-low', 'payout-high'] as const;
export type AmountWarning = (typeof AMOUNT_WARNINGS)[number];

/** The longest hold reason shown: a few flagged checks and a link. */
export const HOLD_REASON_MAX = 400;

/** One leg of a private route's order as the visitor follows it (decision 030). */
export const orderLegViewSchema = z.object({
  /** the provider's name as visitors read it */
  provider: z.string(),
  /** 0-8 as the order's own; each leg's own progress */
  status: z.number().int().min(0).max(8),
  send: orderSideSchema,
  /** leg one: paid out to leg two's deposit address; leg two: to the visitor's address */
  receive: orderSideSchema,
  /** leg one: the visitor's refund address; leg two: the visitor's Monero refund address */
  refundAddress: z.string().nullable(),
  depositHash: transactionHashSchema.nullable().optional(),
  payoutHash: transactionHashSchema.nullable().optional(),
  refundHash: transactionHashSchema.nullable().optional(),
  holdReason: z.string().max(HOLD_REASON_MAX).optional(),
});
export type OrderLegView = z.infer<typeof orderLegViewSchema>;

export const orderViewSchema = z.object({
  orderId: orderIdSchema,
  /** 0-6 as the spec's; 7 refunded and 8 verifying (shared/order-status.ts) */
  status: z.number().int().min(0).max(8),
  /** epoch seconds */
  createdAt: z.number(),
  /** epoch seconds of the first deposit seen, null while none */
  firstReceivedAt: z.number().nullable(),
  send: orderSideSchema,
  receive: orderSideSchema,
  /** where the provider returns the deposit if the swap cannot be made; absent when none */
  refundAddress: z.string().nullable().optional(),
  /** with several providers: the name of the one that makes the swap */
  provider: z.string().optional(),
  /**
   * The transactions as the provider reports them (ChangeNOW's payinHash, payoutHash,
   * refundHash): null until known, absent where the protocol has none (the price service).
   */
  depositHash: transactionHashSchema.nullable().optional(),
  payoutHash: transactionHashSchema.nullable().optional(),
  refundHash: transactionHashSchema.nullable().optional(),
  /**
   * While the provider holds the swap (status 8): its own words for why (the checks it flagged,
   * where it asks for identity), one line kept for support; absent when it gave none.
   */
  holdReason: z.string().max(HOLD_REASON_MAX).optional(),
  /**
   * Present when the provider's latest reply does not match the order the visitor asked for:
   * do not send. The deposit address and memo are then withheld (empty), and the receiving
   * address, memo and refund address are the visitor's own, never the provider's.
   */
  providerMismatch: z.array(z.enum(PROVIDER_MISMATCHES)).min(1).optional(),
  /** figures the provider reported after the deposit that are far from the terms (AMOUNT_WARNINGS) */
  amountWarnings: z.array(z.enum(AMOUNT_WARNINGS)).min(1).optional(),
  /**
   * A private route's two legs (decision 030): the visitor sends to leg one's deposit (`send`)
   * and receives from leg two (`receive`); `status` is the order's overall progress.
   */
  legs: z.tuple([orderLegViewSchema, orderLegViewSchema]).optional(),
  /** the key id (SHA-256 of the DER public key) each kept document names: /signing-key/<id>.pem */
  signingKeys: z
    .object({ guarantee: z.string().optional(), receipt: z.string().optional() })
    .optional(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ERROR_CODES = [
  'BAD_REQUEST',
  'INVALID_ADDRESS',
  'AMOUNT_OUT_OF_RANGE',
  'SWAPS_PAUSED',
  'UPSTREAM_FAILED',
  'UPSTREAM_TIMEOUT',
  'ORDER_NOT_FOUND',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'IDEMPOTENCY_CONFLICT',
  'ESTIMATE_MOVED',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SHUTTING_DOWN',
  /** the shared store (Redis) is away: no order was made or looked up; come back in a minute */
  'TEMPORARILY_UNAVAILABLE',
  /** the provider's reply to a creation did not match the order asked for: none is shown as made */
  'PROVIDER_MISMATCH',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Which limit a 429 RATE_LIMITED met: every call, quotes, new orders, order lookups. */
export const RATE_LIMITED_WHAT = ['requests', 'prices', 'orders', 'status'] as const;

/** The 400 BAD_REQUEST refusals a visitor can cause and fix, each with a message of its own. */
const BAD_REQUEST_REASONS = [
  /** the same coin on both sides */
  'same-coin',
  /** a coin that cannot be picked, or none */
  'pick-two-coins',
  /** the form's idempotency key is not one the site hands out (an old or altered page) */
  'form-out-of-date',
  /** no offer could be checked against the market: the order must name the one the visitor picked */
  'pick-an-offer',
] as const;

/**
 * What a page needs besides the code to say a refusal in its own language: the visitor's
 * language is the page's, never the server's `message`, which is the English catalogue's text
 * for API clients that read it. Each member belongs to one code; any may be absent.
 */
export const errorParamsSchema = z.strictObject({
  /** AMOUNT_OUT_OF_RANGE from our own check: which limit, the limit and the coin's label */
  kind: z.enum(['min', 'max']).optional(),
  limit: z.number().optional(),
  coin: z.string().optional(),
  /** RATE_LIMITED */
  what: z.enum(RATE_LIMITED_WHAT).optional(),
  /** BAD_REQUEST */
  reason: z.enum(BAD_REQUEST_REASONS).optional(),
  /** IDEMPOTENCY_CONFLICT: our id of the key's order, asked for and never confirmed */
  reference: z
    .string()
    .regex(/^[\w-]{22}$/)
    .optional(),
});
export type ErrorParams = z.infer<typeof errorParamsSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    requestId: z.string(),
    params: errorParamsSchema.optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** 409 ESTIMATE_MOVED: no order was made; `quote` is the new one, to show before a second try. */
export const estimateMovedBodySchema = z.object({
  error: errorBodySchema.shape.error.extend({ code: z.literal('ESTIMATE_MOVED') }),
  quote: priceQuoteSchema,
});
export type EstimateMovedBody = z.infer<typeof estimateMovedBodySchema>;

/** What the server injects into index.html for the browser (one image, many deployments). */
export const runtimeConfigSchema = z.object({
  supportUrl: z.string(),
  socialUrl: z.string(),
  sandbox: z.boolean(),
  sentryDsn: z.string().nullable(),
  /** the upstream takes a refund address and a receive memo (the changenow protocol) */
  refundAndMemo: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** One line per problem, naming the field: 'amount: must be more than 0'. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
