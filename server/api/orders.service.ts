import { randomBytes } from 'node:crypto';
import { isSelectableSymbol, type CoinSymbol } from '../../shared/coins.js';
import type { AmountWarning, CreateOrderResponse, OrderView } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError, refusalError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { untilWritten } from '../lib/until-written.js';
import type { Provider } from '../upstream/providers.js';
import type { CreateRequest } from '../upstream/upstream-port.js';
import { createMemoryOrderMap, type OrderMap } from '../stores/order-map.js';
import type { ProofService } from '../proof/proof.service.js';
import {
  coinFigure,
  promisedEstimate,
  type Deposit,
  type OrderTerms,
} from '../proof/documents.js';
import { depositSeen, type AskedOrder } from '../upstream/reply-checks.js';
import type { Gated, OrderFacts, StatusVerdict } from '../upstream/gate.js';
import { ORDER_STATUS } from '../../shared/order-status.js';

/** An order to make, and the provider (past the config, never a name) to make it with. */
export type NewOrder = CreateRequest & {
  provider: Provider;
  /** the estimate the visitor was shown (a plain decimal), for the guarantee; null: none */
  estimateShown: string | null;
};

/** The reply to a creation did not pass reply-checks.ts: no order is shown as made. */
const providerMismatchError = () =>
  new ApiError(502, 'PROVIDER_MISMATCH', englishText('providerMismatch'));

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
  /** the print of the order `key` stands for (order-keys.ts): a found order's key answers it */
  print?: string;
  /** true once a support alert about this creation was raised: one per creation */
  alerted: boolean;
  /**
   * Called when the provider made the order but the store did not take its record at once (a
   * failover, a slow replica): the writes go on until they land, and the visitor need not wait.
   */
  onRecordDelayed?: () => void;
}

/** A failover is over within this; a map write failing longer is worth support's attention. */
const RECORD_ALERT_AFTER_MS = 10_000;

/** The provider made an order the site could not write down (the mail names both ids). */
export class UnrecordedOrderError extends Error {
  constructor(cause: unknown) {
    super('the order could not be recorded', { cause });
    this.name = 'UnrecordedOrderError';
  }
}

/** A kept terms' coin, or null when it names none the site swaps. */
const coinOrNull = (symbol: string): CoinSymbol | null =>
  isSelectableSymbol(symbol) ? symbol : null;

/** What an order was promised besides the visitor's fields: its pinned deposit, its last status. */
interface Promised {
  deposit: Deposit | null;
  shownStatus: number | null;
}

/**
 * What the visitor asked for and was promised, from the terms kept at creation; null when none
 * were kept (an order from before they were kept whole): nothing to hold the reply to, a mismatch.
 */
export function askedFrom(terms: OrderTerms, promised: Promised): AskedOrder | null {
  const from = coinOrNull(terms.from);
  const to = coinOrNull(terms.to);
  if (from === null || to === null) return null;
  const estimate = promisedEstimate(terms);
  return {
    from,
    to,
    address: terms.address,
    receiveMemo: terms.receiveMemo,
    refundAddress: terms.refundAddress,
    sendAmount: Number(terms.sendAmount),
    estimate: estimate === null ? null : Number(estimate),
    ...promised,
  };
}

/** What the visitor was promised to receive, as a number (0: none was). */
const estimateOf = (terms: OrderTerms): number => Number(promisedEstimate(terms) ?? 0);

/**
 * The order as the visitor is told it: what to send, where, with which memo, by when and what was
 * promised come from the record (the terms kept at creation, the pinned deposit); the provider's
 * reply adds only the facts the gate let through: the status reached, a deposit seen, the figures
 * it reports once they happened, and hashes.
 */
function viewOf(
  orderId: string,
  terms: OrderTerms,
  facts: Gated<OrderFacts>,
  warnings: AmountWarning[],
  provider: string | undefined,
): OrderView {
  const paid = facts.status === ORDER_STATUS.completed;
  return {
    orderId,
    status: facts.status,
    createdAt: terms.createdAt,
    firstReceivedAt: facts.firstReceivedAt,
    send: {
      symbol: terms.from,
      // before the deposit the amount to send is the visitor's own; after it, what arrived
      amount: depositSeen(facts) ? facts.sent : Number(terms.sendAmount),
      address: facts.deposit.address,
      memo: facts.deposit.memo,
    },
    receive: {
      symbol: terms.to,
      amount: paid ? facts.received : estimateOf(terms),
      address: terms.address,
      memo: terms.receiveMemo,
    },
    refundAddress: terms.refundAddress,
    ...(provider === undefined ? {} : { provider }),
    ...(facts.depositHash === undefined ? {} : { depositHash: facts.depositHash }),
    ...(facts.payoutHash === undefined ? {} : { payoutHash: facts.payoutHash }),
    ...(facts.refundHash === undefined ? {} : { refundHash: facts.refundHash }),
    ...(facts.holdReason ? { holdReason: facts.holdReason } : {}),
    ...(warnings.length > 0 ? { amountWarnings: warnings } : {}),
  };
}

/**
 * An order whose provider's reply failed the gate, as a visitor may see it: the deposit withheld,
 * the record's own figures and addresses (never the provider's), and what did not match.
 */
function mismatchView(
  orderId: string,
  verdict: Extract<StatusVerdict, { kind: 'mismatch' }>,
  terms: OrderTerms | null,
  provider: string | undefined,
  shownStatus: number | null,
): OrderView {
  return {
    orderId,
    status: verdict.status ?? shownStatus ?? 0,
    createdAt: terms?.createdAt ?? 0,
    firstReceivedAt: verdict.firstReceivedAt,
    send: {
      symbol: terms?.from ?? '',
      amount: Number(terms?.sendAmount ?? 0) || 0,
      address: '',
      memo: null,
    },
    receive: {
      symbol: terms?.to ?? '',
      amount: terms ? estimateOf(terms) : 0,
      address: terms?.address ?? '',
      memo: terms?.receiveMemo ?? null,
    },
    refundAddress: terms?.refundAddress ?? null,
    ...(provider === undefined ? {} : { provider }),
    providerMismatch: verdict.problems,
  };
}

/** How many orders' last shown status a process remembers. */
const SHOWN_LIMIT = 50_000;

/**
 * An order whose status calls have failed (not answered, or answered in a way no protocol reads:
 * a redirect elsewhere, invalid JSON) for this long is worth support's look: the visitor sees only
 * an outage meanwhile. Mailed once per order and process, batched by provider.
 */
export const STATUS_FAILING_ALERT_MS = 5 * 60_000;

/** 16 random bytes in base64url: exactly the 22 characters of an order id. */
const mintOrderId = (): string => randomBytes(16).toString('base64url');

/**
 * With several providers the map holds `name:id`: which provider has the order, and its id there.
 * Names never hold ':' (PROVIDERS' rule); whatever follows the first is the provider's id.
 */
export const mapValue = (provider: Provider, providerOrderId: string) =>
  `${provider.name}:${providerOrderId}`;

export function createOrdersService(
  providers: Provider[],
  alerts: Alerts,
  metrics: OrderMetrics = noMetrics.orders,
  orderMap: OrderMap = createMemoryOrderMap(),
  /** keeps each order's terms, guarantee and receipt as the site sees them */
  proof: Pick<
    ProofService,
    'recordTerms' | 'observed' | 'termsOf' | 'firstNotice' | 'pinnedDeposit'
  >,
  now: () => number = Date.now,
) {
  const several = providers.length > 1;
  const single = providers[0]!;
  /** The site mints its own ids (a provider's are not 22 characters, or several share the map). */
  const mints = several || single.upstream.mintsOrderIds;
  /**
   * The status each order was last shown with: a reply may only move forward from it. Per
   * process (a cache, never the truth): a final status is the receipt's, kept for good.
   */
  const shown = new Map<string, number>();
  const remember = (orderId: string, status: number) => {
    if (shown.size >= SHOWN_LIMIT) shown.delete(shown.keys().next().value!);
    shown.delete(orderId);
    shown.set(orderId, status);
  };

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
    creation: Creation,
  ) {
    const { requestId } = creation;
    // The provider holds an order the site cannot find again while this fails: support needs
    // both ids, once the write has failed longer than a failover takes, and again if it gives up.
    const alertUnrecorded = (error: unknown, what: string) =>
      alerts.raise({
        kind: 'order-map:write',
        summary: `catch error: the order ${what}: ${error instanceof Error ? error.message : String(error)}`,
        requestId,
        pair: `${order.from}>${order.to}`,
        orders: { ours: orderId, provider: providerOrderId },
      });
    let alerted = false;
    try {
      // the intent keeps the order meanwhile: its key never orders again
      await untilWritten(
        () =>
          orderMap.put(
            orderId,
            several ? mapValue(order.provider, providerOrderId) : providerOrderId,
          ),
        (error, failingForMs) => {
          creation.onRecordDelayed?.();
          if (alerted || failingForMs < RECORD_ALERT_AFTER_MS) return;
          alerted = true;
          alertUnrecorded(error, 'could not be recorded yet (still trying)');
        },
      );
    } catch (error) {
      alertUnrecorded(error, 'could not be recorded');
      throw new UnrecordedOrderError(error);
    }
  }

  /** The order's terms as the visitor was promised them: the guarantee is made of these. */
  const termsOf = (
    order: NewOrder,
    provider: Provider,
    /** null before the provider is asked: the terms an intent keeps */
    providerOrderId: string | null,
  ): OrderTerms => {
    const [estimate] = order.route[0] ?? [-1];
    const providerEstimate = estimate > 0 ? coinFigure(estimate, order.to) : null;
    return {
      provider: provider.label,
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
    };
  };

  /** Since when each order's status calls fail, and which were told to support already. */
  const failing = (() => {
    const since = new Map<string, number>();
    const told = new Set<string>();
    return {
      answered(orderId: string) {
        since.delete(orderId);
        told.delete(orderId);
      },
      failed(orderId: string, where: { provider: Provider; providerOrderId: string }) {
        if (since.size >= SHOWN_LIMIT) since.clear();
        const first = since.get(orderId) ?? now();
        since.set(orderId, first);
        if (now() - first < STATUS_FAILING_ALERT_MS || told.has(orderId)) return;
        if (told.size >= SHOWN_LIMIT) told.clear();
        told.add(orderId);
        alerts.raise({
          kind: `provider-status-failing:${where.provider.name}`,
          summary: `Provider ${where.provider.name}: the order's status has not been readable for ${Math.round((now() - first) / 60_000)} minutes (the visitor sees an outage).`,
          orders: { ours: orderId, provider: where.providerOrderId },
        });
      },
    };
  })();

  /** Support hears once per order of what its provider's replies said against it (any replica). */
  async function alertOnce(
    orderId: string,
    where: { provider: Provider; providerOrderId: string },
    what: 'mismatch-alert' | 'warning-alert',
    summary: string,
  ) {
    // the store away: better a second mail than none
    const first = await proof.firstNotice(orderId, what).catch(() => true);
    if (!first) return;
    alerts.raise({
      kind: what === 'mismatch-alert' ? 'provider-mismatch:status' : 'provider-figures:status',
      summary: `Provider ${where.provider.name}: ${summary}`,
      orders: { ours: orderId, provider: where.providerOrderId },
    });
  }

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
      // the codec reads the fields it sends; the estimate shown is for the guarantee
      const { provider, ...request } = order;
      const { upstream } = provider;
      const orderId = mints ? mintOrderId() : null;
      if (orderId !== null) {
        // A provider that lists its orders can find this one again after a stop (intent-recovery
        // .service.ts): by what the terms hold, and for the key's print.
        const findable =
          upstream.findCreated !== undefined &&
          creation.key !== undefined &&
          creation.print !== undefined;
        try {
          await orderMap.intend({
            orderId,
            ...(creation.key === undefined ? {} : { key: creation.key }),
            pair: `${order.from}>${order.to}`,
            amount: order.amount,
            at: now(),
            ...(findable
              ? {
                  lookup: {
                    provider: provider.name,
                    print: creation.print!,
                    terms: termsOf(order, provider, null),
                  },
                }
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
      let reply;
      try {
        reply = await upstream.create(request);
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
      if (reply.kind === 'mismatch') {
        const { problems, providerOrderId } = reply;
        // the provider may hold an order: support gets its id when it is fit to print
        await dropIntent(orderId);
        metrics.providerMismatch(provider.name, 'create');
        if (!creation.alerted) {
          creation.alerted = true;
          alerts.raise({
            kind: 'provider-mismatch:create',
            summary: `The provider's reply to a new order did not match it (${problems.join(', ')}): no order was shown to the visitor.`,
            requestId,
            pair: `${order.from}>${order.to}`,
            ...(providerOrderId === null
              ? {}
              : { orders: { ours: orderId ?? providerOrderId, provider: providerOrderId } }),
          });
        }
        throw providerMismatchError();
      }
      if (reply.kind === 'created') {
        const { providerOrderId, deposit } = reply;
        const ours = orderId ?? providerOrderId;
        if (orderId !== null) await record(orderId, providerOrderId, order, creation);
        const terms = termsOf(order, provider, providerOrderId);
        // the guarantee is owed too: a store that fails now must not lose it (nor make the key
        // look free for a second order)
        await untilWritten(
          async () => proof.recordTerms(ours, terms, deposit),
          () => creation.onRecordDelayed?.(),
        );
        metrics.created();
        return { orderId: ours };
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
      const terms = await proof.termsOf(orderId);
      const shownStatus = shown.get(orderId) ?? null;
      // the record the reply is held to; none kept (an order from before terms were kept whole)
      // and every reply is a mismatch
      const record =
        terms && askedFrom(terms, { deposit: await proof.pinnedDeposit(orderId), shownStatus });
      const verdict = await provider.upstream.status(providerOrderId, record, page?.signal).then(
        (answer) => (failing.answered(orderId), answer),
        (error: unknown) => {
          if (!page?.signal.aborted) failing.failed(orderId, where);
          throw error;
        },
      );
      if (!verdict) throw notFound;
      const label = several ? provider.label : undefined;
      if (verdict.kind === 'mismatch' || !terms) {
        const mismatch: Extract<StatusVerdict, { kind: 'mismatch' }> =
          verdict.kind === 'mismatch'
            ? verdict
            : { kind: 'mismatch', problems: ['terms'], status: null, firstReceivedAt: null };
        metrics.providerMismatch(provider.name, 'status');
        void alertOnce(
          orderId,
          where,
          'mismatch-alert',
          `its status reply no longer matches the order (${mismatch.problems.join(', ')}); the page tells the visitor not to send.`,
        );
        return mismatchView(orderId, mismatch, terms, label, shownStatus);
      }
      const { facts, warnings } = verdict;
      if (warnings.length > 0) {
        void alertOnce(
          orderId,
          where,
          'warning-alert',
          `it reports figures far from the order's terms after the deposit (${warnings.join(', ')}); the page warns the visitor.`,
        );
      }
      remember(orderId, facts.status);
      const view = viewOf(orderId, terms, facts, warnings, label);
      const signingKeys = await proof.observed(view, mints ? providerOrderId : null, requestId);
      return Object.keys(signingKeys).length > 0 ? { ...view, signingKeys } : view;
    },

    /** The provider's id of one of our orders, for its documents; null with the price service. */
    async providerOrderIdOf(orderId: string): Promise<string | null> {
      if (!mints) return null;
      return (await whereIs(orderId))?.providerOrderId ?? null;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
