import { z } from 'zod';
import { ORDER_ID_PATTERN } from '../order-id.js';
import { routeSchema } from './route.js';
import type { ProtocolDescriptor } from './protocol-descriptor.js';

// Contract 2: BFF <-> upstream price service (theirs, fixed). Form fields in, JSON out.

export const tokenPriceFormSchema = z.strictObject({
  TokenA_amount: z.string(),
  TokenA_symbol: z.string(),
  TokenB_symbol: z.string(),
});
export type TokenPriceForm = z.infer<typeof tokenPriceFormSchema>;

export const tokenPriceReplySchema = z.object({ exchangeFlow_list: routeSchema });
export type TokenPriceReply = z.infer<typeof tokenPriceReplySchema>;

export const tokenExchangeFormSchema = z.strictObject({
  TokenA_amount: z.string(),
  TokenA_symbol: z.string(),
  TokenB_symbol: z.string(),
  TokenB_address: z.string(),
  /** String(exchangeFlow_list), as the original's FormData sent it */
  exchangeFlow_list: z.string(),
});
export type TokenExchangeForm = z.infer<typeof tokenExchangeFormSchema>;

export const INVALID_ADDRESS_REPLY = 'Invalid address (301)';

export const tokenExchangeReplySchema = z.discriminatedUnion('message', [
  z.object({ message: z.literal('success'), orderInfo: z.string().regex(ORDER_ID_PATTERN) }),
  // The original showed the swaps-paused text for any 'error', with or without a reason.
  z.object({ message: z.literal('error'), data: z.string().default('') }),
]);
export type TokenExchangeReply = z.infer<typeof tokenExchangeReplySchema>;

export const exchangeStatusFormSchema = z.strictObject({ orderID: z.string() });

/** Amounts arrive as numbers; a numeric string is read as the number it spells. */
const upstreamAmount = z.union([
  z.number().finite().min(0),
  z
    .string()
    .regex(/^\d+(?:\.\d+)?$/)
    .transform(Number),
]);

export const upstreamOrderInfoSchema = z.object({
  status: z.number().int().min(0).max(6),
  first_tx_receivedTime: z.number().int().min(0),
  creation_time: z.number().int().positive(),
  tokenA_amount: upstreamAmount,
  tokenB_amount: upstreamAmount,
  paying_address: z.string().min(1).max(256),
  tokenB_address: z.string().min(1).max(256),
  tokenA_symbol: z.string().min(1).max(32),
  tokenB_symbol: z.string().min(1).max(32),
});

export const exchangeStatusReplySchema = z.union([
  z.object({ message: z.literal('success'), orderInfo: upstreamOrderInfoSchema }),
  // Any other message means the upstream does not know the order.
  z.object({ message: z.string().refine((message) => message !== 'success') }),
]);
export type ExchangeStatusReply = z.infer<typeof exchangeStatusReplySchema>;

/** Contract 2's descriptor: no key, no API of its own to default to, the sandbox's root. */
export const PRICE_SERVICE_PROTOCOL: ProtocolDescriptor = {
  keyHeader: null,
  needsKey: false,
  defaultUrl: null,
  capabilities: {
    mintsOrderIds: false,
    takesRefundAndMemo: false,
    fixesRates: false,
    hopsThroughMonero: true,
  },
  sandboxPath: '',
  contractName: 'Contract 2',
};
