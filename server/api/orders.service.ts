import { coinDisplay, type CoinSymbol } from '../../shared/coins.js';
import type { CreateOrderResponse, OrderView } from '../../shared/contract/api.js';
import { routeToFormValue, type Route } from '../../shared/contract/route.js';
import { SWAPS_PAUSED_MESSAGE } from '../../shared/contract/names.js';
import { INVALID_ADDRESS_REPLY } from '../../shared/contract/upstream.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';

export interface NewOrder {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: string;
  address: string;
  route: Route;
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

export function createOrdersService(
  upstream: UpstreamClient,
  alerts: Alerts,
  metrics: OrderMetrics = noMetrics.orders,
) {
  return {
    /**
     * Asks the upstream to make the order (the flow in place-order.ts has checked it). Settles when
     * the call has truly ended, however late; a failure raises the support alert.
     */
    async create(order: NewOrder, requestId: string): Promise<CreateOrderResponse> {
      let reply;
      try {
        reply = await upstream.createExchange({
          TokenA_amount: order.amount,
          TokenA_symbol: order.from,
          TokenB_symbol: order.to,
          TokenB_address: order.address,
          exchangeFlow_list: routeToFormValue(order.route),
        });
      } catch (error) {
        alerts.raise({
          kind: `create-exchange:${error instanceof UpstreamError ? error.kind : 'thrown'}`,
          summary: alertSummary(error),
          requestId,
          pair: `${order.from}>${order.to}`,
        });
        throw error;
      }
      if (reply.message === 'success') {
        metrics.created();
        return { orderId: reply.orderInfo };
      }
      const refusal =
        reply.data === INVALID_ADDRESS_REPLY
          ? new ApiError(422, 'INVALID_ADDRESS', 'Invalid address')
          : new ApiError(503, 'SWAPS_PAUSED', SWAPS_PAUSED_MESSAGE);
      metrics.upstreamRefusal(refusal.code);
      throw refusal;
    },

    /** With `page`: for a page being rendered, given up when its signal aborts. */
    async get(orderId: string, page?: { signal: AbortSignal }): Promise<OrderView> {
      const reply = await (page
        ? upstream.statusForPage(orderId, page.signal)
        : upstream.status(orderId));
      if (!('orderInfo' in reply)) throw new ApiError(404, 'ORDER_NOT_FOUND', 'Order not found');
      const info = reply.orderInfo;
      return {
        orderId,
        status: info.status,
        createdAt: info.creation_time,
        firstReceivedAt: info.first_tx_receivedTime > 0 ? info.first_tx_receivedTime : null,
        send: {
          symbol: coinDisplay(info.tokenA_symbol).symbol,
          amount: info.tokenA_amount,
          address: info.paying_address,
        },
        receive: {
          symbol: coinDisplay(info.tokenB_symbol).symbol,
          amount: info.tokenB_amount,
          address: info.tokenB_address,
        },
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
