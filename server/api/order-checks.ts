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
import {
  legsOfChoice,
  PRIVATE_ROUTE_COIN,
  privateRouteServes,
} from '../../shared/private-route.js';
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

/** A private route's two providers: leg one's, then leg two's (decision 030). */
export interface PrivateChoice {
  first: Provider;
  second: Provider;
}

/**
 * An order fit to quote, and the provider to make it: the one, the one picked, or (null) the best
 * offer's; or the private route picked (`chosen` is then its leg one's provider).
 */
export interface ReadyOrder {
  order: CheckedOrder;
  chosen: Provider | null;
  privateRoute: PrivateChoice | null;
}

const providerProblem = (message: string): OrderProblem => ({
  status: 400,
  code: 'BAD_REQUEST',
  message: `provider: ${message}`,
  field: 'provider',
});

/** The private route a `first+second` choice names; null for a direct choice; or why not. */
function privateChoiceOf(
  order: CheckedOrder,
  prices: QuoteService,
): PrivateChoice | OrderProblem | null {
  const legs = order.provider === undefined ? null : legsOfChoice(order.provider);
  if (legs === null) {
    return order.xmrRefundAddress === undefined
      ? null
      : {
          status: 400,
          code: 'BAD_REQUEST',
          message:
            'xmrRefundAddress: only a private route takes a Monero refund address; leave it out',
          field: 'xmrRefundAddress',
        };
  }
  const first = prices.providerNamed(legs.first);
  const second = prices.providerNamed(legs.second);
  if (!first || !second)
    return providerProblem("not two of this site's providers; get a new quote");
  if (!privateRouteServes(order.from, order.to)) {
    return providerProblem(
      `a private route goes through ${PRIVATE_ROUTE_COIN}; this pair has it already`,
    );
  }
  const { xmrRefundAddress } = order;
  if (xmrRefundAddress !== undefined && !isValidAddress(PRIVATE_ROUTE_COIN, xmrRefundAddress)) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: `xmrRefundAddress: not a ${PRIVATE_ROUTE_COIN} address`,
      field: 'xmrRefundAddress',
    };
  }
  if (xmrRefundAddress !== undefined && !second.upstream.takesRefundAndMemo) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: "xmrRefundAddress: leg two's provider takes no refund address; leave it out",
      field: 'xmrRefundAddress',
    };
  }
  return { first, second };
}

/** Every check that needs no quote, in the order a visitor fixes them; the order, or why not. */
export function checkOrder(read: ReadRequest, prices: QuoteService): ReadyOrder | OrderProblem {
  const problem = formProblem(read);
  if (problem || !read.parsed.success) return problem!;
  const order = read.parsed.data;
  const refusal = pairProblem(order.from, order.to) ?? addressProblem(order);
  if (refusal) return refusal;
  const privateRoute = privateChoiceOf(order, prices);
  if (privateRoute && 'status' in privateRoute) return privateRoute;
  if (privateRoute) {
    // the refund goes back from leg one, the memo comes with leg two's payout
    const extras =
      (order.refundAddress === undefined || privateRoute.first.upstream.takesRefundAndMemo) &&
      (order.receiveMemo === undefined || privateRoute.second.upstream.takesRefundAndMemo);
    return (
      providerFieldProblem(order, extras) ?? { order, chosen: privateRoute.first, privateRoute }
    );
  }
  const chosen =
    order.provider !== undefined
      ? (prices.providerNamed(order.provider) ?? null)
      : prices.several
        ? null
        : prices.providers[0]!;
  if (order.provider !== undefined && chosen === null) {
    return providerProblem("not one of this site's providers; get a new quote");
  }
  const takesExtras = (chosen ? [chosen] : prices.providers).every(
    ({ upstream }) => upstream.takesRefundAndMemo,
  );
  return providerFieldProblem(order, takesExtras) ?? { order, chosen, privateRoute: null };
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
