import type {
  ErrorCode,
  ErrorParams,
  EstimateMovedBody,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { FAILURE_TITLE, NOTICES, type Notice } from '../../components/notify.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import type { MessageId } from '../../lib/i18n/i18n.js';

/**
 * What a failed call said, as the page says it: the shared error code and its params (each
 * null or empty when it said none). The reply's English `message` is never read: the page
 * speaks its own language.
 */
export interface ApiFailure {
  code: ErrorCode | null;
  params?: ErrorParams;
}

/** The params a reply carried, each member kept only with the type it must have. */
function paramsOf(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  const { kind, limit, coin, what, reason, reference } = value as Record<string, unknown>;
  return {
    ...(kind === 'min' || kind === 'max' ? { kind } : {}),
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(typeof coin === 'string' ? { coin } : {}),
    // a value this page does not know picks the general text (the message's `other`)
    ...(typeof what === 'string' ? { what: what as ErrorParams['what'] } : {}),
    ...(typeof reason === 'string' ? { reason: reason as ErrorParams['reason'] } : {}),
    ...(typeof reference === 'string' ? { reference } : {}),
  };
}

/** The code and params of a failed call ({ status, data: { error: { code, params } } }). */
export function apiFailureOf(error: unknown): ApiFailure {
  const body =
    typeof error === 'object' && error !== null && 'data' in error && typeof error.data === 'object'
      ? (error.data as { error?: { code?: unknown; params?: unknown } } | null)?.error
      : undefined;
  return {
    code: typeof body?.code === 'string' ? (body.code as ErrorCode) : null,
    params: paramsOf(body?.params),
  };
}

/** A 422 AMOUNT_OUT_OF_RANGE's reason: its Min/Max, or the provider's refusal without one. */
export function amountRefusalOfFailure({ params }: ApiFailure): AmountRefusal {
  const { kind, limit, coin } = params ?? {};
  return kind !== undefined && limit !== undefined && coin !== undefined
    ? { kind, limit, coin }
    : { kind: 'out-of-range' };
}

/** Replies that settle a submission: sending the same order again would get the same answer. */
const DEFINITE: ReadonlySet<ErrorCode> = new Set([
  'INVALID_ADDRESS',
  'AMOUNT_OUT_OF_RANGE',
  'SWAPS_PAUSED',
  // the site made no order: it could not have recorded one
  'TEMPORARILY_UNAVAILABLE',
  // the provider's reply failed the checks: the key keeps this answer, and no order is shown
  'PROVIDER_MISMATCH',
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

/** The visitor-fixable 400s with a text of their own; any other says the general one. */
const BAD_REQUEST_TEXT: Record<NonNullable<ErrorParams['reason']>, MessageId> = {
  'same-coin': 'swap.sameCoin',
  'pick-two-coins': 'notice.pickTwoCoins',
  'form-out-of-date': 'notice.formOutOfDate',
  'pick-an-offer': 'swap.pickAnOffer',
};

const warning = (message: MessageId, values?: Notice['values']): Notice => ({
  type: 'warning',
  title: FAILURE_TITLE,
  message,
  ...(values ? { values } : {}),
  durationMs: NOTICES.contactSupport.durationMs,
});

/** The refusals with a toast of their own, whatever their params. */
const OWN_TOAST: Partial<Record<ErrorCode, Notice>> = {
  INVALID_ADDRESS: NOTICES.exchangeInvalidAddress,
  SWAPS_PAUSED: NOTICES.swapsPaused,
  TEMPORARILY_UNAVAILABLE: NOTICES.ordersPaused,
  PROVIDER_MISMATCH: NOTICES.providerMismatch,
};

/**
 * Spec section 8: the upstream's 'Invalid address (301)' and its other errors have their own
 * toasts; our own refusals (too many requests, a stale quote) say what to do; every other failure
 * asks the visitor to contact support (the server has alerted them).
 */
export function noticeForFailure({ code, params }: ApiFailure): Notice {
  const own = code && OWN_TOAST[code];
  if (own) return own;
  switch (code) {
    case 'RATE_LIMITED':
      return warning('notice.rateLimited', { what: params?.what ?? 'requests' });
    case 'BAD_REQUEST': {
      const reason = params?.reason;
      return warning((reason && BAD_REQUEST_TEXT[reason]) ?? 'notice.badRequest');
    }
    case 'IDEMPOTENCY_CONFLICT':
      // a reference: the key's order may exist at the provider, unconfirmed; support finds it
      return params?.reference
        ? warning('notice.orderUnconfirmed', { reference: params.reference })
        : warning('notice.idempotencyConflict');
    default:
      return NOTICES.contactSupport;
  }
}
