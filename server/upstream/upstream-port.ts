import type { CoinSymbol } from '../../shared/coins.js';
import type { UpstreamProtocol } from '../../shared/contract/protocols.js';
import type { OrderView, PriceQuote } from '../../shared/contract/api.js';
import type { Route } from '../../shared/contract/route.js';

// The one interface the services talk to "the upstream" through. Each protocol is a codec
// (codecs/) over one transport (transport.ts): the spec's price service and a ChangeNOW-compatible
// provider. Replies come back in the site's own shapes, so the services never know which
// protocol is on the other side.

/**
 * Why an upstream refused to make an order, in the site's words: each maps to one HTTP reply in
 * one table (refusalError, beside toApiError).
 */
export type RefusalReason =
  | 'invalid-address'
  | 'invalid-refund-address'
  | 'bad-memo'
  | 'out-of-range'
  | 'rate-expired'
  | 'paused';

export interface QuoteRequest {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: string;
}

export interface CreateRequest extends QuoteRequest {
  address: string;
  route: Route;
  /** the quote's fixed-rate id (changenow) */
  rateId?: string;
  refundAddress?: string;
  /** the destination tag for the receiving address */
  receiveMemo?: string;
}

/** What the upstream said to a creation: the order, or a refusal that is the order's answer. */
export type CreateResult =
  | {
      kind: 'created';
      /** the upstream's own id: the Houdini ID, or the provider's exchange id */
      providerOrderId: string;
      /** where the visitor sends, when the reply names it (else the first status reply does) */
      depositAddress: string | null;
      /** a memo or tag the deposit must carry, when the upstream gives one */
      depositMemo: string | null;
      /** the receiving address and memo the reply repeats; UNSAID where the protocol does not */
      payout: { address: string; memo: string | null } | Unsaid;
      /** the refund address the reply repeats (null: none); UNSAID where the protocol does not */
      refundAddress: string | null | Unsaid;
      /** the amounts the order was made on, as the reply states them; UNSAID where it does not */
      amounts: { send: number; receive: number | null } | Unsaid;
      /**
       * the coins the reply says the order swaps, as the site's symbols (a coin the codec cannot
       * name, in the provider's own word); UNSAID where the protocol does not repeat them
       */
      coins: { send: string; receive: string } | Unsaid;
    }
  | { kind: 'refused'; reason: RefusalReason };

/**
 * A field the protocol's reply does not carry: each codec says so field by field, so the gate
 * (gate.ts) knows what it was told and what it was not, and a new codec cannot forget a field.
 */
export const UNSAID: unique symbol = Symbol('unsaid');
export type Unsaid = typeof UNSAID;

/** One order of a provider's own list, as listed: its id, its deposit and its status there. */
export interface ListedOrder {
  providerOrderId: string;
  deposit: { address: string; memo: string | null };
  /** the listed status in the site's numbers; -1 for a word the protocol does not document */
  status: number;
}

/**
 * An order the site asked for and never heard back about (it stopped in between): what it sent,
 * and when, so a provider that lists its orders can find it again.
 */
export interface SentOrder extends QuoteRequest {
  address: string;
  receiveMemo: string | null;
  /** when the site asked, epoch ms (its own clock) */
  at: number;
}

/** What one health probe found: an answer (any HTTP status), or the kind of failure. */
export type ProbeOutcome = { answering: true } | { answering: false; kind: string };

/** An order as the upstream reports it: the order view without our id. */
export type UpstreamOrder = Omit<OrderView, 'orderId'>;

export interface Upstream {
  readonly protocol: UpstreamProtocol;
  /**
   * true for a provider: the site mints its own order ids and keeps the provider's beside them;
   * false for the spec's price service, whose ids are the site's.
   */
  readonly mintsOrderIds: boolean;
  /** the upstream takes a refund address and a destination tag */
  readonly takesRefundAndMemo: boolean;
  /** the upstream fixes rates: an order needs a live rate id from a quote */
  readonly fixesRates: boolean;
  quote(request: QuoteRequest): Promise<PriceQuote>;
  /** never retried: creating an order is not idempotent upstream */
  create(request: CreateRequest): Promise<CreateResult>;
  /** null: the upstream knows no such order */
  status(providerOrderId: string): Promise<UpstreamOrder | null>;
  /**
   * The provider's orders that match what the site sent (the visitor's address, the pair, the
   * amount, around that time), as its list shows them; absent where the protocol has no list.
   */
  findCreated?(sent: SentOrder): Promise<ListedOrder[]>;
  /** the status for a page being rendered: given up when `signal` aborts (transport.ts: a pool of its own) */
  statusForPage(providerOrderId: string, signal: AbortSignal): Promise<UpstreamOrder | null>;
  /** true when the upstream accepts connections and the breaker is not open */
  isReachable(): Promise<boolean>;
  /** a cheap call, bounded by `timeoutMs`: does it answer now, and if not, how it failed */
  probe(timeoutMs: number): Promise<ProbeOutcome>;
  /** true when the upstream says it is a (standalone) sandbox: the pages then say SANDBOX */
  saysSandbox(): Promise<boolean>;
  onCircuitOpen(listener: () => void): void;
  close(): Promise<void>;
}
