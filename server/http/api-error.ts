import type { ErrorCode } from '../../shared/contract/api.js';
import { SWAPS_PAUSED_MESSAGE } from '../../shared/contract/names.js';
import type { RefusalReason } from '../upstream/upstream-port.js';

/** An error that becomes a reply in the shared error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
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
    message: 'The amount is outside what the provider swaps now: get a new quote',
  },
  'rate-expired': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'route: the fixed rate has expired; get a new quote',
  },
  paused: { status: 503, code: 'SWAPS_PAUSED', message: SWAPS_PAUSED_MESSAGE },
};

/** The reply for an upstream's refusal (the upstream port names only the reason). */
export function refusalError(reason: RefusalReason): ApiError {
  const { status, code, message } = REFUSALS[reason];
  return new ApiError(status, code, message);
}
