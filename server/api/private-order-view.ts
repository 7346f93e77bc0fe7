import type {
  AmountWarning,
  OrderLegView,
  OrderView,
  ProviderMismatch,
} from '../../shared/contract/api.js';
import { isSelectableSymbol } from '../../shared/coins.js';
import { isTerminal, ORDER_STATUS } from '../../shared/order-status.js';
import { PRIVATE_ROUTE_COIN } from '../../shared/private-route.js';
import { promisedEstimate, type Deposit, type OrderTerms } from '../proof/documents.js';
import type { Gated, OrderFacts, StatusVerdict } from '../upstream/gate.js';
import { depositSeen, type AskedOrder } from '../upstream/reply-checks.js';

// A private route's order (decision 030) as the visitor follows it: two provider orders, each
// reply held to its own leg's record, told as one order. The visitor sends to leg one's deposit
// and receives from leg two; each leg's progress, hashes and hold are shown beside the whole.

type SecondLeg = NonNullable<OrderTerms['secondLeg']>;

/** What each leg was promised besides its fields: its pinned deposit and last shown status. */
export interface LegsPromised {
  /** the visitor's deposit, pinned by the guarantee */
  deposit: Deposit | null;
  shown: [number | null, number | null];
}

/**
 * The records both legs' replies are held to: leg one pays out the Monero to leg two's deposit
 * (pinned like a deposit: any other payout address is a mismatch of the whole order) and refunds
 * to the visitor's refund address; leg two swaps leg one's estimate, pays the visitor and refunds
 * to their Monero address. null: the terms name a coin the site no longer swaps.
 */
export function legRecords(
  terms: OrderTerms,
  leg: SecondLeg,
  promised: LegsPromised,
): [AskedOrder, AskedOrder] | null {
  const { from, to } = terms;
  if (!isSelectableSymbol(from) || !isSelectableSymbol(to)) return null;
  const estimate = promisedEstimate(terms);
  return [
    {
      from,
      to: PRIVATE_ROUTE_COIN,
      address: leg.depositAddress,
      receiveMemo: null,
      refundAddress: terms.refundAddress,
      sendAmount: Number(terms.sendAmount),
      estimate: Number(leg.amount),
      deposit: promised.deposit,
      shownStatus: promised.shown[0],
    },
    {
      from: PRIVATE_ROUTE_COIN,
      to,
      address: terms.address,
      receiveMemo: terms.receiveMemo,
      refundAddress: leg.refundAddress,
      sendAmount: Number(leg.amount),
      estimate: estimate === null ? null : Number(estimate),
      deposit: { address: leg.depositAddress, memo: null },
      shownStatus: promised.shown[1],
    },
  ];
}

/**
 * The whole order's progress from its legs': leg one's until it has paid out, then leg two's.
 * Between them (leg one sending the Monero, leg two waiting for it or confirming it) the
 * visitor's swap is being exchanged; only leg two's payout is the order's sending.
 */
export function overallStatus(one: number, two: number): number {
  const { waiting, anonymizing, swapping, finishing, completed } = ORDER_STATUS;
  if (one < finishing) return one;
  if (one === finishing) return swapping;
  if (one !== completed) return one;
  return two === waiting || two === anonymizing ? swapping : two;
}

type Facts = Gated<OrderFacts>;

/**
 * Leg two's reply as the order shows it. Leg two is made first and its deposit window runs from
 * then, while its deposit is leg one's payout, sent only after the visitor's deposit and leg
 * one's whole swap: leg two reporting expired while leg one can still pay it out is shown as
 * waiting for that payout and not remembered (a provider may swap what arrives late, and the
 * order must not read as going back from expired). Reported after leg one paid out, it is what
 * it says, and `unpaid`: the Monero sits at an order that expired, which support must hear of.
 */
export function legTwoAsShown<F extends { status: number }>(
  one: { status: number },
  two: F,
): { facts: F; remembered: boolean; unpaid: boolean } {
  if (two.status !== ORDER_STATUS.expired) return { facts: two, remembered: true, unpaid: false };
  if (!isTerminal(one.status)) {
    return { facts: { ...two, status: ORDER_STATUS.waiting }, remembered: false, unpaid: false };
  }
  return { facts: two, remembered: true, unpaid: one.status === ORDER_STATUS.completed };
}

const hashes = (facts: Facts) => ({
  ...(facts.depositHash === undefined ? {} : { depositHash: facts.depositHash }),
  ...(facts.payoutHash === undefined ? {} : { payoutHash: facts.payoutHash }),
  ...(facts.refundHash === undefined ? {} : { refundHash: facts.refundHash }),
});

/** One leg as the order page shows it: the record's addresses, the reply's facts. */
function legView(
  provider: string,
  record: AskedOrder,
  facts: Facts,
  deposit: { address: string; memo: string | null },
): OrderLegView {
  const paid = facts.status === ORDER_STATUS.completed;
  return {
    provider,
    status: facts.status,
    send: {
      symbol: record.from,
      amount: depositSeen(facts) ? facts.sent : (record.sendAmount ?? 0),
      address: deposit.address,
      memo: deposit.memo,
    },
    receive: {
      symbol: record.to,
      amount: paid ? facts.received : (record.estimate ?? 0),
      address: record.address,
      memo: record.receiveMemo,
    },
    refundAddress: record.refundAddress,
    ...hashes(facts),
    ...(facts.holdReason ? { holdReason: facts.holdReason } : {}),
  };
}

/** Both legs' facts, and the warnings each earned, as the gate passed them. */
export interface LegFacts {
  facts: [Facts, Facts];
  warnings: [AmountWarning[], AmountWarning[]];
}

/**
 * The order as the visitor is told it: what to send and where from the record and leg one, what
 * arrives from leg two; the hashes the visitor can follow on chain (their deposit, their payout,
 * a refund of either leg); a hold of either leg holds the order.
 */
export function privateViewOf(
  orderId: string,
  terms: OrderTerms,
  leg: SecondLeg,
  records: [AskedOrder, AskedOrder],
  { facts: [one, two], warnings }: LegFacts,
): OrderView {
  const legs: [OrderLegView, OrderLegView] = [
    legView(terms.provider, records[0], one, one.deposit),
    legView(leg.provider, records[1], two, { address: leg.depositAddress, memo: null }),
  ];
  const status = overallStatus(one.status, two.status);
  const held = [one, two].find((facts) => facts.holdReason)?.holdReason;
  const allWarnings = [...new Set([...warnings[0], ...warnings[1]])];
  const refundHash = one.refundHash ?? two.refundHash;
  return {
    orderId,
    status,
    createdAt: terms.createdAt,
    firstReceivedAt: one.firstReceivedAt,
    send: { ...legs[0].send, symbol: terms.from },
    receive: {
      symbol: terms.to,
      amount:
        status === ORDER_STATUS.completed ? two.received : Number(promisedEstimate(terms) ?? 0),
      address: terms.address,
      memo: terms.receiveMemo,
    },
    refundAddress: terms.refundAddress,
    provider: `${terms.provider} + ${leg.provider}`,
    ...(one.depositHash === undefined ? {} : { depositHash: one.depositHash }),
    ...(two.payoutHash === undefined ? {} : { payoutHash: two.payoutHash }),
    ...(refundHash === undefined ? {} : { refundHash }),
    ...(held ? { holdReason: held } : {}),
    ...(allWarnings.length > 0 ? { amountWarnings: allWarnings } : {}),
    legs,
  };
}

type Mismatch = Extract<StatusVerdict, { kind: 'mismatch' }>;

/**
 * Either leg's reply failed the gate: the whole order is a mismatch (do not send). The problems
 * of both, the status of leg one when it was no part of it.
 */
export function legsMismatch(verdicts: [StatusVerdict, StatusVerdict]): Mismatch | null {
  const mismatches = verdicts.filter((verdict): verdict is Mismatch => verdict.kind === 'mismatch');
  if (mismatches.length === 0) return null;
  const problems = [
    ...new Set(mismatches.flatMap((mismatch) => mismatch.problems)),
  ] as ProviderMismatch[];
  const [first] = verdicts;
  return {
    kind: 'mismatch',
    problems,
    status: first.kind === 'facts' ? first.facts.status : first.status,
    firstReceivedAt: first.kind === 'facts' ? first.facts.firstReceivedAt : first.firstReceivedAt,
  };
}
