import { useEffect, useRef, useState } from 'react';
import type { OrderView } from '../../../../shared/contract/api.js';
import type { ServerOrder } from '../../../../shared/contract/render.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isTerminal } from '../../../../shared/order-status.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import { STATUS_REPLY_WAIT_MS } from '../../lib/ui-constants.js';
import { useDocumentVisible } from '../../lib/use-document-visible.js';
import { fetchOrder, type OrderReply } from './order-api.js';

export type OrderTracking =
  | { kind: 'invalid-id' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  /** no order yet and the last attempt failed (502, 504, network); still retrying */
  | { kind: 'unavailable' }
  /** stale: the latest poll could not get through, so the order shown is the last good reply */
  | { kind: 'ready'; order: OrderView; stale: boolean };

/** What the page knows of its order: the last good reply, and how the latest request failed. */
interface Known {
  order: OrderView | null;
  /** the latest request's HTTP status when it failed (null: no reply, or a body not an order) */
  failure: { status: number | null } | null;
}

function withReply(known: Known, reply: OrderReply): Known {
  if (reply.ok) {
    // an unchanged order keeps its object, so the page does not render again every 5 s for nothing
    const same = known.order && JSON.stringify(known.order) === JSON.stringify(reply.order);
    if (same && known.failure === null) return known;
    return { order: same ? known.order : reply.order, failure: null };
  }
  if (known.failure?.status === reply.status) return known;
  return { ...known, failure: { status: reply.status } };
}

/**
 * Whether a failed poll means the connection is in trouble: no reply, a body that is not the
 * order, or a server that could not reach the price service. A definite answer that is not a
 * success (404 for the upstream's non-'success' reply, a 429) is ignored silently (spec section 8).
 */
const isConnectionTrouble = (failure: Known['failure']): boolean =>
  failure !== null && (failure.status === null || failure.status >= 500);

/** No more polls: a terminal status, or an id the server refused before any order came. */
const isFinished = ({ order, failure }: Known): boolean =>
  order ? isTerminal(order.status) : failure?.status === 400 || failure?.status === 404;

function trackingOf(known: Known, served: ServerOrder | undefined): OrderTracking {
  const { order, failure } = known;
  if (order) return { kind: 'ready', order, stale: isConnectionTrouble(failure) };
  if (failure?.status === 400) return { kind: 'invalid-id' };
  if (failure?.status === 404) return { kind: 'not-found' };
  if (failure) return { kind: 'unavailable' };
  // before the first reply, what the server found (so hydration sees the server's HTML)
  if (served?.kind === 'not-found' || served?.kind === 'unavailable') return { kind: served.kind };
  return { kind: 'loading' };
}

/**
 * Follows one order (the page keys its screen by the id, so one id per mount): the first
 * request at once, then one every STATUS_POLL_MS after each reply until the status is terminal.
 * What the server rendered the page with is what the server and the hydrating browser show
 * first, and a served order's first poll waits one STATUS_POLL_MS. No polling while the tab is
 * hidden; an immediate refresh when it is shown again. An id that is not 22 characters is never
 * sent. A reply that takes over STATUS_REPLY_WAIT_MS counts as none. Nothing outlives the page:
 * its request is aborted and its timers cleared when it goes.
 */
export function useOrderTracking(orderId: string): OrderTracking {
  const valid = isOrderId(orderId);
  const visible = useDocumentVisible();
  const page = useFirstPageData()?.order;
  // Only the render the server's HTML came from takes it: back on that history entry later, the
  // served status may be long out of date, and is not shown as if it were current.
  const hydrating = !useHydrated();
  const [served] = useState(() =>
    hydrating && page?.orderId === orderId ? page.result : undefined,
  );
  const [known, setKnown] = useState<Known>(() => ({
    order: served?.kind === 'ready' ? served.order : null,
    failure: null,
  }));
  // the served order was fetched less than one poll ago: it is not asked for again at once
  const waitFirst = useRef(known.order !== null);
  // the poll loop decides on its next request as each reply arrives, before React renders it
  const latest = useRef(known);
  const polling = valid && visible && !isFinished(known);

  useEffect(() => {
    // a tab shown again asks at once, however recent the served order was
    if (!visible) waitFirst.current = false;
    if (!polling) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let bound: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      waitFirst.current = false;
      // one request gets STATUS_REPLY_WAIT_MS; a reply that never comes is a failed poll
      const request = new AbortController();
      const onLeave = () => request.abort();
      controller.signal.addEventListener('abort', onLeave);
      bound = setTimeout(onLeave, STATUS_REPLY_WAIT_MS);
      const reply = await fetchOrder(orderId, request.signal);
      clearTimeout(bound);
      controller.signal.removeEventListener('abort', onLeave);
      if (controller.signal.aborted) return;
      const next = withReply(latest.current, reply);
      if (next !== latest.current) {
        latest.current = next;
        setKnown(next);
      }
      if (!isFinished(latest.current)) timer = setTimeout(() => void ask(), STATUS_POLL_MS);
    };
    if (waitFirst.current) timer = setTimeout(() => void ask(), STATUS_POLL_MS);
    else void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
      clearTimeout(bound);
    };
  }, [orderId, polling, visible]);

  if (!valid) return { kind: 'invalid-id' };
  return trackingOf(known, served);
}
