import type {
  CreateOrderResponse,
  OrderView,
  PriceQuote,
} from '../../../../shared/contract/api.js';

type Contract = typeof import('../../../../shared/contract/api.js');

/**
 * What RTK Query reads a reply with (a Standard Schema, standardschema.dev), in the part it uses:
 * zod's schemas are one, and so is this stand-in for them.
 */
interface ReplySchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => Promise<{ value: T; issues?: undefined } | { issues: readonly { message: string }[] }>;
    readonly types?: { readonly input: T; readonly output: T };
  };
}

let contract: Promise<Contract> | null = null;

/**
 * The shared contract's zod schemas, in a chunk of their own: zod is a quarter of what / would
 * load first otherwise. The first request starts loading it (lib/api/api.ts), so it has usually
 * come by the time the reply has; one that did not load is asked for again next time.
 */
export function loadContract(): Promise<Contract> {
  contract ??= import('../../../../shared/contract/api.js').catch((error: unknown) => {
    contract = null;
    throw error;
  });
  return contract;
}

/** A reply checked by the shared schema `pick` names, once the contract has loaded. */
function replySchema<T>(pick: (schemas: Contract) => Contract[keyof Contract]): ReplySchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'swap-without-a-trace',
      validate: async (value) => {
        const schema = pick(await loadContract()) as unknown as ReplySchema<T>;
        return schema['~standard'].validate(value);
      },
    },
  };
}

export const priceQuoteReply = replySchema<PriceQuote>((schemas) => schemas.priceQuoteSchema);
export const createOrderReply = replySchema<CreateOrderResponse>(
  (schemas) => schemas.createOrderResponseSchema,
);
export const orderViewReply = replySchema<OrderView>((schemas) => schemas.orderViewSchema);
