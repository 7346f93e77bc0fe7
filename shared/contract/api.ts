import { z } from 'zod';
import { AMOUNT_PATTERN } from '../amount.js';
import { isSelectableSymbol } from '../coins.js';
import { routeSchema } from './route.js';
import { orderIdSchema } from './order-view.js';
import { PRIVACY_ROUTES } from './names.js';

// Contract 1: browser <-> BFF (JSON). Both sides parse with these.

const selectableSymbolSchema = z
  .string()
  .refine(isSelectableSymbol, { message: 'is not a coin you can swap' });

const amountSchema = z
  .string()
  .regex(AMOUNT_PATTERN, { message: 'must be a decimal number like 1.5' })
  .refine((value) => Number(value) > 0, { message: 'must be more than 0' });

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
const providerChoiceSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}(?:\+[a-z][a-z0-9-]{0,23})?$/, {
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
  /**
   * the provider takes a refund address with an order: leg two's Monero refund address is asked
   * for only then (else its provider asks the visitor, as its terms say)
   */
  takesRefundAddress: z.boolean(),
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
export {
  AMOUNT_WARNINGS,
  HOLD_REASON_MAX,
  orderIdSchema,
  orderViewSchema,
  PROVIDER_MISMATCHES,
  transactionHashSchema,
  type AmountWarning,
  type OrderLegView,
  type OrderView,
  type ProviderMismatch,
} from './order-view.js';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'must be 8 to 64 letters, digits, - or _' });

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
  /**
   * INVALID_ADDRESS for an address other than the receiving one: a private route's leg two
   * refusing the visitor's Monero refund address
   */
  field: z.enum(['xmrRefundAddress']).optional(),
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
  /**
   * Who breaks the link between the coins (decision 030), so the copy claims only what is true:
   * 'service' the price service's own hops; 'private' the private route through Monero is offered
   * (two or more providers); 'direct' every offer is one provider's swap.
   */
  privacyRoute: z.enum(PRIVACY_ROUTES),
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
