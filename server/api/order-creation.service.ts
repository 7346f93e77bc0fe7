import { randomBytes } from 'node:crypto';
import type { CreateOrderResponse } from '../../shared/contract/api.js';
import type { Alerts } from '../alerts/alerts.js';
import { refusalError } from '../http/api-error.js';
import { untilWritten } from '../lib/until-written.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { coinFigure, type OrderTerms, type SecondLegTerms } from '../proof/documents.js';
import type { ProofService } from '../proof/proof.service.js';
import type { OrderMap } from '../stores/order-map.js';
import type { Provider } from '../upstream/providers.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { CreateRequest } from '../upstream/upstream-port.js';
import { unrecordedOrderAlert, type CreationNames } from './creation-alerts.js';
import {
  LegOneNotMadeError,
  ProviderMismatchError,
  UnrecordedOrderError,
} from './creation-errors.js';
import type { OrderLocations } from './order-location.js';
import type { QuotedRoute } from './private-offers.js';
import { createPrivatePlacement, type PrivateCreation } from './private-placement.js';

// Making one order, once place-order.ts has checked it and holds its key, in the steps a reader
// follows top to bottom in make() below:
//   1. intend   with a provider: our id minted, and the intent written before the provider is
//               asked, so that a stop in between leaves the order findable (orphan-intents.ts)
//   2. place    the order at its provider, the reply read by the gate (a Placement)
//   3. record   our id beside the provider's (the map line), written until the store takes it
//   4. promise  the terms the guarantee is made of, kept with the deposit
// A refusal or a reply that did not match ends the intent and is thrown; place-order.ts turns
// what is thrown into the visitor's answer and support's alert. Steps 1, 3 and 4 are the same
// whatever places the order: another way of placing one is another Placement handed to make().

/** An order to make, and the provider (past the config, never a name) to make it with. */
export type NewOrder = CreateRequest & {
  provider: Provider;
  /** the estimate the visitor was shown (a plain decimal), for the guarantee; null: none */
  estimateShown: string | null;
  /**
   * A private route (decision 030): both legs quoted, `provider` being leg one's. Placed by
   * private-placement.ts; absent for a direct order.
   */
  privateRoute?: QuotedRoute;
  /** a private route's leg two refunds here (the visitor's Monero address); absent: none */
  xmrRefundAddress?: string;
};

/** What one order creation carries besides the order: for the log, the intent and its alert. */
export interface Creation {
  requestId: string;
  key?: string;
  /** the print of the order `key` stands for (order-keys.ts): a found order's key answers it */
  print?: string;
  /**
   * Called when the provider made the order but the store did not take its record at once (a
   * failover, a slow replica): the writes go on until they land, and the visitor need not wait.
   */
  onRecordDelayed?: () => void;
}

/**
 * Step 2: asks the provider(s) for the order; the reply as the gate read it (with a private
 * route's leg two once both legs exist). `orderId`: ours, for support's mail; null: none minted.
 */
type Placement = (order: NewOrder, orderId: string | null) => Promise<PrivateCreation>;

/** One order at the provider the flow chose. */
const placeDirect: Placement = ({
  provider,
  estimateShown: _shown,
  privateRoute: _route,
  xmrRefundAddress: _xmr,
  ...request
}) =>
  // the codec reads the fields it sends; the estimate shown is for the guarantee
  provider.upstream.create(request);

/** A failover is over within this; a map write failing longer is worth support's attention. */
const RECORD_ALERT_AFTER_MS = 10_000;

/** 16 random bytes in base64url: exactly the 22 characters of an order id. */
const mintOrderId = (): string => randomBytes(16).toString('base64url');

interface CreationDeps {
  locations: Pick<OrderLocations, 'mints' | 'valueOf'>;
  orderMap: Pick<OrderMap, 'intend' | 'drop' | 'put'>;
  /** keeps each order's terms, guarantee and receipt as the site sees them */
  proof: Pick<ProofService, 'recordTerms'>;
  alerts: Alerts;
  metrics?: OrderMetrics;
  now?: () => number;
}

export function createOrderCreationService(deps: CreationDeps) {
  const { locations, orderMap, proof } = deps;
  const { mints } = locations;
  const metrics = deps.metrics ?? noMetrics.orders;
  const now = deps.now ?? Date.now;

  /**
   * Makes the order with `place`. Settles when the provider's call has truly ended, however late.
   * With a provider the intent is written first: a store that cannot take it rejects with
   * StoreUnavailableError before the provider is asked.
   */
  async function make(
    order: NewOrder,
    creation: Creation,
    place: Placement,
  ): Promise<CreateOrderResponse> {
    const names = { requestId: creation.requestId, pair: `${order.from}>${order.to}` };
    const orderId = mints ? mintOrderId() : null;
    if (orderId !== null) await intend(orderId, order, creation);
    let reply: PrivateCreation;
    try {
      reply = await place(order, orderId);
    } catch (error) {
      // Paused calls never left, and a private route without its leg one has nothing to pay: no
      // order. Any other failure may have made one: the intent stays.
      if (
        (error instanceof UpstreamError && error.kind === 'circuit-open') ||
        error instanceof LegOneNotMadeError
      )
        await dropIntent(orderId);
      throw error;
    }
    if (reply.kind === 'refused') {
      await dropIntent(orderId);
      const refusal = refusalError(reply.reason, reply.refusedField);
      metrics.upstreamRefusal(refusal.code);
      throw refusal;
    }
    if (reply.kind === 'mismatch') {
      const { problems, providerOrderId } = reply;
      // the provider may hold an order: support gets its id when it is fit to print
      await dropIntent(orderId);
      // the provider whose reply it was: a private route's leg two's is not leg one's
      const repliedBy = (reply.repliedBy ?? order.provider).name;
      metrics.providerMismatch(repliedBy, 'create');
      const orders =
        providerOrderId === null
          ? null
          : { ours: orderId ?? providerOrderId, provider: providerOrderId };
      throw new ProviderMismatchError(problems, orders, repliedBy);
    }
    const { providerOrderId, deposit, secondLeg } = reply;
    const ours = orderId ?? providerOrderId;
    const second =
      secondLeg && order.privateRoute
        ? { provider: order.privateRoute.second, providerOrderId: secondLeg.providerOrderId }
        : null;
    if (orderId !== null) await record(orderId, providerOrderId, order, creation, names, second);
    // the guarantee is owed too: a store that fails now must not lose it (nor make the key look
    // free for a second order)
    const terms = termsOf(order, providerOrderId, secondLeg);
    await untilWritten(
      async () => proof.recordTerms(ours, terms, deposit),
      () => creation.onRecordDelayed?.(),
    );
    metrics.created();
    return { orderId: ours };
  }

  /**
   * Step 1: the intent, before the provider is asked. A provider that lists its orders can find
   * this one again after a stop (intent-recovery.service.ts): by what the terms hold, and for
   * the key's print.
   */
  async function intend(orderId: string, order: NewOrder, creation: Creation): Promise<void> {
    const { key, print } = creation;
    // a private route's leg one alone is not the visitor's order: it is never recorded from a list
    const findable =
      order.provider.upstream.findCreated !== undefined &&
      order.privateRoute === undefined &&
      key !== undefined &&
      print !== undefined;
    try {
      await orderMap.intend({
        orderId,
        ...(key === undefined ? {} : { key }),
        pair: `${order.from}>${order.to}`,
        amount: order.amount,
        at: now(),
        ...(findable
          ? { lookup: { provider: order.provider.name, print, terms: termsOf(order, null) } }
          : {}),
      });
    } catch (error) {
      // The write may have landed all the same (the master took it and fell before a replica
      // confirmed it). The provider is not asked, so the intent goes as soon as the store
      // answers: left, it would hold the key as "in progress", then "contact support".
      void untilWritten(() => orderMap.drop(orderId)).catch(() => undefined);
      throw error;
    }
  }

  /** Forgets an intent whose order the provider surely did not make; failing, it only alerts later. */
  const dropIntent = (orderId: string | null) =>
    orderId === null ? undefined : orderMap.drop(orderId).catch(() => undefined);

  /**
   * Step 3: the provider made the order: our id (minted before it was asked) is kept beside the
   * provider's before the visitor is told it. The intent keeps the order meanwhile: its key never
   * orders again.
   */
  async function record(
    orderId: string,
    providerOrderId: string,
    order: NewOrder,
    creation: Creation,
    names: CreationNames,
    /** a private route's leg two: its provider and id, kept in the same map line */
    second: { provider: Provider; providerOrderId: string } | null,
  ): Promise<void> {
    // The provider holds an order the site cannot find again while this fails: support hears of
    // it once the write has failed longer than a failover takes, and again if it gives up.
    const orders = { ours: orderId, provider: providerOrderId };
    let toldSupport = false;
    try {
      await untilWritten(
        () => orderMap.put(orderId, locations.valueOf(order.provider, providerOrderId, second)),
        (error, failingForMs) => {
          creation.onRecordDelayed?.();
          if (toldSupport || failingForMs < RECORD_ALERT_AFTER_MS) return;
          toldSupport = true;
          deps.alerts.raise(
            unrecordedOrderAlert(error, 'could not be recorded yet (still trying)', names, orders),
          );
        },
      );
    } catch (error) {
      deps.alerts.raise(unrecordedOrderAlert(error, 'could not be recorded', names, orders));
      throw new UnrecordedOrderError(error);
    }
  }

  /**
   * Step 4's terms: the order as the visitor was promised it, the guarantee is made of these.
   * `providerOrderId` null: before the provider is asked (the terms an intent keeps).
   */
  function termsOf(
    order: NewOrder,
    providerOrderId: string | null,
    secondLeg?: SecondLegTerms,
  ): OrderTerms {
    const [estimate] = order.route[0] ?? [-1];
    const providerEstimate = estimate > 0 ? coinFigure(estimate, order.to) : null;
    return {
      provider: order.provider.label,
      providerOrderId: mints ? providerOrderId : null,
      from: order.from,
      to: order.to,
      sendAmount: order.amount,
      estimateShown:
        order.estimateShown === null ? providerEstimate : coinFigure(order.estimateShown, order.to),
      providerEstimate,
      fixedRate: Boolean(order.rateId),
      address: order.address,
      receiveMemo: order.receiveMemo ?? null,
      refundAddress: order.refundAddress ?? null,
      createdAt: Math.floor(now() / 1000),
      ...(secondLeg ? { secondLeg } : {}),
    };
  }

  const placePrivate = createPrivatePlacement(deps.alerts);
  /** A private route's two legs (private-placement.ts), leg one's reply with leg two's terms. */
  const placeRoute: Placement = (order, orderId) =>
    placePrivate(order, order.privateRoute!, orderId ?? '-');

  return {
    /**
     * One order at the provider the flow chose, or a private route's two (steps 1 to 4 around
     * placeDirect or placeRoute).
     */
    create: (order: NewOrder, creation: Creation) =>
      make(order, creation, order.privateRoute ? placeRoute : placeDirect),
  };
}

export type OrderCreationService = ReturnType<typeof createOrderCreationService>;
