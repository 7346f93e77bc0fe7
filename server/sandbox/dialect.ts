import type { IncomingMessage } from 'node:http';
import type { OrderStatus } from '../../shared/order-status.js';
import type { FaultEndpoint, FaultKind, RawReply } from './faults.js';
import type { Market } from './market.js';
import type { OrderBook } from './order-book.js';

// What the sandbox asks of each protocol's dialect. sandbox.ts routes a request to the dialect
// whose descriptor's sandboxPath starts its path (dialects.ts lists them by protocol), so adding a
// protocol never touches the server around them.

/** One reply of a dialect, sent at once or, under a 'late' fault, after a delay. */
export interface ApiReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What every dialect works on: one order book, one market, one clock, one key. */
export interface DialectDeps {
  orders: OrderBook;
  market: Market;
  nowMs: () => number;
  /** the one key taken; null: any non-empty key */
  apiKey: string | null;
}

export interface SandboxDialect {
  /** the provider's status words and the site's status each means: the control API takes them */
  readonly statusWords: Readonly<Record<string, OrderStatus>>;
  /** which fault queue a call draws from (the site's three steps); null: none */
  faultEndpoint(method: string | undefined, rest: string): FaultEndpoint | null;
  /** a fault in the dialect's own shapes; null: no reply at all (a hang) */
  faultReply(kind: Exclude<FaultKind, 'late'>): RawReply | null;
  /** `rest`: the path under the dialect's sandboxPath, without slashes at either end */
  handle(request: IncomingMessage, rest: string, query: URLSearchParams): Promise<ApiReply>;
}

export type CreateDialect = (deps: DialectDeps) => SandboxDialect;

/** Whether a request carries the key a dialect takes, in the header its descriptor names. */
export function keyAccepted(
  request: IncomingMessage,
  header: string,
  apiKey: string | null,
  scheme: string | null = null,
): boolean {
  const value = request.headers[header];
  if (typeof value !== 'string') return false;
  const prefix = scheme ? `${scheme} ` : '';
  if (!value.startsWith(prefix)) return false;
  const key = value.slice(prefix.length);
  return key !== '' && (!apiKey || key === apiKey);
}
