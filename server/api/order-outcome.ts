import type {
  CreateOrderResponse,
  ErrorBody,
  ErrorCode,
  ErrorParams,
  PriceQuote,
} from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import { ApiError } from '../http/api-error.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { UnrecordedOrderError } from './creation-errors.js';
import type { Reply } from './order-keys.js';

// What placing an order comes to, for both doors: made, refused (the visitor can fix or wait it
// out), or failed (ours or the upstream's); and what a key keeps of it for a retry.

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
  /** for the log line: what kind of refusal ('store-away', 'record-pending'); 'refused' if unset */
  kind?: string;
}

export type OrderOutcome =
  | { kind: 'created'; orderId: string }
  | { kind: 'refused'; problem: OrderProblem }
  /** our side or the upstream's (5xx): `error` goes to the error log and the alerts as is */
  | { kind: 'failed'; error: unknown; stage: 'quote' | 'create' };

export const refused = (problem: OrderProblem): OrderOutcome => ({ kind: 'refused', problem });

/** A refusal the visitor waits out: the same request may succeed after `retryAfterS` seconds. */
const unavailableFor = (retryAfterS: number, message: string, kind: string): OrderOutcome =>
  refused({ status: 503, code: 'TEMPORARILY_UNAVAILABLE', message, retryAfterS, kind });

/** Seconds to wait before ordering again while the shared store (Redis) is away. */
const STORE_AWAY_RETRY_AFTER_S = 30;

/** Seconds a repeat should wait before asking again while the key's first request is in flight. */
const IN_FLIGHT_RETRY_AFTER_S = 5;

/**
 * No order is made that the site could not record: while the shared store is away (its key, or
 * with a provider its intent, cannot be written) new orders are refused, fast, with a time to
 * come back. Nothing was asked of the upstream.
 */
export const storeAway = (): OrderOutcome =>
  unavailableFor(
    STORE_AWAY_RETRY_AFTER_S,
    'New orders are paused for a moment: the site cannot record them. Please try again in a minute.',
    'store-away',
  );

/** Seconds a visitor waits before sending again an order whose record is being written. */
const RECORD_PENDING_RETRY_AFTER_S = 5;

/**
 * The provider made the order and the store has not yet taken its record (a failover): the
 * record goes on until it lands, and the same request (its key) then gets the order. Never a
 * 500 for an order the provider holds.
 */
export const recordPending = (): OrderOutcome =>
  unavailableFor(
    RECORD_PENDING_RETRY_AFTER_S,
    'Your order was placed and is being recorded. Send the same request again in a few seconds to get it.',
    'record-pending',
  );

/** A key already used: for another order, or still being answered. */
export const keyConflict = (why: 'other-order' | 'in-flight'): OrderOutcome =>
  refused(
    why === 'other-order'
      ? {
          status: 409,
          code: 'IDEMPOTENCY_CONFLICT',
          message: 'This Idempotency-Key was already used for a different request',
          field: 'key',
        }
      : {
          status: 409,
          code: 'IDEMPOTENCY_CONFLICT',
          message: 'A request with this Idempotency-Key is still being processed',
          field: 'key',
          retryAfterS: IN_FLIGHT_RETRY_AFTER_S,
        },
  );

/**
 * A key whose order was asked of the provider and never recorded (the site stopped in between):
 * the order may exist, so the key never orders again; the visitor gets our order id to give
 * support, who find it in the provider's dashboard (they were alerted at the site's start).
 */
export const unconfirmedOrder = (reference: string): OrderOutcome =>
  refused({
    status: 409,
    code: 'IDEMPOTENCY_CONFLICT',
    message: englishText('orderUnconfirmed', { reference }),
    params: { reference },
    field: 'key',
  });

/**
 * Upstream refusals that are the order's final answer: a repeat with its key gets them too. A
 * provider whose reply failed the checks keeps its 502: a retry must not make a second order.
 */
export const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.status === 422 || error.status === 503 || error.code === 'PROVIDER_MISMATCH');

export const fromApiError = (error: ApiError, field?: string): OrderOutcome =>
  refused({
    status: error.status,
    code: error.code,
    message: error.message,
    ...(error.params ? { params: error.params } : {}),
    field: field ?? error.field,
  });

/**
 * The answer a failed creation keeps under its key, or null when the key is released for a
 * retry: final refusals, a call cut by its deadline (the upstream may have made the order) and an
 * order made but not recorded are kept, so a retry with the key never orders twice.
 */
export function keptAnswer(error: unknown, requestId: string): Reply | null {
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

/** A kept answer, told again: the order, or the refusal it met. */
export function fromReply(reply: Reply): OrderOutcome {
  if (reply.status === 201)
    return { kind: 'created', orderId: (reply.body as CreateOrderResponse).orderId };
  const { code, message, params } = (reply.body as ErrorBody).error;
  const error = new ApiError(reply.status, code, message, params);
  return reply.status >= 500 ? { kind: 'failed', error, stage: 'create' } : fromApiError(error);
}
