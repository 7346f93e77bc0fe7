import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse, OrderView } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError, refusalError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { Provider } from '../upstream/providers.js';
import type { CreateRequest } from '../upstream/upstream-port.js';
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

/** What one order creation carries besides the order: for the log, the intent and its alert. */
export interface Creation {
  requestId: string;
  key?: string;
  /** true once a support alert about this creation was raised: one per creation */
  alerted: boolean;
}

/** The provider made an order the site could not write down (the mail names both ids). */
export class UnrecordedOrderError extends Error {
  constructor(cause: unknown) {
    super('the order could not be recorded', { cause });
    this.name = 'UnrecordedOrderError';
  }
}

/** 16 random bytes in base64url: exactly the 22 characters of an order id. */
const mintOrderId = (): string => randomBytes(16).toString('base64url');

/**
 * With several providers the map holds `name:id`: which provider has the order, and its id there.
 * Names never hold ':' (PROVIDERS' rule); whatever follows the first is the provider's id.
 */
const mapValue = (provider: Provider, providerOrderId: string) =>
  `${provider.name}:${providerOrderId}`;

export function createOrdersService(
  providers: Provider[],
  alerts: Alerts,
  metrics: OrderMetrics = noMetrics.orders,
  orderMap: OrderMap = createMemoryOrderMap(),
  /** keeps each order's terms, guarantee and receipt as the site sees them */
  proof: Pick<ProofService, 'recordTerms' | 'observed'> | null = null,
  now: () => number = Date.now,
) {
  const several = providers.length > 1;
  const single = providers[0]!;
  /** The site mints its own ids (a provider's are not 22 characters, or several share the map). */
  const mints = several || single.upstream.mintsOrderIds;
  const named = (name: string | undefined) =>
    providers.find((provider) => provider.name === name) ?? single;

  /** Where one of our orders is: its provider and the id there; null when we made no such order. */
  async function whereIs(
    orderId: string,
  ): Promise<{ provider: Provider; providerOrderId: string } | null> {
    if (!mints) return { provider: single, providerOrderId: orderId };
    const value = await orderMap.providerIdOf(orderId);
    if (value === null) return null;
    if (!several) return { provider: single, providerOrderId: value };
    const colon = value.indexOf(':');
    const provider = providers.find(({ name }) => name === value.slice(0, colon));
    return provider ? { provider, providerOrderId: value.slice(colon + 1) } : null;
  }

  /**
   * The provider made the order: our id (minted before it was asked) is kept beside the
   * provider's before the visitor is told it.
   */
  async function record(
    orderId: string,
    providerOrderId: string,
    order: NewOrder,
    requestId: string,
  ) {
    try {
      await orderMap.put(
        orderId,
        several ? mapValue(named(order.provider), providerOrderId) : providerOrderId,
      );
    } catch (error) {
      // The provider holds an order the site cannot find again: support needs both ids.
      alerts.raise({
        kind: 'order-map:write',
        summary: `catch error: the order could not be recorded: ${error instanceof Error ? error.message : String(error)}`,
        requestId,
        pair: `${order.from}>${order.to}`,
        orders: { ours: orderId, provider: providerOrderId },
      });
      throw new UnrecordedOrderError(error);
    }
  }

  /** The order's terms as the visitor was promised them: the guarantee is made of these. */
  const recordTerms = async (orderId: string, order: NewOrder) => {
    const [estimate] = order.route[0] ?? [-1];
    await proof?.recordTerms(orderId, {
      sendAmount: order.amount,
      estimate: estimate >= 0 ? estimate : null,
      fixedRate: Boolean(order.rateId),
    });
  };

  /** Forgets an intent whose order the provider surely did not make; failing, it only alerts later. */
  const dropIntent = (orderId: string | null) =>
    orderId === null ? undefined : orderMap.drop(orderId).catch(() => undefined);

  return {
    /**
     * Asks the upstream to make the order (the flow in place-order.ts has checked it). Settles when
     * the call has truly ended, however late; a failure raises the support alert, once per
     * creation (`creation.alerted` is shared with the flow, which may have raised it already).
     * With a provider the intent is written first: a store that cannot take it rejects with
     * StoreUnavailableError before the provider is asked.
     */
    async create(order: NewOrder, creation: Creation): Promise<CreateOrderResponse> {
      const { requestId } = creation;
      const { upstream } = named(order.provider);
      const orderId = mints ? mintOrderId() : null;
      if (orderId !== null) {
        await orderMap.intend({
          orderId,
          ...(creation.key === undefined ? {} : { key: creation.key }),
          pair: `${order.from}>${order.to}`,
          amount: order.amount,
          at: now(),
        });
      }
      let reply;
      try {
        reply = await upstream.create(order);
      } catch (error) {
        // Paused calls never left: no order. Any other failure may have made one: the intent stays.
        if (error instanceof UpstreamError && error.kind === 'circuit-open')
          await dropIntent(orderId);
        if (!creation.alerted) {
          creation.alerted = true;
          alerts.raise({
            kind: `create-exchange:${error instanceof UpstreamError ? error.kind : 'thrown'}`,
            summary: alertSummary(error),
            requestId,
            pair: `${order.from}>${order.to}`,
          });
        }
        throw error;
      }
      if (reply.kind === 'created') {
        if (orderId === null) {
          metrics.created();
          await recordTerms(reply.providerOrderId, order);
          return { orderId: reply.providerOrderId };
        }
        await record(orderId, reply.providerOrderId, order, requestId);
        await recordTerms(orderId, order);
        metrics.created();
        return { orderId };
      }
      await dropIntent(orderId);
      const refusal = refusalError(reply.reason);
      metrics.upstreamRefusal(refusal.code);
      throw refusal;
    },

    /**
     * With `page`: for a page being rendered, given up when its signal aborts. `requestId` names
     * the request in what the view's bookkeeping logs.
     */
    async get(
      orderId: string,
      page?: { signal: AbortSignal },
      requestId?: string,
    ): Promise<OrderView> {
      const notFound = new ApiError(404, 'ORDER_NOT_FOUND', englishText('orderNotFound'));
      // An id the site never gave out is not asked of the provider.
      const where = await whereIs(orderId);
      if (where === null) throw notFound;
      const { provider, providerOrderId } = where;
      const order = await (page
        ? provider.upstream.statusForPage(providerOrderId, page.signal)
        : provider.upstream.status(providerOrderId));
      if (!order) throw notFound;
      const view = several
        ? { orderId, ...order, provider: provider.label }
        : { orderId, ...order };
      await proof?.observed(view, mints ? providerOrderId : null, requestId);
      return view;
    },

    /** The provider's id of one of our orders, for its documents; null with the price service. */
    async providerOrderIdOf(orderId: string): Promise<string | null> {
      if (!mints) return null;
      return (await whereIs(orderId))?.providerOrderId ?? null;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
