import type { ErrorCode, ErrorParams } from '../../../../shared/contract/api.js';
import type { ApiFailure } from '../../lib/api/api-failure.js';
import { FAILURE_TITLE, NOTICES, type Notice } from '../../components/notify.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import type { MessageId } from '../../lib/i18n/i18n.js';

/** What picks a failure's text: the shared error code and its params. */
type FailureWords = Pick<ApiFailure, 'code'> & { params?: ErrorParams };

/** A 422 AMOUNT_OUT_OF_RANGE's reason: its Min/Max, or the provider's refusal without one. */
export function amountRefusalOfFailure({ params }: FailureWords): AmountRefusal {
  const { kind, limit, coin } = params ?? {};
  return kind !== undefined && limit !== undefined && coin !== undefined
    ? { kind, limit, coin }
    : { kind: 'out-of-range' };
}

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
export function noticeForFailure({ code, params }: FailureWords): Notice {
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
