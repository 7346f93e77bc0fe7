import { PRIVATE_ROUTE_COIN } from '../../shared/private-route.js';
import type { Alerts } from '../alerts/alerts.js';
import type { SecondLegTerms } from '../proof/documents.js';
import { askedAtCreation, type GatedCreation, type GatedDeposit } from '../upstream/gate.js';
import type { Provider } from '../upstream/providers.js';
import type { CreateRequest } from '../upstream/upstream-port.js';
import { LegOneNotMadeError } from './creation-errors.js';
import type { QuotedRoute } from './private-offers.js';

// Placing a private route's order (decision 030), in the safe order: leg two first (Monero to the
// coin wanted, paid to the visitor), then leg one (the visitor's coin to Monero, paid to leg two's
// deposit). Until leg one exists the visitor has nothing to send to, so a failure at any step
// leaves no coin at risk: at worst an order at leg two's provider that nobody pays.

/** What the visitor asked for, as the order request gave it (checked by order-checks.ts). */
export interface PrivateOrder {
  from: CreateRequest['from'];
  to: CreateRequest['to'];
  amount: string;
  address: string;
  receiveMemo?: string;
  refundAddress?: string;
  /** where leg two refunds its Monero; absent: its provider asks the visitor */
  xmrRefundAddress?: string;
}

/**
 * Leg one's creation as the gate read it, with leg two's terms once both exist; or leg two's
 * refusal or mismatch, with `repliedBy` naming its provider (support and the count blame it),
 * and `refusedField` the visitor's field a refusal is about where it is not the reason's own.
 */
export type PrivateCreation = GatedCreation & {
  secondLeg?: SecondLegTerms;
  repliedBy?: Provider;
  refusedField?: 'xmrRefundAddress';
};

/** Leg two is made and leg one is not: support hears of leg two's id (nobody can pay it). */
const strandedAlert = (route: QuotedRoute, ours: string, legTwoId: string, why: string) => ({
  kind: 'private-route:leg-one-failed',
  summary: `A private route's leg one at ${route.first.name} failed (${why}) after leg two was made at ${route.second.name}: the visitor was told no order was made; leg two's order has no payer and expires.`,
  orders: { ours, provider: legTwoId },
});

/**
 * Leg two's deposit: the one its creation named, else (a protocol that names it in the first
 * status only) the first status's, held to what was asked. null: none can be had now.
 */
async function depositOfLegTwo(
  route: QuotedRoute,
  made: Extract<GatedCreation, { kind: 'created' }>,
  request: CreateRequest,
): Promise<GatedDeposit | null> {
  if (made.deposit) return made.deposit;
  const verdict = await route.second.upstream
    .status(made.providerOrderId, askedAtCreation(request))
    .catch(() => null);
  return verdict?.kind === 'facts' ? verdict.facts.deposit : null;
}

export function createPrivatePlacement(alerts: Pick<Alerts, 'raise'>) {
  /** `ours`: the site's id for the order, for support's mail */
  return async function placePrivate(
    order: PrivateOrder,
    route: QuotedRoute,
    ours: string,
  ): Promise<PrivateCreation> {
    const pair = `${order.from}>${order.to}`;
    const legTwoRequest: CreateRequest = {
      from: PRIVATE_ROUTE_COIN,
      to: order.to,
      amount: route.legTwoAmount,
      address: order.address,
      route: route.legTwo.route,
      // a provider that fixes rates takes each leg at its own quote's rate
      ...(route.legTwo.rateId === undefined ? {} : { rateId: route.legTwo.rateId }),
      ...(order.receiveMemo === undefined ? {} : { receiveMemo: order.receiveMemo }),
      ...(order.xmrRefundAddress === undefined ? {} : { refundAddress: order.xmrRefundAddress }),
    };
    const legTwo = await route.second.upstream.create(legTwoRequest);
    if (legTwo.kind === 'refused' && legTwo.reason === 'invalid-refund-address') {
      // leg two refunds to the visitor's Monero address, not to their refund address
      return { ...legTwo, repliedBy: route.second, refusedField: 'xmrRefundAddress' };
    }
    if (legTwo.kind !== 'created') return { ...legTwo, repliedBy: route.second };

    const stranded = (why: string) =>
      alerts.raise({ ...strandedAlert(route, ours, legTwo.providerOrderId, why), pair });
    const deposit = await depositOfLegTwo(route, legTwo, legTwoRequest);
    // leg one pays a bare address: a deposit that needs a memo cannot be paid by another provider
    if (!deposit || deposit.memo) {
      stranded(deposit ? "leg two's deposit needs a memo" : "leg two's deposit is not known");
      // leg one was never asked
      throw new LegOneNotMadeError("leg two's deposit cannot be paid by leg one");
    }
    let legOne: GatedCreation;
    try {
      legOne = await route.first.upstream.create({
        from: order.from,
        to: PRIVATE_ROUTE_COIN,
        amount: order.amount,
        address: deposit.address,
        route: route.legOne.route,
        ...(route.legOne.rateId === undefined ? {} : { rateId: route.legOne.rateId }),
        ...(order.refundAddress === undefined ? {} : { refundAddress: order.refundAddress }),
      });
    } catch (error) {
      stranded(error instanceof Error ? error.message : String(error));
      throw error;
    }
    if (legOne.kind !== 'created') {
      stranded(legOne.kind === 'refused' ? legOne.reason : legOne.problems.join(', '));
      // the address leg one pays is leg two's deposit, not the visitor's: its refusal is a
      // provider's fault (one of the two), never a problem with the visitor's field
      if (legOne.kind === 'refused' && legOne.reason === 'invalid-address') {
        throw new LegOneNotMadeError("leg one's provider refused leg two's deposit address");
      }
      return legOne;
    }
    return {
      ...legOne,
      secondLeg: {
        provider: route.second.label,
        providerName: route.second.name,
        providerOrderId: legTwo.providerOrderId,
        amount: route.legTwoAmount,
        depositAddress: deposit.address,
        refundAddress: order.xmrRefundAddress ?? null,
      },
    };
  };
}
