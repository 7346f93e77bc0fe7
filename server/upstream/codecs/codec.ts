import type { PriceQuote } from '../../../shared/contract/api.js';
import type { Endpoint } from '../upstream-call.js';
import type { UpstreamError } from '../upstream-error.js';
import type {
  CreateRequest,
  CreateResult,
  QuoteRequest,
  ListedOrder,
  SentOrder,
  UpstreamOrder,
} from '../upstream-port.js';
import type { ProtocolDescriptor } from '../../../shared/contract/protocol-descriptor.js';
import type { UpstreamProtocol } from '../../../shared/contract/protocols.js';

/** One request to an upstream, as a codec asks for it. */
export interface UpstreamCall {
  method: 'GET' | 'POST';
  /** relative to the upstream's base URL */
  path: string;
  query?: Record<string, string>;
  /** a JSON body */
  json?: unknown;
  /** a multipart form-data body (Contract 2) */
  form?: Record<string, string>;
}

/** One reply: its HTTP status and its parsed JSON body (undefined when it was not JSON). */
export interface UpstreamReply {
  status: number;
  body: unknown;
}

/** Sends one call over the transport (breaker, deadline, retry where allowed). */
export type Ask = (call: UpstreamCall) => Promise<UpstreamReply>;

/**
 * A protocol: how to ask for a quote, an order and an order by id, and how to read the replies,
 * refusals included. Transport, deadline, retry, breaker, coalescing and timing are the
 * transport's (transport.ts), the same for every protocol.
 */
export interface Codec {
  readonly protocol: UpstreamProtocol;
  /** its key, default URL, capabilities and sandbox dialect (shared/contract/protocols.ts) */
  readonly descriptor: ProtocolDescriptor;
  /** true when a reply is the upstream's answer, a refusal included; false: it failed */
  isAnswer(reply: UpstreamReply): boolean;
  /** a reply that is no answer, as the failure kind the logs, metrics and alerts name */
  failureOf(reply: UpstreamReply, endpoint: Endpoint): UpstreamError;
  quote(request: QuoteRequest, ask: Ask): Promise<PriceQuote>;
  create(request: CreateRequest, ask: Ask): Promise<CreateResult>;
  /** null: the upstream knows no such order */
  status(providerOrderId: string, ask: Ask): Promise<UpstreamOrder | null>;
  /**
   * The provider's orders that match `sent`, from a list the provider keeps of them; absent where
   * the protocol has none. The gate confirms a match by `status` before anything uses it.
   */
  findCreated?(sent: SentOrder, ask: Ask): Promise<ListedOrder[]>;
}
