import type { ErrorCode } from '../../../../shared/contract/api.js';
import type { NoticeName } from '../../components/notify.js';

/** The error code in a failed RTK Query result ({ status, data: { error: { code } } }). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('error' in data)) return null;
  const body = data.error;
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  return typeof body.code === 'string' ? (body.code as ErrorCode) : null;
}

/**
 * Spec section 8: the upstream's 'Invalid address (301)' and its other errors have their own
 * toasts; every other failure asks the visitor to contact support (the server has alerted them).
 */
export function noticeForOrderError(error: unknown): NoticeName {
  switch (errorCodeOf(error)) {
    case 'INVALID_ADDRESS':
      return 'exchangeInvalidAddress';
    case 'SWAPS_PAUSED':
      return 'swapsPaused';
    default:
      return 'contactSupport';
  }
}
