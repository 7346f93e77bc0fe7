import { z } from 'zod';
import { ORDER_ID_PATTERN } from '../order-id.js';

// Contract 1's order as the visitor follows it (GET /api/orders/:id and the order page): the
// browser and the BFF parse it with these (api.ts re-exports them with the rest of the contract).

export const orderIdSchema = z
  .string()
  .regex(ORDER_ID_PATTERN, { message: 'must be 22 letters, digits, - or _' });

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
