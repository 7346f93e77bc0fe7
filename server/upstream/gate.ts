import type { AmountWarning, PriceQuote, ProviderMismatch } from '../../shared/contract/api.js';
import { RefusedReplyError } from './upstream-error.js';
import { isForwardMove, isOrderStatus } from '../../shared/order-status.js';
import {
  amountWarnings,
  createdProblems,
  quoteProblems,
  statusProblems,
  type AskedOrder,
} from './reply-checks.js';
import type {
  CreateRequest,
  RefusalReason,
  SentOrder,
  Upstream,
  UpstreamOrder,
} from './upstream-port.js';

// The one gate every provider value passes (decision 020). Codecs read a provider's words into
// the common shapes of upstream-port.ts, saying field by field what the protocol leaves unsaid;
// this module checks those shapes against the site's own record (reply-checks.ts holds each
// rule) and is the only place that makes the Gated values the services take. A service cannot
// hand a raw reply to a page, a store, a ranking or a signature: the raw port stays inside
// providers.ts, and lint refuses an assertion to a Gated type anywhere but here.

declare const passedTheGate: unique symbol;

/** A provider value the gate has checked: only this module makes one. */
export type Gated<T> = T & { readonly [passedTheGate]: true };

const passed = <T>(value: T): Gated<T> => value as Gated<T>;

/** Where the visitor sends: the deposit the provider gave, once it passed the checks. */
export interface GatedDeposit {
  address: string;
  memo: string | null;
}

/** A creation's outcome, checked: the order made, the provider's refusal, or a reply that lied. */
export type GatedCreation =
  | {
      kind: 'created';
      providerOrderId: Gated<string>;
      /** null: the reply names none (the price service); the first status reply is asked */
      deposit: Gated<GatedDeposit> | null;
    }
  | { kind: 'refused'; reason: RefusalReason }
  | {
      kind: 'mismatch';
      problems: ProviderMismatch[];
      /** the provider's id when it is fit to print (support needs it), else null */
      providerOrderId: Gated<string> | null;
    };

/**
 * What a status reply may add to the record: facts only (the status reached, a deposit seen,
 * figures and hashes), each compared with the record. Never an address, a memo or a deadline:
 * those are the record's.
 */
export interface OrderFacts {
  status: number;
  firstReceivedAt: number | null;
  /** the amount the provider reports received (before a deposit: the record's own amount) */
  sent: number;
  /** the amount the provider reports paid out, or expects to */
  received: number;
  depositHash?: string | null;
  payoutHash?: string | null;
  refundHash?: string | null;
  holdReason?: string;
  /** the deposit the reply names: the record's pinned one, or (none pinned yet) a checked one */
  deposit: GatedDeposit;
}

/** A status reply through the gate: facts fit to show, or what did not match the record. */
export type StatusVerdict =
  | { kind: 'facts'; facts: Gated<OrderFacts>; warnings: AmountWarning[] }
  | {
      kind: 'mismatch';
      problems: ProviderMismatch[];
      /** the status, when it was no part of the mismatch (known, and forward); else null */
      status: number | null;
      /** when a deposit was seen, if the reply says so sanely */
      firstReceivedAt: number | null;
    };

/** A quote through the gate. */
export type QuoteVerdict =
  { kind: 'quote'; quote: Gated<PriceQuote> } | { kind: 'mismatch'; problems: string[] };

/** An order found in a provider's own list, confirmed by its status and fit to record. */
export interface FoundOrder {
  providerOrderId: Gated<string>;
  deposit: Gated<GatedDeposit>;
}

/** A look in a provider's list: the orders that are this one, or why none can be trusted. */
export type ListVerdict =
  | { kind: 'listed'; found: FoundOrder[] }
  /** a listed order that is ours by what was sent, whose other replies do not hold together */
  | { kind: 'mismatch'; why: string };

/** The upstream as the services see it: every reply through the gate. */
export interface GatedUpstream extends Pick<
  Upstream,
  | 'protocol'
  | 'mintsOrderIds'
  | 'takesRefundAndMemo'
  | 'fixesRates'
  | 'isReachable'
  | 'probe'
  | 'saysSandbox'
  | 'onCircuitOpen'
  | 'close'
> {
  /** a quote whose figures are amounts, or what was wrong with them (a lie, or a broken provider) */
  quote(request: Parameters<Upstream['quote']>[0]): Promise<QuoteVerdict>;
  /** never retried; held to `request` (and, for a reply naming no deposit, its first status) */
  create(request: CreateRequest): Promise<GatedCreation>;
  /**
   * null: the provider knows no such order. `record` null: the site kept no terms for it, so any
   * reply is a mismatch ('terms'). `page`: given up when the page stops waiting.
   */
  status(
    providerOrderId: string,
    record: AskedOrder | null,
    page?: AbortSignal,
  ): Promise<StatusVerdict | null>;
  /** absent where the protocol keeps no list of orders */
  findCreated?(sent: SentOrder, record: AskedOrder): Promise<ListVerdict>;
}

/** A provider's id for an order, as every provider writes them (reply-checks.ts's rule). */
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A time the reply states, sane: epoch seconds after 2009 and not in the far future. */
const saneTime = (at: number | null): number | null =>
  at !== null && Number.isFinite(at) && at > 1_230_000_000 && at < 32_503_680_000 ? at : null;

/** What the record asks of a status reply, for an order just made (no terms kept yet). */
export const askedAtCreation = (request: CreateRequest): AskedOrder => ({
  from: request.from,
  to: request.to,
  address: request.address,
  receiveMemo: request.receiveMemo ?? null,
  refundAddress: request.refundAddress ?? null,
  sendAmount: Number(request.amount),
  shownStatus: null,
});

/** A status reply held to the record: facts, or the mismatch and the one fact it keeps. */
function verdictOf(record: AskedOrder | null, order: UpstreamOrder): StatusVerdict {
  const problems: ProviderMismatch[] = record ? statusProblems(record, order) : ['terms'];
  const firstReceivedAt = saneTime(order.firstReceivedAt);
  if (record === null || problems.length > 0) {
    const status =
      !problems.includes('status') && isOrderStatus(order.status) ? order.status : null;
    return { kind: 'mismatch', problems, status, firstReceivedAt };
  }
  return {
    kind: 'facts',
    facts: passed({
      status: order.status,
      firstReceivedAt,
      sent: order.send.amount,
      received: order.receive.amount,
      ...(order.depositHash === undefined ? {} : { depositHash: order.depositHash }),
      ...(order.payoutHash === undefined ? {} : { payoutHash: order.payoutHash }),
      ...(order.refundHash === undefined ? {} : { refundHash: order.refundHash }),
      ...(order.holdReason ? { holdReason: order.holdReason } : {}),
      deposit: record.deposit ?? { address: order.send.address, memo: order.send.memo ?? null },
    }),
    warnings: amountWarnings(record, order),
  };
}

const REFUSED = Symbol('a reply its schema refuses');

/**
 * A reply that came whole but that its protocol's schema refuses (RefusedReplyError) is the
 * provider's answer, judged like any lie; any other failure stays the call's failure.
 */
function unlessRefused<T>(call: Promise<T>): Promise<T | typeof REFUSED> {
  return call.catch((error: unknown) => {
    // the spec's failures (no message, an unknown one) stay failures: no figure was given
    if (error instanceof RefusedReplyError && error.kind === 'bad-reply') return REFUSED;
    throw error;
  });
}

/** The gate in front of one provider's raw port. */
export function gate(raw: Upstream): GatedUpstream {
  async function quote(request: Parameters<Upstream['quote']>[0]): Promise<QuoteVerdict> {
    const said = await unlessRefused(raw.quote(request));
    if (said === REFUSED) return { kind: 'mismatch', problems: ['unreadable'] };
    const problems = quoteProblems(said);
    if (problems.length > 0) return { kind: 'mismatch', problems };
    // route names and rate ids are the codec's own words or checked there; the figures here
    return { kind: 'quote', quote: passed(said) };
  }

  async function create(request: CreateRequest): Promise<GatedCreation> {
    const said = await unlessRefused(raw.create(request));
    if (said === REFUSED)
      return { kind: 'mismatch', problems: ['unreadable'], providerOrderId: null };
    if (said.kind === 'refused') return said;
    const problems = createdProblems(request, said);
    const id = problems.includes('order-id') ? null : passed(said.providerOrderId);
    if (problems.length > 0) return { kind: 'mismatch', problems, providerOrderId: id };
    if (said.depositAddress !== null) {
      return {
        kind: 'created',
        providerOrderId: passed(said.providerOrderId),
        deposit: passed({ address: said.depositAddress, memo: said.depositMemo }),
      };
    }
    // A protocol whose reply names no deposit: its first status reply does, held to the request.
    // (not reached now: the first checked view pins it; a reply it cannot read is a mismatch)
    const first = await unlessRefused(raw.status(said.providerOrderId)).catch(() => null);
    if (first === REFUSED)
      return { kind: 'mismatch', problems: ['unreadable'], providerOrderId: id };
    if (first === null) {
      return { kind: 'created', providerOrderId: passed(said.providerOrderId), deposit: null };
    }
    const verdict = verdictOf(askedAtCreation(request), first);
    if (verdict.kind === 'mismatch') {
      return { kind: 'mismatch', problems: verdict.problems, providerOrderId: id };
    }
    return {
      kind: 'created',
      providerOrderId: passed(said.providerOrderId),
      deposit: passed(verdict.facts.deposit),
    };
  }

  async function status(
    providerOrderId: string,
    record: AskedOrder | null,
    page?: AbortSignal,
  ): Promise<StatusVerdict | null> {
    const said = await unlessRefused(
      page ? raw.statusForPage(providerOrderId, page) : raw.status(providerOrderId),
    );
    if (said === REFUSED) {
      return { kind: 'mismatch', problems: ['unreadable'], status: null, firstReceivedAt: null };
    }
    return said === null ? null : verdictOf(record, said);
  }

  const find = raw.findCreated?.bind(raw);
  async function findCreated(sent: SentOrder, record: AskedOrder): Promise<ListVerdict> {
    const listed = await find!(sent);
    const found: FoundOrder[] = [];
    for (const entry of listed) {
      // an id a page, a map line or a signed text could not carry is no order of ours to record
      if (!ID.test(entry.providerOrderId)) {
        return { kind: 'mismatch', why: 'the list names an order by an id that is not one' };
      }
      const verdict = await status(entry.providerOrderId, record);
      if (verdict === null) return { kind: 'mismatch', why: 'a listed order could not be read' };
      if (verdict.kind === 'mismatch') {
        return {
          kind: 'mismatch',
          why: `a listed order does not match it (${verdict.problems.join(', ')})`,
        };
      }
      // the list and the order itself must say the same of where the visitor sends
      const { deposit } = verdict.facts;
      const sameDeposit =
        deposit.address === entry.deposit.address &&
        (deposit.memo || null) === (entry.deposit.memo || null);
      // the order may move on between the two calls: its own status is the listed one or later
      const sameStatus =
        isOrderStatus(entry.status) &&
        isOrderStatus(verdict.facts.status) &&
        (entry.status === verdict.facts.status ||
          isForwardMove(entry.status, verdict.facts.status));
      if (!sameDeposit || !sameStatus) {
        return {
          kind: 'mismatch',
          why: `the list and the order disagree on its ${sameDeposit ? 'status' : 'deposit'}`,
        };
      }
      found.push({ providerOrderId: passed(entry.providerOrderId), deposit: passed(deposit) });
    }
    return { kind: 'listed', found };
  }

  return {
    protocol: raw.protocol,
    mintsOrderIds: raw.mintsOrderIds,
    takesRefundAndMemo: raw.takesRefundAndMemo,
    fixesRates: raw.fixesRates,
    isReachable: () => raw.isReachable(),
    probe: (timeoutMs) => raw.probe(timeoutMs),
    saysSandbox: () => raw.saysSandbox(),
    onCircuitOpen: (listener) => raw.onCircuitOpen(listener),
    close: () => raw.close(),
    quote,
    create,
    status,
    ...(find ? { findCreated } : {}),
  };
}
