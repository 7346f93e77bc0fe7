import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { OrderView } from '../../../../shared/contract/api.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isTerminal } from '../../../../shared/order-status.js';
import { api } from '../../lib/api/api.js';
import { apiFailureOf } from '../../lib/api/api-failure.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';

export type OrderTracking =
  | { kind: 'invalid-id' }
  /** no reply yet; slow: the server's own ask outlasted its bound (the provider is slow) */
  | { kind: 'loading'; slow: boolean }
  | { kind: 'not-found' }
  /** no order yet and the last attempt failed (502, 504, network); still retrying */
  | { kind: 'unavailable' }
  /** stale: the latest poll could not get through, so the order shown is the last good reply */
  | { kind: 'ready'; order: OrderView; stale: boolean };

/**
 * Follows one order (the page keys its screen by the id, so one id per mount) through the API's
 * `order` query: asked at once, then every STATUS_POLL_MS after each reply until the status is
 * terminal (`pollingInterval`), none while the tab is hidden (`skipPollingIfUnfocused`) and one
 * at once when it is shown again (`refetchOnFocus`). A served order is in RTK Query's cache from
 * the start (lib/api/store.ts), so the hydrating render shows it and its first poll waits one
 * interval; the server's 'not found' or 'unavailable' shows until the first reply. An id that is
 * not 22 characters is never sent; a reply later than STATUS_REPLY_WAIT_MS counts as none. A
 * failed poll (no reply, a body that is not the order, a server that could not reach the price
 * service) marks the order shown stale; a definite answer that is not a success (404 for the
 * upstream's non-'success' reply, a 429) is ignored silently (spec section 8).
 */
export function useOrderTracking(orderId: string): OrderTracking {
  const valid = isOrderId(orderId);
  const page = useFirstPageData()?.order;
  // Only the render the server's HTML came from takes its 'not found', 'unavailable' or 'pending'.
  const hydrating = !useHydrated();
  const [served] = useState(() =>
    hydrating && page?.orderId === orderId ? page.result : undefined,
  );
  const asked = valid ? orderId : skipToken;
  // only what the page shows: a poll that changes nothing renders nothing
  const { order, failure } = api.endpoints.order.useQueryState(asked, {
    selectFromResult: ({ currentData, error }) => ({
      order: currentData,
      failure: apiFailureOf(error)?.status,
    }),
  });
  // no more polls: a terminal status, or an id the server refused before any order came
  const finished = order ? isTerminal(order.status) : failure === 400 || failure === 404;
  api.endpoints.order.useQuerySubscription(asked, {
    pollingInterval: finished ? 0 : STATUS_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: !finished,
  });

  if (!valid) return { kind: 'invalid-id' };
  const trouble = failure !== undefined && (failure === null || failure >= 500);
  if (order) return { kind: 'ready', order, stale: trouble };
  if (failure === 400) return { kind: 'invalid-id' };
  if (failure === 404) return { kind: 'not-found' };
  if (failure !== undefined) return { kind: 'unavailable' };
  // before the first reply, what the server found (so hydration sees the server's HTML)
  if (served?.kind === 'not-found' || served?.kind === 'unavailable') return { kind: served.kind };
  return { kind: 'loading', slow: served?.kind === 'pending' };
}
