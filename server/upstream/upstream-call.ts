import { EventEmitter } from 'node:events';
import CircuitBreaker from 'opossum';
import { Agent, request, errors as undiciErrors } from 'undici';
import { SANDBOX_REPLY_HEADER } from '../../shared/contract/protocol-descriptor.js';
import type { Config } from '../config/config.js';
import type { UpstreamMetrics } from '../metrics/metrics.js';
import { UpstreamError } from './upstream-error.js';
import type { ProbeOutcome } from './upstream-port.js';

// The machinery every upstream adapter shares: connection pools with the same
// timeouts, one call's whole-call deadline, the failure kinds, and the circuit breaker. Each
// adapter speaks its own protocol on top of these, so both behave the same under failure.

/** The three steps the site asks of any upstream; metrics and alerts name them so. */
export type Endpoint = 'token_price' | 'token_exchange' | 'exchange_status';

export type TimeoutSettings = Pick<
  Config['upstream'],
  'connectTimeoutMs' | 'headersTimeoutMs' | 'bodyTimeoutMs'
>;

/**
 * The most one call may take. undici's headers and body timeouts restart with every chunk, so a
 * server that trickles bytes would never hit them; this deadline bounds the whole call.
 */
export function upstreamDeadlineMs(settings: TimeoutSettings): number {
  return settings.connectTimeoutMs + settings.headersTimeoutMs + settings.bodyTimeoutMs;
}

/** Connections to the upstream the API calls share. */
export const API_CONNECTIONS = 64;
/** Connections page renders may hold at once; more wait (and are given up) in line. */
export const PAGE_CONNECTIONS = 8;

/**
 * How long an exchange creation may take before its socket is cut. The visitor has their answer
 * (504) long before; the call stays open so that a reply arriving late, for an order the upstream
 * did make, is still received and kept under the visitor's key.
 */
const CREATE_LATE_REPLY_MS = 60_000;

/** When a visitor stops waiting for an exchange creation: the upstream's time to answer. */
export const createReplyBoundMs = (settings: Pick<Config['upstream'], 'headersTimeoutMs'>) =>
  settings.headersTimeoutMs;

export interface CallTimeouts {
  headersTimeout: number;
  bodyTimeout: number;
  deadlineMs: number;
}

/** The usual call's timeouts, and the creation's, which waits for a late reply. */
export function callTimeouts(settings: TimeoutSettings, createLateReplyMs = CREATE_LATE_REPLY_MS) {
  const usual: CallTimeouts = {
    headersTimeout: settings.headersTimeoutMs,
    bodyTimeout: settings.bodyTimeoutMs,
    deadlineMs: upstreamDeadlineMs(settings),
  };
  const create: CallTimeouts = {
    headersTimeout: createLateReplyMs,
    bodyTimeout: createLateReplyMs,
    deadlineMs: settings.connectTimeoutMs + createLateReplyMs,
  };
  return (endpoint: Endpoint) => (endpoint === 'token_exchange' ? create : usual);
}

/** A keep-alive pool with the upstream's timeouts. */
export function upstreamPool(settings: TimeoutSettings, connections: number): Agent {
  return new Agent({
    connect: { timeout: settings.connectTimeoutMs },
    headersTimeout: settings.headersTimeoutMs,
    bodyTimeout: settings.bodyTimeoutMs,
    keepAliveTimeout: 10_000,
    connections,
  });
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** A failure to reach the upstream at all: the one kind a read-only call is retried for. */
export function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    error instanceof undiciErrors.ConnectTimeoutError ||
    error instanceof undiciErrors.SocketError ||
    (code !== undefined && CONNECTION_ERRORS.has(code))
  );
}

function toUpstreamError(error: unknown, endpoint: Endpoint): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof Error && error.name === 'AbortError') {
    return new UpstreamError('timeout', `${endpoint}: the page stopped waiting`, endpoint);
  }
  if (
    (error instanceof Error && error.name === 'TimeoutError') ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError ||
    error instanceof undiciErrors.ConnectTimeoutError
  ) {
    return new UpstreamError('timeout', `${endpoint} timed out`, endpoint);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamError('network', `${endpoint} could not be reached: ${message}`, endpoint);
}

const circuitOpenError = (endpoint: Endpoint) =>
  new UpstreamError('circuit-open', 'the upstream is failing; calls are paused', endpoint);

/**
 * The breaker in front of `send`: it counts failures only (our own timeouts bound every call),
 * reports its state to the metrics, and turns its refusal into an UpstreamError.
 */
export function upstreamBreaker<A extends unknown[]>(
  send: (endpoint: Endpoint, ...args: A) => Promise<unknown>,
  settings: Config['upstream']['breaker'],
  metrics: UpstreamMetrics,
) {
  const breaker = new CircuitBreaker(send, {
    timeout: false,
    errorThresholdPercentage: settings.errorPercent,
    volumeThreshold: settings.volume,
    resetTimeout: settings.resetMs,
    rollingCountTimeout: 30_000,
  });
  breaker.on('open', () => metrics.breakerState('open'));
  breaker.on('halfOpen', () => metrics.breakerState('half-open'));
  breaker.on('close', () => metrics.breakerState('closed'));
  /** The reply through the breaker; every failure, an open breaker too, as an UpstreamError. */
  // a promise's own catch rather than an async function around it: one step fewer on every call
  const fire = (endpoint: Endpoint, ...args: A): Promise<unknown> =>
    breaker.fire(endpoint, ...args).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'EOPENBREAKER') throw circuitOpenError(endpoint);
      throw toUpstreamError(error, endpoint);
    });
  return { breaker, fire };
}

/**
 * A page's call: refused while the breaker is open, not counted by it (a page giving up early says
 * nothing about the upstream), its failures as UpstreamErrors.
 */
export async function pageCall<T>(
  breaker: CircuitBreaker,
  endpoint: Endpoint,
  send: () => Promise<T>,
): Promise<T> {
  if (breaker.opened) throw circuitOpenError(endpoint);
  return send().catch((error: unknown) => {
    throw toUpstreamError(error, endpoint);
  });
}

/** The port's reachability, breaker events and close, the same for every adapter. */
export function upstreamLifecycle(base: URL, breaker: CircuitBreaker, agents: Agent[]) {
  return {
    /** true when the upstream answers at all (any HTTP status) and the breaker is not open */
    async isReachable(): Promise<boolean> {
      if (breaker.opened) return false;
      try {
        const { body } = await request(base, { method: 'HEAD', dispatcher: agents[0] });
        await body.dump();
        return true;
      } catch {
        return false;
      }
    },
    /**
     * The background health probe (server/health): the same HEAD, bounded by its own timer, and
     * why not when it does not answer, in the kinds its calls fail with.
     */
    async probe(timeoutMs: number): Promise<ProbeOutcome> {
      if (breaker.opened) return { answering: false, kind: 'circuit-open' };
      try {
        const { body } = await request(base, {
          method: 'HEAD',
          dispatcher: agents[0],
          signal: AbortSignal.timeout(timeoutMs),
        });
        await body.dump();
        return { answering: true };
      } catch (error) {
        const timedOut = error instanceof Error && /^(AbortError|TimeoutError)$/.test(error.name);
        return { answering: false, kind: timedOut ? 'timeout' : 'network' };
      }
    },
    /** true when the upstream's reply says it is a sandbox (SANDBOX_REPLY_HEADER); false if unreachable */
    async saysSandbox(): Promise<boolean> {
      try {
        const { headers, body } = await request(base, { method: 'HEAD', dispatcher: agents[0] });
        await body.dump();
        return headers[SANDBOX_REPLY_HEADER] !== undefined;
      } catch {
        return false;
      }
    },
    onCircuitOpen(listener: () => void): void {
      breaker.on('open', listener);
    },
    async close(): Promise<void> {
      breaker.shutdown();
      // A creation still waiting for a late reply is cut: the stop has waited for what it could.
      await Promise.all(agents.map((agent) => agent.destroy()));
    },
  };
}

/** Times one call: the outcome is 'ok' or the failure kind, as the logs and alerts name it. */
export function timed<T>(
  metrics: UpstreamMetrics,
  endpoint: Endpoint,
  work: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const record = (outcome: string) =>
    metrics.call(endpoint, outcome, (performance.now() - started) / 1000);
  const failed = (error: unknown) => {
    record(error instanceof UpstreamError ? error.kind : 'thrown');
    throw error;
  };
  // the work's own promise, not an async function around it: one step fewer on every call
  let working: Promise<T>;
  try {
    working = work();
  } catch (error) {
    return Promise.reject(error as Error).catch(failed);
  }
  return working.then((result) => {
    record('ok');
    return result;
  }, failed);
}

/**
 * One call's deadline, as the signal undici takes: an EventEmitter it listens to with
 * once('abort'), which costs far less per call than an AbortSignal and its EventTarget. A page
 * that stops waiting (`page`) gives the call up too: the abort closes the request's connection.
 */
export class Deadline extends EventEmitter {
  expired = false;
  private readonly timer: NodeJS.Timeout;
  private readonly giveUp = () => this.emit('abort');

  constructor(
    ms: number,
    private readonly page?: AbortSignal,
  ) {
    super();
    this.timer = setTimeout(expire, ms, this);
    if (page?.aborted) this.giveUp();
    page?.addEventListener('abort', this.giveUp, { once: true });
  }

  clear() {
    clearTimeout(this.timer);
    this.page?.removeEventListener('abort', this.giveUp);
  }
}

function expire(deadline: Deadline) {
  deadline.expired = true;
  deadline.emit('abort');
}

export function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}
