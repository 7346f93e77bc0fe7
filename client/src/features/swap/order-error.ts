import type { ErrorCode, EstimateMovedBody, PriceQuote } from '../../../../shared/contract/api.js';
import { FAILURE_TITLE, NOTICES, type Notice } from '../../components/notify.js';
import { serverMessageId } from '../../lib/i18n/server-messages.js';

/** What a failed call said: the shared error code and its text, each null when it said none. */
export interface ApiFailure {
  code: ErrorCode | null;
  message: string | null;
}

/** The code and text of a failed call ({ status, data: { error: { code, message } } }). */
export function apiFailureOf(error: unknown): ApiFailure {
  const body =
    typeof error === 'object' && error !== null && 'data' in error && typeof error.data === 'object'
      ? (error.data as { error?: { code?: unknown; message?: unknown } } | null)?.error
      : undefined;
  return {
    code: typeof body?.code === 'string' ? (body.code as ErrorCode) : null,
    message: typeof body?.message === 'string' ? body.message : null,
  };
}

/** Replies that settle a submission: sending the same order again would get the same answer. */
const DEFINITE: ReadonlySet<ErrorCode> = new Set([
  'INVALID_ADDRESS',
  'AMOUNT_OUT_OF_RANGE',
  'SWAPS_PAUSED',
  // the site made no order: it could not have recorded one
  'TEMPORARILY_UNAVAILABLE',
  'BAD_REQUEST',
  'RATE_LIMITED',
  'IDEMPOTENCY_CONFLICT',
  'ESTIMATE_MOVED',
]);

/** The new quote of a 409 ESTIMATE_MOVED reply, or null for any other outcome. */
export function movedQuoteOf(error: unknown): PriceQuote | null {
  if (apiFailureOf(error).code !== 'ESTIMATE_MOVED') return null;
  const quote = (error as { data: Partial<EstimateMovedBody> }).data.quote;
  return quote && Array.isArray(quote.route) ? quote : null;
}

/** A timeout or a lost connection may still have created the order upstream. */
export const isUnsettled = (error: unknown): boolean => {
  const { code } = apiFailureOf(error);
  return code === null || !DEFINITE.has(code);
};

/**
 * Spec section 8: the upstream's 'Invalid address (301)' and its other errors have their own
 * toasts; our own refusals (too many requests, a stale quote) say what to do; every other failure
 * asks the visitor to contact support (the server has alerted them).
 */
export function noticeForFailure({ code, message }: ApiFailure): Notice {
  switch (code) {
    case 'INVALID_ADDRESS':
      return NOTICES.exchangeInvalidAddress;
    case 'SWAPS_PAUSED':
      return NOTICES.swapsPaused;
    case 'TEMPORARILY_UNAVAILABLE':
      return NOTICES.ordersPaused;
    case 'RATE_LIMITED':
    case 'BAD_REQUEST':
    case 'IDEMPOTENCY_CONFLICT':
      return {
        type: 'warning',
        title: FAILURE_TITLE,
        message: serverMessageId(
          message,
          code === 'RATE_LIMITED'
            ? 'notice.rateLimited'
            : code === 'IDEMPOTENCY_CONFLICT'
              ? 'notice.idempotencyConflict'
              : 'notice.badRequest',
        ),
        durationMs: NOTICES.contactSupport.durationMs,
      };
    default:
      return NOTICES.contactSupport;
  }
}
