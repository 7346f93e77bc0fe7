import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/api/store.js';
import type { OrderView } from '../../../../shared/contract/api.js';
import type { ServerOrder } from '../../../../shared/contract/render.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isTerminal } from '../../../../shared/order-status.js';
import { api } from '../../lib/api/api.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import { useDocumentVisible } from '../../lib/use-document-visible.js';

export type OrderTracking =
  | { kind: 'invalid-id' }
  /** no reply yet; slow: the server's own ask outlasted its bound (the provider is slow) */
  | { kind: 'loading'; slow: boolean }
  | { kind: 'not-found' }
  /** no order yet and the last attempt failed (502, 504, network); still retrying */
  | { kind: 'unavailable' }
  /** stale: the latest poll could not get through, so the order shown is the last good reply */
  | { kind: 'ready'; order: OrderView; stale: boolean };

/** What the page knows of its order: the last good reply, and how the latest request failed. */
interface Known {
  order: OrderView | undefined;
  /**
   * the latest request's HTTP status when it failed since the last success (null: no reply, too
   * late, or a body that is not an order); undefined when it did not fail
   */
  failure: number | null | undefined;
}

/** The failure a query's error stands for; a request this page dropped itself is none. */
function failureOf(error: unknown): Known['failure'] {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('status' in error) return typeof error.status === 'number' ? error.status : null;
  // RTK Query's own record of a request it gave up on: dropped by the page, or one whose reply
  // could not be read (the schemas' chunk did not load)
  return 'name' in error && error.name === 'AbortError' ? undefined : null;
}

/**
 * Whether a failed poll means the connection is in trouble: no reply, a body that is not the
 * order, or a server that could not reach the price service. A definite answer that is not a
 * success (404 for the upstream's non-'success' reply, a 429) is ignored silently (spec section 8).
 */
const isConnectionTrouble = (failure: Known['failure']): boolean =>
  failure !== undefined && (failure === null || failure >= 500);

/** No more polls: a terminal status, or an id the server refused before any order came. */
const isFinished = ({ order, failure }: Known): boolean =>
  order ? isTerminal(order.status) : failure === 400 || failure === 404;

function trackingOf(known: Known, served: ServerOrder | undefined): OrderTracking {
  const { order, failure } = known;
  if (order) return { kind: 'ready', order, stale: isConnectionTrouble(failure) };
  if (failure === 400) return { kind: 'invalid-id' };
  if (failure === 404) return { kind: 'not-found' };
  if (failure !== undefined) return { kind: 'unavailable' };
  // before the first reply, what the server found (so hydration sees the server's HTML)
  if (served?.kind === 'not-found' || served?.kind === 'unavailable') return { kind: served.kind };
  return { kind: 'loading', slow: served?.kind === 'pending' };
}

/**
 * Follows one order (the page keys its screen by the id, so one id per mount) through the API's
 * `order` query: asked at once, then every STATUS_POLL_MS after each reply until the status is
 * terminal (RTK Query's polling). A served order is in the store from the start (lib/api/store.ts),
 * so the hydrating render shows it and its first poll waits one interval; the server's 'not
 * found' or 'unavailable' shows until the first reply. No polling while the tab is hidden (the
 * request under way is dropped), and a request at once when it is shown again. An id that is not
 * 22 characters is never sent; a reply later than STATUS_REPLY_WAIT_MS counts as none. Nothing
 * outlives the page: its request is dropped when it goes.
 */
export function useOrderTracking(orderId: string): OrderTracking {
  const valid = isOrderId(orderId);
  const visible = useDocumentVisible();
  const dispatch = useAppDispatch();
  const page = useFirstPageData()?.order;
  // Only the render the server's HTML came from takes its 'not found', 'unavailable' or 'pending'.
  const hydrating = !useHydrated();
  const [served] = useState(() =>
    hydrating && page?.orderId === orderId ? page.result : undefined,
  );
  // only what the page shows: a poll that changes nothing renders nothing
  const known: Known = api.endpoints.order.useQueryState(valid ? orderId : skipToken, {
    selectFromResult: ({ currentData, error }) => ({
      order: currentData,
      failure: failureOf(error),
    }),
  });
  const anything = known.order !== undefined || known.failure !== undefined;
  // a page opened in a background tab asks once it is shown
  const { refetch } = api.endpoints.order.useQuerySubscription(
    valid && (visible || anything) ? orderId : skipToken,
    { pollingInterval: visible && !isFinished(known) ? STATUS_POLL_MS : 0 },
  );

  // a tab shown again asks at once, however recent the order it shows
  const wasVisible = useRef(visible);
  const askAgain = anything && !isFinished(known);
  useEffect(() => {
    const shownAgain = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (shownAgain && askAgain) void refetch();
    // only the moment the tab is shown again asks: a change of what is known is not followed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, refetch]);

  // a hidden tab drops the request under way, and so does a page that goes
  const live = useRef(false);
  useEffect(() => {
    if (!valid) return;
    const drop = () => dispatch(api.util.getRunningQueryThunk('order', orderId))?.abort();
    if (!visible) drop();
    live.current = true;
    return () => {
      live.current = false;
      // StrictMode's rehearsal of an unmount mounts again at once: only a page really gone drops
      queueMicrotask(() => {
        if (!live.current) drop();
      });
    };
  }, [visible, valid, orderId, dispatch]);

  if (!valid) return { kind: 'invalid-id' };
  return trackingOf(known, served);
}
