import { useEffect, useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { OrderView } from '../../../../shared/contract/api.js';
import { STATUS_POLL_MS } from '../../../../shared/constants.js';
import { isOrderId } from '../../../../shared/order-id.js';
import { isTerminal } from '../../../../shared/order-status.js';
import { orderApi } from './order-api.js';
import { useDocumentVisible } from '../../lib/use-document-visible.js';

export type OrderTracking =
  | { kind: 'invalid-id' }
  | { kind: 'loading' }
  | { kind: 'not-found' }
  /** no order yet and the last attempt failed (502, 504, network); still retrying */
  | { kind: 'unavailable' }
  /** stale: the latest poll failed, so the order shown is the last good reply */
  | { kind: 'ready'; order: OrderView; stale: boolean };

function httpStatus(error: FetchBaseQueryError | SerializedError | undefined): number | null {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return null;
}

/**
 * Follows one order: first request at once, then one every STATUS_POLL_MS until the status is
 * terminal. No polling while the tab is hidden; an immediate refresh when it is shown again.
 * An id that is not 22 characters is never sent.
 */
export function useOrderTracking(orderId: string): OrderTracking {
  const valid = isOrderId(orderId);
  const visible = useDocumentVisible();
  const query = orderApi.endpoints.getOrder.useQueryState(orderId, { skip: !valid });
  const order = query.data;
  const status = httpStatus(query.error);
  const rejectedId = !order && (status === 400 || status === 404);
  const finished = (order !== undefined && isTerminal(order.status)) || rejectedId;
  const polling = valid && visible && !finished;

  const { refetch } = orderApi.endpoints.getOrder.useQuerySubscription(orderId, {
    skip: !valid,
    pollingInterval: polling ? STATUS_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });

  const wasVisible = useRef(visible);
  useEffect(() => {
    const shownAgain = visible && !wasVisible.current;
    wasVisible.current = visible;
    if (shownAgain && valid && !finished) void refetch();
  }, [visible, valid, finished, refetch]);

  if (!valid || (rejectedId && status === 400)) return { kind: 'invalid-id' };
  if (order) return { kind: 'ready', order, stale: query.error !== undefined };
  if (status === 404) return { kind: 'not-found' };
  if (query.error !== undefined) return { kind: 'unavailable' };
  return { kind: 'loading' };
}
