import type { z } from 'zod';
import { isValidAddress } from '../../shared/address.js';
import { amountLimitWarning } from '../../shared/amount.js';
import { getCoin } from '../../shared/coins.js';
import {
  createOrderRequestSchema,
  describeIssues,
  idempotencyKeySchema,
} from '../../shared/contract/api.js';
import type { Route } from '../../shared/contract/route.js';
import { englishLimitText, englishText } from '../../shared/i18n/english-texts.js';
import { receiveMemoProblem } from '../../shared/receive-memo.js';
import type { Provider } from '../upstream/providers.js';
import { orderPrint } from './order-keys.js';
import type { OrderProblem } from './order-outcome.js';
import type { QuoteService } from './quote.service.js';

// The first step of placing an order, for both doors: what the visitor sent, read and checked
// before anything is asked of an upstream. Each check answers with the refusal or null.

/** An order that passed the shared schema: every field the request type has, typed. */
export type CheckedOrder = z.output<typeof createOrderRequestSchema>;

/** A request read as far as it parses: its key, its order and the order's print. */
export interface ReadRequest {
  key: ReturnType<typeof idempotencyKeySchema.safeParse> | null;
  parsed: ReturnType<typeof createOrderRequestSchema.safeParse>;
  /** the visitor's choice, without the quote it came with; null when the order does not parse */
  print: string | null;
}

export function readRequest(fields: unknown, key: string | undefined): ReadRequest {
  const parsed = createOrderRequestSchema.safeParse(fields);
  // The order is the visitor's choice; the quote it came with (route, estimate, rate) is not.
  const print = parsed.success
    ? orderPrint(
        (({ route: _r, estimate: _e, rateId: _id, validUntil: _until, ...choice }) => choice)(
          parsed.data,
        ),
      )
    : null;
  return { key: key === undefined ? null : idempotencyKeySchema.safeParse(key), parsed, print };
}

/** Why two coins cannot be swapped, or null: the one text for both doors. */
export const pairProblem = (from: string, to: string): OrderProblem | null =>
  from === to
    ? {
        status: 400,
        code: 'BAD_REQUEST',
        message: englishText('sameCoin'),
        params: { reason: 'same-coin' },
        field: 'to',
      }
    : null;

/** No market price could check the offers: the visitor's own pick is needed to order. */
export const PICK_AN_OFFER: OrderProblem = {
  status: 400,
  code: 'BAD_REQUEST',
  message: englishText('pickAnOffer'),
  params: { reason: 'pick-an-offer' },
  field: 'provider',
};

/** A route with no price behind it: a new quote is needed. */
export const NO_PRICE: OrderProblem = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'route: there is no price for this pair and amount; get a new quote',
  field: 'amount',
};

/** The key and the order as sent: a key of the wrong form, fields the schema refuses. */
function formProblem({ key, parsed }: ReadRequest): OrderProblem | null {
  if (key && !key.success) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: `Idempotency-Key: ${describeIssues(key.error)}`,
      field: 'key',
    };
  }
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: describeIssues(parsed.error),
      field: typeof field === 'string' ? field : undefined,
    };
  }
  return null;
}

/** The receiving address, by the receive coin's own rule. */
const addressProblem = (order: CheckedOrder): OrderProblem | null =>
  isValidAddress(order.to, order.address)
    ? null
    : {
        status: 422,
        code: 'INVALID_ADDRESS',
        message: `Invalid address: not a ${order.to} receiving address`,
        field: 'address',
      };

/**
 * The refund address and destination tag: refused where the upstream takes neither,
 * else each checked with its coin's rule (the refund goes back in the coin sent).
 */
function providerFieldProblem(order: CheckedOrder, offered: boolean): OrderProblem | null {
  const { refundAddress, receiveMemo } = order;
  if (!offered && (refundAddress !== undefined || receiveMemo !== undefined)) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: `${refundAddress !== undefined ? 'refundAddress' : 'receiveMemo'}: this site's upstream takes no refund address or memo; leave it out`,
    };
  }
  if (refundAddress !== undefined && !isValidAddress(order.from, refundAddress)) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: `refundAddress: not a ${order.from} address; the refund goes back in the coin you send`,
      field: 'refundAddress',
    };
  }
  const memoProblem = receiveMemo === undefined ? null : receiveMemoProblem(order.to, receiveMemo);
  return memoProblem
    ? {
        status: 400,
        code: 'BAD_REQUEST',
        message: `receiveMemo: ${memoProblem}`,
        field: 'receiveMemo',
      }
    : null;
}

/** An order fit to quote, and the provider to make it: the one, the one picked, or (null) the best offer's. */
export interface ReadyOrder {
  order: CheckedOrder;
  chosen: Provider | null;
}

/** Every check that needs no quote, in the order a visitor fixes them; the order, or why not. */
export function checkOrder(read: ReadRequest, prices: QuoteService): ReadyOrder | OrderProblem {
  const problem = formProblem(read);
  if (problem || !read.parsed.success) return problem!;
  const order = read.parsed.data;
  const refusal = pairProblem(order.from, order.to) ?? addressProblem(order);
  if (refusal) return refusal;
  const chosen =
    order.provider !== undefined
      ? (prices.providerNamed(order.provider) ?? null)
      : prices.several
        ? null
        : prices.providers[0]!;
  if (order.provider !== undefined && chosen === null) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: "provider: not one of this site's providers; get a new quote",
      field: 'provider',
    };
  }
  const takesExtras = (chosen ? [chosen] : prices.providers).every(
    ({ upstream }) => upstream.takesRefundAndMemo,
  );
  return providerFieldProblem(order, takesExtras) ?? { order, chosen };
}

/** The checks that need the quote: the amount within its Min/Max, and a price at all. */
export function quoteProblem(order: CheckedOrder, route: Route): OrderProblem | null {
  const [estimate, min, max] = route[0];
  const outside = amountLimitWarning(Number(order.amount), min, max);
  if (outside) {
    const params = { ...outside, coin: getCoin(order.from).label };
    return {
      status: 422,
      code: 'AMOUNT_OUT_OF_RANGE',
      message: englishLimitText(params),
      params,
      field: 'amount',
    };
  }
  return estimate < 0 ? NO_PRICE : null;
}
