import type { Alert, AlertOrders } from '../alerts/alert-mail.js';
import { ApiError } from '../http/api-error.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { ProviderMismatchError, UnrecordedOrderError } from './creation-errors.js';

// What support hears of an order's creation, in the spec's words (section 8). Each alert is
// raised in one place: a failed creation where the visitor's answer is decided (place-order.ts),
// once, as that answer is; an order made and not written down where it is written
// (order-creation.service.ts).

/** The creation an alert is about: its request and its pair ('BNB>ETH'). */
export interface CreationNames {
  requestId: string;
  pair: string;
}

/**
 * The spec's words for the support email, by failure kind (spec section 8). The upstream error's
 * own message says what failed without a prefix, so 'fetch error' appears once.
 */
export function alertSummary(error: unknown): string {
  if (error instanceof UpstreamError) {
    if (
      error.kind === 'no-message' ||
      error.kind === 'unknown-message' ||
      error.kind === 'bad-reply'
    ) {
      return 'One of 3 API is not working. Unknown error.';
    }
    return `fetch error: ${error.message}`;
  }
  return `catch error: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * The alert for a creation the visitor was told failed; null where support hears of it otherwise
 * or need not: a refusal is the order's own answer, a store away asked nothing of the provider,
 * and an order made but not written down was told by the step that writes it.
 */
export function failedCreationAlert(error: unknown, names: CreationNames): Alert | null {
  if (error instanceof ProviderMismatchError) {
    return {
      kind: 'provider-mismatch:create',
      summary: `Provider ${error.provider}: its reply to a new order did not match it (${error.problems.join(', ')}): no order was shown to the visitor.`,
      ...names,
      ...(error.orders ? { orders: error.orders } : {}),
    };
  }
  if (
    error instanceof ApiError ||
    error instanceof StoreUnavailableError ||
    error instanceof UnrecordedOrderError
  ) {
    return null;
  }
  return {
    kind: `create-exchange:${error instanceof UpstreamError ? error.kind : 'thrown'}`,
    summary: alertSummary(error),
    ...names,
  };
}

/**
 * The provider holds an order the site cannot find again while its record fails: support needs
 * both ids. `what` says whether the write is still being tried or was given up.
 */
export const unrecordedOrderAlert = (
  error: unknown,
  what: 'could not be recorded yet (still trying)' | 'could not be recorded',
  names: CreationNames,
  orders: AlertOrders,
): Alert => ({
  kind: 'order-map:write',
  summary: `catch error: the order ${what}: ${error instanceof Error ? error.message : String(error)}`,
  ...names,
  orders,
});
