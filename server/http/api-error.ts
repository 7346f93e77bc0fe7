import type { ErrorCode, ErrorParams } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { RefusalReason } from '../upstream/upstream-port.js';

/**
 * An error that becomes a reply in the shared error shape. Pages say it by `code` and `params`;
 * `message` is for API clients, in English.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly params?: ErrorParams,
    /** the request's field at fault, so a form can point at it */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, 'BAD_REQUEST', message);

/** An upstream's refusal to make an order, as the visitor's reply: one row per reason. */
const REFUSALS: Record<RefusalReason, { status: number; code: ErrorCode; message: string }> = {
  'invalid-address': { status: 422, code: 'INVALID_ADDRESS', message: 'Invalid address' },
  'invalid-refund-address': {
    status: 422,
    code: 'INVALID_ADDRESS',
    message: 'Invalid refund address',
  },
  'bad-memo': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'receiveMemo: the provider refused this destination tag',
  },
  'out-of-range': {
    status: 422,
    code: 'AMOUNT_OUT_OF_RANGE',
    message: englishText('amountOutOfRange'),
  },
  'rate-expired': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'route: the fixed rate has expired; get a new quote',
  },
  paused: { status: 503, code: 'SWAPS_PAUSED', message: englishText('swapsPaused') },
};

/**
 * The reply for an upstream's refusal (the upstream port names only the reason). `field`: the
 * request's field it is about where the reason's own is not it (a private route's leg two
 * refusing its refund address refuses `xmrRefundAddress`).
 */
export function refusalError(reason: RefusalReason, field?: 'xmrRefundAddress'): ApiError {
  const { status, code, message } = REFUSALS[reason];
  return field === undefined
    ? new ApiError(status, code, message)
    : new ApiError(status, code, `${field}: ${message}`, { field }, field);
}
