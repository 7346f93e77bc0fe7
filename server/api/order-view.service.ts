import type { AmountWarning, OrderView } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import type { Alerts } from '../alerts/alerts.js';
import { ApiError } from '../http/api-error.js';
import { noMetrics, type OrderMetrics } from '../metrics/metrics.js';
import { promisedEstimate, type OrderTerms } from '../proof/documents.js';
import type { ProofService } from '../proof/proof.service.js';
import type { Gated, OrderFacts, StatusVerdict } from '../upstream/gate.js';
import { depositSeen } from '../upstream/reply-checks.js';
import { askedFrom } from './asked-order.js';
import type { OrderLocations, OrderPlace } from './order-location.js';
import { createStatusAlerts } from './status-alerts.js';
import { legRecords, legsMismatch, legTwoAsShown, privateViewOf } from './private-order-view.js';
import type { AskedOrder } from '../upstream/reply-checks.js';

// One order as the visitor is told it (GET /api/orders/:id and the order page), in the steps a
// reader follows top to bottom in get() below:
//   1. find     where the order is (order-location.ts): an id the site never gave out is a 404,
//               never asked of a provider
//   2. recall   what it was promised: the terms kept at creation, its pinned deposit, and the
//               status it was last shown with (a reply may only move forward from it)
//   3. ask      its provider for the status, the reply held to that record by the gate
//   4. tell     the view: the record's figures with the facts the gate let through, or, where the
//               reply did not match, the record alone and the deposit withheld
//   5. sign     the documents the view owes (proof.observed), and support told of what did not
//               match or keeps failing (status-alerts.ts)

type Mismatch = Extract<StatusVerdict, { kind: 'mismatch' }>;

/** How many orders' last shown status a process remembers. */
const SHOWN_LIMIT = 50_000;

interface ViewDeps {
  locations: Pick<OrderLocations, 'whereIs' | 'mints' | 'several'>;
  proof: Pick<ProofService, 'termsOf' | 'pinnedDeposit' | 'observed' | 'firstNotice'>;
  alerts: Alerts;
  metrics?: OrderMetrics;
  now?: () => number;
}

export function createOrderViewService(deps: ViewDeps) {
  const { locations, proof } = deps;
  const metrics = deps.metrics ?? noMetrics.orders;
  const support = createStatusAlerts(deps.alerts, proof.firstNotice, deps.now ?? Date.now);
  /**
   * The status each order was last shown with. Per process (a cache, never the truth): a final
   * status is the receipt's, kept for good.
   */
  const shown = new Map<string, number>();
  const remember = (orderId: string, status: number) => {
    if (shown.size >= SHOWN_LIMIT) shown.delete(shown.keys().next().value!);
    shown.delete(orderId);
    shown.set(orderId, status);
  };

  /**
   * One leg's status, its calls' failures counted for support as any order's. Both legs count
   * under the order's id, so only both answering ends its failures (legsGet): one leg answering
   * must not reset the other's.
   */
  const legStatus = (
    orderId: string,
    where: OrderPlace,
    record: AskedOrder,
    page: { signal: AbortSignal } | undefined,
  ) =>
    where.provider.upstream
      .status(where.providerOrderId, record, page?.signal)
      .catch((error: unknown) => {
        if (!page?.signal.aborted) support.failed(orderId, where);
        throw error;
      });

  /**
   * A private route's order (decision 030): both legs asked at once, each reply held to its own
   * leg's record (leg one must pay leg two's deposit); either one's mismatch is the whole order's.
   */
  async function legsGet(
    orderId: string,
    place: OrderPlace,
    second: OrderPlace,
    terms: OrderTerms,
    page: { signal: AbortSignal } | undefined,
    requestId: string | undefined,
  ): Promise<OrderView> {
    const leg = terms.secondLeg!;
    const label = `${terms.provider} + ${leg.provider}`;
    const shownStatus: [number | null, number | null] = [
      shown.get(orderId) ?? null,
      shown.get(`${orderId}+`) ?? null,
    ];
    const records = legRecords(terms, leg, {
      deposit: await proof.pinnedDeposit(orderId),
      shown: shownStatus,
    });
    if (records === null) {
      const noTerms: Mismatch = {
        kind: 'mismatch',
        problems: ['terms'],
        status: null,
        firstReceivedAt: null,
      };
      return mismatchView(orderId, noTerms, terms, label, shownStatus[0]);
    }
    const [one, two] = await Promise.all([
      legStatus(orderId, place, records[0], page),
      legStatus(orderId, second, records[1], page),
    ]);
    support.answered(orderId);
    if (!one || !two) throw new ApiError(404, 'ORDER_NOT_FOUND', englishText('orderNotFound'));
    const mismatch = legsMismatch([one, two]);
    if (mismatch || one.kind !== 'facts' || two.kind !== 'facts') {
      const blamed = one.kind === 'mismatch' ? place : second;
      metrics.providerMismatch(blamed.provider.name, 'status');
      void support.mismatch(orderId, blamed, mismatch!.problems);
      return mismatchView(orderId, mismatch!, terms, label, shownStatus[0]);
    }
    if (one.warnings.length > 0) void support.farFigures(orderId, place, one.warnings);
    if (two.warnings.length > 0) void support.farFigures(orderId, second, two.warnings);
    remember(orderId, one.facts.status);
    const legTwo = legTwoAsShown(one.facts, two.facts);
    if (legTwo.remembered) remember(`${orderId}+`, two.facts.status);
    if (legTwo.unpaid) void support.legTwoExpired(orderId, second);
    const view = privateViewOf(orderId, terms, leg, records, {
      facts: [one.facts, legTwo.facts],
      warnings: [one.warnings, two.warnings],
    });
    const signingKeys = await proof.observed(view, place.providerOrderId, requestId);
    return Object.keys(signingKeys).length > 0 ? { ...view, signingKeys } : view;
  }

  return {
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
      const place = await locations.whereIs(orderId);
      if (place === null) throw notFound;
      const { provider, providerOrderId } = place;

      const terms = await proof.termsOf(orderId);
      if (place.second && terms?.secondLeg) {
        return legsGet(orderId, place, place.second, terms, page, requestId);
      }
      const shownStatus = shown.get(orderId) ?? null;
      // none kept (an order from before terms were kept whole): every reply is a mismatch
      const record =
        terms && askedFrom(terms, { deposit: await proof.pinnedDeposit(orderId), shownStatus });

      const verdict = await provider.upstream.status(providerOrderId, record, page?.signal).then(
        (answer) => (support.answered(orderId), answer),
        (error: unknown) => {
          if (!page?.signal.aborted) support.failed(orderId, place);
          throw error;
        },
      );
      if (!verdict) throw notFound;

      const label = locations.several ? provider.label : undefined;
      if (verdict.kind === 'mismatch' || !terms) {
        const mismatch: Mismatch =
          verdict.kind === 'mismatch'
            ? verdict
            : { kind: 'mismatch', problems: ['terms'], status: null, firstReceivedAt: null };
        metrics.providerMismatch(provider.name, 'status');
        void support.mismatch(orderId, place, mismatch.problems);
        return mismatchView(orderId, mismatch, terms, label, shownStatus);
      }
      const { facts, warnings } = verdict;
      if (warnings.length > 0) void support.farFigures(orderId, place, warnings);
      remember(orderId, facts.status);
      const view = viewOf(orderId, terms, facts, warnings, label);

      const signingKeys = await proof.observed(
        view,
        locations.mints ? providerOrderId : null,
        requestId,
      );
      return Object.keys(signingKeys).length > 0 ? { ...view, signingKeys } : view;
    },

    /** The provider's id of one of our orders, for its documents; null with the price service. */
    async providerOrderIdOf(orderId: string): Promise<string | null> {
      if (!locations.mints) return null;
      return (await locations.whereIs(orderId))?.providerOrderId ?? null;
    },
  };
}

export type OrderViewService = ReturnType<typeof createOrderViewService>;

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
  verdict: Mismatch,
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
