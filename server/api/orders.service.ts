import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse, OrderView } from '../../shared/contract/api.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CreateRequest, Upstream } from '../upstream/upstream-port.js';
import { createMemoryOrderMap, type OrderMap } from '../stores/order-map.js';
import type { ProofService } from '../proof/proof.service.js';

export type NewOrder = CreateRequest;

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

/** 16 random bytes in base64url: exactly the 22 characters of an order id. */
const mintOrderId = (): string => randomBytes(16).toString('base64url');

export function createOrdersService(
  upstream: Upstream,
  alerts: Alerts,
  metrics: OrderMetrics = noMetrics.orders,
  orderMap: OrderMap = createMemoryOrderMap(),
  /** issue 30: keeps each order's terms, guarantee and receipt as the site sees them */
  proof: Pick<ProofService, 'recordTerms' | 'observed'> | null = null,
) {
  /** The upstream's id for one of ours; null when the site made no such order. */
  const providerIdOf = (orderId: string) =>
    upstream.mintsOrderIds ? orderMap.providerIdOf(orderId) : Promise.resolve(orderId);

  /** The provider made the order: it gets our id, kept beside the provider's before it is told. */
  async function ourIdFor(providerOrderId: string, order: NewOrder, requestId: string) {
    if (!upstream.mintsOrderIds) return providerOrderId;
    const orderId = mintOrderId();
    try {
      await orderMap.put(orderId, providerOrderId);
    } catch (error) {
      // The provider holds an order the site cannot find again: support needs both ids.
      alerts.raise({
        kind: 'order-map:write',
        summary: `catch error: the order could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
        requestId,
        pair: `${order.from}>${order.to}`,
        orders: { ours: orderId, provider: providerOrderId },
      });
      throw error;
    }
    return orderId;
  }

  return {
    /**
     * Asks the upstream to make the order (the flow in place-order.ts has checked it). Settles when
     * the call has truly ended, however late; a failure raises the support alert.
     */
    async create(order: NewOrder, requestId: string): Promise<CreateOrderResponse> {
      let reply;
      try {
        reply = await upstream.create(order);
      } catch (error) {
        alerts.raise({
          kind: `create-exchange:${error instanceof UpstreamError ? error.kind : 'thrown'}`,
          summary: alertSummary(error),
          requestId,
          pair: `${order.from}>${order.to}`,
        });
        throw error;
      }
      if (reply.kind === 'created') {
        const orderId = await ourIdFor(reply.providerOrderId, order, requestId);
        const [estimate] = order.route[0] ?? [-1];
        await proof?.recordTerms(orderId, {
          sendAmount: order.amount,
          estimate: estimate >= 0 ? estimate : null,
          fixedRate: Boolean(order.rateId),
        });
        metrics.created();
        return { orderId };
      }
      metrics.upstreamRefusal(reply.code);
      throw new ApiError(reply.status, reply.code, reply.message);
    },

    /** With `page`: for a page being rendered, given up when its signal aborts. */
    async get(orderId: string, page?: { signal: AbortSignal }): Promise<OrderView> {
      const notFound = new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
      // An id the site never gave out is not asked of the provider.
      const providerId = await providerIdOf(orderId);
      if (providerId === null) throw notFound;
      const order = await (page
        ? upstream.statusForPage(providerId, page.signal)
        : upstream.status(providerId));
      if (!order) throw notFound;
      const view = { orderId, ...order };
      await proof?.observed(view, upstream.mintsOrderIds ? providerId : null);
      return view;
    },

    /** The provider's id of one of our orders, for its documents; null with the price service. */
    async providerOrderIdOf(orderId: string): Promise<string | null> {
      return upstream.mintsOrderIds ? orderMap.providerIdOf(orderId) : null;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
