import { isValidAddress } from '../../shared/address.js';
import { amountLimitWarning, plainAmount } from '../../shared/amount.js';
import type { z } from 'zod';
import { getCoin } from '../../shared/coins.js';
import {
  createOrderRequestSchema,
  describeIssues,
  idempotencyKeySchema,
  type CreateOrderResponse,
  type ErrorBody,
  type ErrorCode,
  type ErrorParams,
  type PriceQuote,
} from '../../shared/contract/api.js';
import { englishLimitText, englishText } from '../../shared/i18n/english-texts.js';
import type { Route } from '../../shared/contract/route.js';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../shared/constants.js';
import { estimateMoved } from '../../shared/estimate-move.js';
import { receiveMemoProblem } from '../../shared/receive-memo.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError } from '../http/api-error.js';
import { within } from '../lib/within.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { Provider } from '../upstream/providers.js';
import { orderPrint, type OrderKeys, type Reply } from './order-keys.js';
import {
  alertSummary,
  UnrecordedOrderError,
  type Creation,
  type OrdersService,
} from './orders.service.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import type { QuoteService } from './quote.service.js';

/** Seconds a repeat should wait before asking again while the key's first request is in flight. */
const IN_FLIGHT_RETRY_AFTER_S = 5;

/** Seconds to wait before ordering again while the shared store (Redis) is away. */
const STORE_AWAY_RETRY_AFTER_S = 30;

/**
 * No order is made that the site could not record: while the shared store is away (its key, or
 * with a provider its intent, cannot be written) new orders are refused, fast, with a time to
 * come back. Nothing was asked of the upstream.
 */
const storeAway = (): OrderOutcome =>
  refused({
    status: 503,
    code: 'TEMPORARILY_UNAVAILABLE',
    message:
      'New orders are paused for a moment: the site cannot record them. Please try again in a minute.',
    retryAfterS: STORE_AWAY_RETRY_AFTER_S,
  });

/** One order as a visitor asked for it, through either door. */
export interface OrderRequest {
  /**
   * The order's fields as sent (the JSON body, or the form's fields as the API names them),
   * unchecked: the shared schema (createOrderRequestSchema) decides, so a field added there (a
   * refund address, a memo, a provider's rate id) reaches the flow without reshaping this.
   */
  fields: unknown;
  /** the Idempotency-Key (the header, or the form's hidden field); undefined when none was sent */
  key: string | undefined;
  requestId: string;
  /** counts one new order against the visitor's limit: its 429 refusal, or null within it */
  chargeNewOrder: () => Promise<ApiError | null>;
}

/** Why no order was made, for the visitor to fix or wait out: a 4xx in the shared shape. */
export interface OrderProblem {
  status: number;
  code: ErrorCode;
  /** English, for API clients; pages say it by `code` and `params` */
  message: string;
  params?: ErrorParams;
  /** the field at fault (a name of the request's fields, or 'key'), so a form can point at it */
  field?: string;
  /** ESTIMATE_MOVED: the new quote, to show before a second try */
  quote?: PriceQuote;
  /** seconds to wait before trying again */
  retryAfterS?: number;
}

export type OrderOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'refused'; problem: OrderProblem }
  /** our side or the upstream's (5xx): `error` goes to the error log and the alerts as is */
  | { kind: 'failed'; error: unknown; stage: 'quote' | 'create' };

interface PlaceOrderDeps {
  prices: QuoteService;
  orders: Pick<OrdersService, 'create'>;
  keys: OrderKeys;
  alerts: Alerts;
  /** how long a visitor waits for the upstream to create the order (the call itself may go on) */
  replyBoundMs: number;
  /** keeps a graceful stop waiting for work that must not be cut (an order being made) */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** epoch seconds, the server's clock: a quote's validUntil is judged by it */
  nowS?: () => number;
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

const NO_PRICE: OrderProblem = {
  status: 400,
  code: 'BAD_REQUEST',
  message: 'route: there is no price for this pair and amount; get a new quote',
  field: 'amount',
};

/** A shown quote's route with its fixed rate, if it had one, and the provider it came from. */
interface Rated {
  route: Route;
  rateId?: string;
  /** whose offer it is; null only when no provider offered one (the route then has no price) */
  provider: Provider | null;
}

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
  if (memoProblem) {
    return {
      status: 400,
      code: 'BAD_REQUEST',
      message: `receiveMemo: ${memoProblem}`,
      field: 'receiveMemo',
    };
  }
  return null;
}

/**
 * Upstream refusals that are the order's final answer: a repeat with its key gets them too. A
 * provider whose reply failed the checks keeps its 502: a retry must not make a second order.
 */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 422 || error.status === 503 || error.code === 'PROVIDER_MISMATCH');

const refused = (problem: OrderProblem): OrderOutcome => ({ kind: 'refused', problem });

/**
 * The answer a failed creation keeps under its key, or null when the key is released for a
 * retry: final refusals, a call cut by its deadline (the upstream may have made the order) and an
 * order made but not recorded are kept, so a retry with the key never orders twice.
 */
function keptAnswer(error: unknown, requestId: string): Reply | null {
  const answer = (
    status: number,
    code: ErrorCode,
    message: string,
    params?: ErrorParams,
  ): Reply => ({
    status,
    body: { error: { code, message, requestId, ...(params ? { params } : {}) } },
  });
  if (isFinal(error)) return answer(error.status, error.code, error.message, error.params);
  if (error instanceof UpstreamError && error.kind === 'timeout') {
    return answer(
      504,
      'UPSTREAM_TIMEOUT',
      `The exchange did not answer in time; the order may have been made. ${englishText('contactSupport')}`,
    );
  }
  if (error instanceof UnrecordedOrderError) {
    return answer(
      500,
      'INTERNAL',
      `Something went wrong on our side. ${englishText('contactSupport')}`,
    );
  }
  return null;
}

const fromApiError = (error: ApiError, field?: string): OrderOutcome =>
  refused({
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.params ? { params: error.params } : {}),
    field,
  });

/** A kept answer, told again: the order, or the refusal it met. */
function fromReply(reply: Reply): OrderOutcome {
  if (reply.status === 201)
    return { kind: 'created', orderId: (reply.body as CreateOrderResponse).orderId };
  const { code, message, params } = (reply.body as ErrorBody).error;
  const error = new ApiError(reply.status, code, message, params);
  return reply.status >= 500 ? { kind: 'failed', error, stage: 'create' } : fromApiError(error);
}

/** An order that passed the shared schema: every field the request type has, typed. */
type CheckedOrder = z.output<typeof createOrderRequestSchema>;

/**
 * Placing an order, for both doors (POST /api/orders and the script-free form): validation, the
 * new-order limit (a repeat of a key is never charged), the moved-estimate rule, the key's one
 * order, and creation upstream. The routers only translate the outcome.
 */
export function createPlaceOrder(deps: PlaceOrderDeps) {
  const { prices, orders, keys } = deps;
  const nowS = deps.nowS ?? (() => Math.floor(Date.now() / 1000));

  /**
   * The route (and fixed rate) to order on: the shown quote's, or a fresh one when an estimate is
   * to be held to, when the shown quote's fixed rate has run out, or when the upstream needs a
   * rate the order did not bring.
   */
  async function routeFor(
    order: CheckedOrder,
    chosen: Provider | null,
  ): Promise<OrderOutcome | Rated> {
    const expired = order.validUntil !== undefined && order.validUntil <= nowS();
    // With several providers and none picked, the best offer decides: always a fresh comparison.
    const needsRate = chosen === null || (chosen.upstream.fixesRates && order.rateId === undefined);
    if (chosen && order.route && order.estimate === undefined && !expired && !needsRate) {
      return { route: order.route, rateId: order.rateId, provider: chosen };
    }
    let quote: PriceQuote;
    try {
      quote = chosen ? await prices.quoteFrom(chosen, order) : await prices.quote(order);
    } catch (error) {
      return { kind: 'failed', error, stage: 'quote' };
    }
    // Past its validUntil (or without one where rates are fixed) the shown rate is gone: the new
    // one must be near what the shown route promised.
    const held =
      order.estimate !== undefined
        ? Number(order.estimate)
        : (expired || needsRate) && order.route
          ? order.route[0][0]
          : undefined;
    if (held !== undefined && estimateMoved(held, quote.estimate)) {
      return refused({
        status: 409,
        code: 'ESTIMATE_MOVED',
        message: englishText('estimateMoved', {
          percent: QUOTE_MOVE_LIMIT_PERCENT,
          previous: String(held),
          next: String(quote.estimate ?? 0),
          coin: getCoin(order.to).label,
        }),
        field: 'estimate',
        quote,
      });
    }
    return { route: quote.route, rateId: quote.rateId, provider: chosen ?? prices.bestOf(quote) };
  }

  /** The checks that need the quote: the amount within its Min/Max, and a price at all. */
  function quoteProblem(order: CheckedOrder, route: Route): OrderOutcome | null {
    const [estimate, min, max] = route[0];
    const outside = amountLimitWarning(Number(order.amount), min, max);
    if (outside) {
      const params = { ...outside, coin: getCoin(order.from).label };
      return refused({
        status: 422,
        code: 'AMOUNT_OUT_OF_RANGE',
        message: englishLimitText(params),
        params,
        field: 'amount',
      });
    }
    if (estimate < 0) return refused(NO_PRICE);
    return null;
  }

  /** Quotes, checks and creates; `hold` is the key this attempt holds, if any. */
  async function attempt(
    order: CheckedOrder,
    chosen: Provider | null,
    requestId: string,
    hold: {
      key: string;
      keep: (reply: Reply) => Promise<void>;
      release: () => Promise<void>;
    } | null,
  ): Promise<OrderOutcome> {
    const rated = await routeFor(order, chosen);
    // no provider behind the route: it has no price either (quoteProblem refuses it so)
    const stop =
      'kind' in rated
        ? rated
        : (quoteProblem(order, rated.route) ?? (rated.provider ? null : refused(NO_PRICE)));
    if (stop) {
      // A key the store cannot forget now runs out with its time (10 min).
      await hold?.release().catch(() => undefined);
      return stop;
    }
    const { route, rateId } = rated as Rated;
    const provider = (rated as Rated).provider as Provider;
    const { from, to, amount, address, refundAddress, receiveMemo } = order;
    // what the visitor saw: the estimate they sent, else the shown quote's, else none (a fresh one)
    const estimateShown =
      order.estimate ??
      (order.route && order.route[0][0] > 0 ? plainAmount(order.route[0][0]) : null);
    const creation: Creation = { requestId, key: hold?.key, alerted: false };
    const created = orders.create(
      {
        from,
        to,
        amount,
        address,
        route,
        rateId,
        refundAddress,
        receiveMemo,
        provider,
        estimateShown,
      },
      creation,
    );
    // The key is settled when the upstream call has truly ended, which may be after the visitor's
    // answer: a late reply is kept for the retry, so it gets that order instead of making another.
    // A call cut by its deadline may have made the order all the same: its key keeps the 504, so a
    // retry with it never orders twice (the order's intent tells support, with a provider).
    const settled = created.then(
      (body) => hold?.keep({ status: 201, body }),
      (error: unknown) => {
        const kept = keptAnswer(error, requestId);
        return kept ? hold?.keep(kept) : hold?.release();
      },
    );
    void deps.track(settled).catch(() => undefined);
    const TIMED_OUT = Symbol('timed out');
    let reply: CreateOrderResponse | typeof TIMED_OUT;
    try {
      reply = await within(created, deps.replyBoundMs, TIMED_OUT);
    } catch (error) {
      if (error instanceof StoreUnavailableError) return storeAway();
      return isFinal(error) && error.status < 500
        ? fromApiError(error)
        : { kind: 'failed', error, stage: 'create' };
    }
    if (reply === TIMED_OUT) {
      const error = new UpstreamError('timeout', 'token_exchange timed out', 'token_exchange');
      if (!creation.alerted) {
        creation.alerted = true;
        deps.alerts.raise({
          kind: 'create-exchange:timeout',
          summary: alertSummary(error),
          requestId,
          pair: `${from}>${to}`,
        });
      }
      return { kind: 'failed', error, stage: 'create' };
    }
    return { kind: 'created', orderId: reply.orderId };
  }

  return async function placeOrder(request: OrderRequest): Promise<OrderOutcome> {
    const key = request.key === undefined ? null : idempotencyKeySchema.safeParse(request.key);
    const parsed = createOrderRequestSchema.safeParse(request.fields);
    // The order is the visitor's choice; the quote it came with (route, estimate, rate) is not.
    const print = parsed.success
      ? orderPrint(
          (({ route: _r, estimate: _e, rateId: _id, validUntil: _until, ...choice }) => choice)(
            parsed.data,
          ),
        )
      : null;
    let repeat = false;
    try {
      repeat = key?.success === true && print !== null && (await keys.isRepeat(key.data, print));
    } catch (error) {
      if (error instanceof StoreUnavailableError) return storeAway();
      throw error;
    }
    if (!repeat) {
      const overLimit = await request.chargeNewOrder();
      if (overLimit) return fromApiError(overLimit);
    }
    if (key && !key.success) {
      return refused({
        status: 400,
        code: 'BAD_REQUEST',
        message: `Idempotency-Key: ${describeIssues(key.error)}`,
        field: 'key',
      });
    }
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      return refused({
        status: 400,
        code: 'BAD_REQUEST',
        message: describeIssues(parsed.error),
        field: typeof field === 'string' ? field : undefined,
      });
    }
    const order: CheckedOrder = parsed.data;
    const samePair = pairProblem(order.from, order.to);
    if (samePair) return refused(samePair);
    if (!isValidAddress(order.to, order.address)) {
      return refused({
        status: 422,
        code: 'INVALID_ADDRESS',
        message: `Invalid address: not a ${order.to} receiving address`,
        field: 'address',
      });
    }
    // The one provider, the one picked, or (several, none picked) the best offer's, found later.
    const chosen =
      order.provider !== undefined
        ? (prices.providerNamed(order.provider) ?? null)
        : prices.several
          ? null
          : prices.providers[0]!;
    if (order.provider !== undefined && chosen === null) {
      return refused({
        status: 400,
        code: 'BAD_REQUEST',
        message: "provider: not one of this site's providers; get a new quote",
        field: 'provider',
      });
    }
    const takesExtras = (chosen ? [chosen] : prices.providers).every(
      ({ upstream }) => upstream.takesRefundAndMemo,
    );
    const extra = providerFieldProblem(order, takesExtras);
    if (extra) return refused(extra);
    if (!key || print === null) return attempt(order, chosen, request.requestId, null);

    let claim;
    try {
      claim = await keys.claim(key.data, print);
    } catch (error) {
      if (error instanceof StoreUnavailableError) return storeAway();
      throw error;
    }
    switch (claim.kind) {
      case 'answered':
        return fromReply(claim.reply);
      case 'other-order':
        return refused({
          status: 409,
          code: 'IDEMPOTENCY_CONFLICT',
          message: 'This Idempotency-Key was already used for a different request',
          field: 'key',
        });
      case 'in-flight':
        return refused({
          status: 409,
          code: 'IDEMPOTENCY_CONFLICT',
          message: 'A request with this Idempotency-Key is still being processed',
          field: 'key',
          retryAfterS: IN_FLIGHT_RETRY_AFTER_S,
        });
      case 'held':
        return attempt(order, chosen, request.requestId, { ...claim, key: key.data });
    }
  };
}

export type PlaceOrder = ReturnType<typeof createPlaceOrder>;
