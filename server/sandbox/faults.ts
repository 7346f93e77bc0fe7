import { INVALID_ADDRESS_REPLY } from '../../shared/contract/upstream.js';
import { JSON_TYPE } from './http-io.js';

export const FAULT_ENDPOINTS = ['token_price', 'token_exchange', 'exchange_status'] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** Every upstream failure the spec names, producible on demand. */
export const FAULT_KINDS = [
  'error301',
  'error',
  'unknown-message',
  'no-message',
  'bad-json',
  'http500',
  'hang',
  'late',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const OTHER_ERROR_TEXT = 'Monero network congested: swaps paused (sandbox fault)';

export interface RawReply {
  status: number;
  contentType: string;
  body: string;
}

const json = (value: unknown): RawReply => ({
  status: 200,
  contentType: JSON_TYPE,
  body: JSON.stringify(value),
});

/** How long a 'late' fault holds the true reply unless the control call says otherwise. */
const DEFAULT_LATE_MS = 3000;

/**
 * The exact reply a fault stands for; null for 'hang', which never replies, and for 'late', whose
 * reply is the call's true one (an order is made), sent only after a delay.
 */
export function faultReply(kind: Exclude<FaultKind, 'late'>): RawReply | null {
  switch (kind) {
    case 'error301':
      return json({ message: 'error', data: INVALID_ADDRESS_REPLY });
    case 'error':
      return json({ message: 'error', data: OTHER_ERROR_TEXT });
    case 'unknown-message':
      return json({ message: 'maybe', data: 'sandbox fault: a message the site does not know' });
    case 'no-message':
      return json({ data: 'sandbox fault: a reply without a message' });
    case 'bad-json':
      // Cut off mid-object, as a crashed proxy might leave it; still labelled as JSON.
      return { status: 200, contentType: JSON_TYPE, body: '{"message":"success","orderInfo":' };
    case 'http500':
      return {
        status: 500,
        contentType: 'text/plain; charset=utf-8',
        body: 'Internal Server Error',
      };
    case 'hang':
      return null;
  }
}

/** How a JSON provider's API words the faults the spec names. */
export interface JsonFaultDialect {
  /** the body of its HTTP 400 refusal with this error word and text */
  refusal(word: string, text: string): unknown;
  /** its words for a refused address and for a pair it cannot swap now */
  invalidAddress: string;
  otherError: string;
  /** a 200 in none of its shapes, naming a status the site does not know */
  unknownReply: unknown;
}

/**
 * The faults in a JSON provider's shapes: its refusals are HTTP 400 with its error body; a reply
 * the site cannot read is a 200 in no shape of the API. The rest are as faultReply sends them.
 */
export const jsonFaultReply =
  (dialect: JsonFaultDialect) =>
  (kind: Exclude<FaultKind, 'late'>): RawReply | null => {
    const refusal = (word: string, text: string): RawReply => ({
      status: 400,
      contentType: JSON_TYPE,
      body: JSON.stringify(dialect.refusal(word, text)),
    });
    switch (kind) {
      case 'error301':
        return refusal(dialect.invalidAddress, 'Invalid address (sandbox fault)');
      case 'error':
        return refusal(dialect.otherError, OTHER_ERROR_TEXT);
      case 'unknown-message':
        return json(dialect.unknownReply);
      case 'no-message':
        return json({});
      default:
        return faultReply(kind);
    }
  };

interface QueuedFault {
  kind: FaultKind;
  remaining: number;
  /** for 'late': how long the reply is held */
  delayMs: number;
}

/** One reply's fault, as taken from the queue. */
export interface TakenFault {
  kind: FaultKind;
  delayMs: number;
}

/** Faults waiting for the next replies of each endpoint, first queued first served. */
export class FaultQueue {
  private readonly queues = new Map<FaultEndpoint, QueuedFault[]>();

  add(endpoint: FaultEndpoint, kind: FaultKind, count: number, delayMs = DEFAULT_LATE_MS): void {
    const queue = this.queues.get(endpoint) ?? [];
    queue.push({ kind, remaining: count, delayMs });
    this.queues.set(endpoint, queue);
  }

  /** The fault for this reply, if any; each call uses one up. */
  take(endpoint: FaultEndpoint): TakenFault | null {
    const queue = this.queues.get(endpoint);
    const head = queue?.[0];
    if (!queue || !head) return null;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
    return { kind: head.kind, delayMs: head.delayMs };
  }

  clear(): void {
    this.queues.clear();
  }

  /** What is still queued, for the control API's replies. */
  pending(): Record<FaultEndpoint, { fault: FaultKind; count: number }[]> {
    const view = (endpoint: FaultEndpoint) =>
      (this.queues.get(endpoint) ?? []).map(({ kind, remaining }) => ({
        fault: kind,
        count: remaining,
      }));
    return {
      token_price: view('token_price'),
      token_exchange: view('token_exchange'),
      exchange_status: view('exchange_status'),
    };
  }
}
