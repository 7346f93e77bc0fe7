import { EventEmitter } from 'node:events';
import CircuitBreaker from 'opossum';
import { Agent, request, errors as undiciErrors } from 'undici';
import type { z } from 'zod';
import {
  exchangeStatusReplySchema,
  tokenExchangeReplySchema,
  tokenPriceReplySchema,
  type ExchangeStatusReply,
  type TokenExchangeForm,
  type TokenExchangeReply,
  type TokenPriceForm,
  type TokenPriceReply,
} from '../../shared/contract/upstream.js';
import type { Config } from '../config/config.js';
import { noMetrics, type UpstreamMetrics } from '../metrics/metrics.js';
import { multipartBody } from './multipart-body.js';
import { UpstreamError } from './upstream-error.js';

export type Endpoint = 'token_price' | 'token_exchange' | 'exchange_status';

export interface UpstreamClient {
  price(form: TokenPriceForm): Promise<TokenPriceReply>;
  createExchange(form: TokenExchangeForm): Promise<TokenExchangeReply>;
  status(orderId: string): Promise<ExchangeStatusReply>;
  /**
   * The status for a page being rendered: over a few connections of its own (so pages waiting
   * on a hung upstream never take the API's), given up, request and all, once `signal` aborts.
   * Not counted by the breaker (giving up early says nothing about the upstream), but refused
   * while it is open.
   */
  statusForPage(orderId: string, signal: AbortSignal): Promise<ExchangeStatusReply>;
  /** true when the upstream accepts connections and the breaker is not open */
  isReachable(): Promise<boolean>;
  onCircuitOpen(listener: () => void): void;
  close(): Promise<void>;
}

type UpstreamSettings = Omit<Config['upstream'], 'protocol' | 'apiKey'> & {
  url: string;
  /** how long an exchange creation is kept open for a late reply; CREATE_LATE_REPLY_MS unless set */
  createLateReplyMs?: number;
};

/**
 * The most one call may take. undici's headers and body timeouts restart with every chunk, so a
 * server that trickles bytes would never hit them; this deadline bounds the whole call.
 */
export function upstreamDeadlineMs(
  settings: Pick<Config['upstream'], 'connectTimeoutMs' | 'headersTimeoutMs' | 'bodyTimeoutMs'>,
): number {
  return settings.connectTimeoutMs + settings.headersTimeoutMs + settings.bodyTimeoutMs;
}

/** Connections to the upstream the API calls share. */
const API_CONNECTIONS = 64;
/** Connections page renders may hold at once; more wait (and are given up) in line. */
const PAGE_CONNECTIONS = 8;

/**
 * How long an exchange creation may take before its socket is cut. The visitor has their answer
 * (504) long before; the call stays open so that a reply arriving late, for an order the upstream
 * did make, is still received and kept under the visitor's key (issue 21).
 */
const CREATE_LATE_REPLY_MS = 60_000;

/** When a visitor stops waiting for an exchange creation: the upstream's time to answer. */
export const createReplyBoundMs = (settings: Pick<Config['upstream'], 'headersTimeoutMs'>) =>
  settings.headersTimeoutMs;

interface CallTimeouts {
  headersTimeout: number;
  bodyTimeout: number;
  deadlineMs: number;
}

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

function isConnectionError(error: unknown): boolean {
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

/** Sorts a JSON reply that failed its schema into the spec's failure kinds. */
function classifyBadReply(body: unknown, endpoint: Endpoint): UpstreamError {
  const message = (body as { message?: unknown } | null)?.message;
  if (message === undefined) {
    return new UpstreamError('no-message', `${endpoint} replied without a message`, endpoint);
  }
  if (message !== 'success' && message !== 'error') {
    return new UpstreamError(
      'unknown-message',
      `${endpoint} replied with an unknown message`,
      endpoint,
    );
  }
  return new UpstreamError('bad-reply', `${endpoint} replied in an unexpected shape`, endpoint);
}

/**
 * The BFF's client for Contract 2: multipart form-data out, JSON in, every reply parsed by the
 * shared schema. Keep-alive pool, timeouts on connect/headers/body, one retry on connection
 * errors for the read-only calls, a circuit breaker, and coalescing of identical price calls.
 */
export function createUpstreamClient(
  settings: UpstreamSettings,
  metrics: UpstreamMetrics = noMetrics.upstream,
): UpstreamClient {
  const base = new URL(settings.url);
  const pool = (connections: number) =>
    new Agent({
      connect: { timeout: settings.connectTimeoutMs },
      headersTimeout: settings.headersTimeoutMs,
      bodyTimeout: settings.bodyTimeoutMs,
      keepAliveTimeout: 10_000,
      connections,
    });
  const agent = pool(API_CONNECTIONS);
  const pageAgent = pool(PAGE_CONNECTIONS);

  const usualTimeouts: CallTimeouts = {
    headersTimeout: settings.headersTimeoutMs,
    bodyTimeout: settings.bodyTimeoutMs,
    deadlineMs: upstreamDeadlineMs(settings),
  };
  const lateReplyMs = settings.createLateReplyMs ?? CREATE_LATE_REPLY_MS;
  const createTimeouts: CallTimeouts = {
    headersTimeout: lateReplyMs,
    bodyTimeout: lateReplyMs,
    deadlineMs: settings.connectTimeoutMs + lateReplyMs,
  };
  const timeoutsOf = (endpoint: Endpoint) =>
    endpoint === 'token_exchange' ? createTimeouts : usualTimeouts;

  // Each endpoint's path, resolved once rather than a URL parsed per call.
  const origin = base.origin;
  const pathOf = (endpoint: Endpoint) => new URL(`api/${endpoint}`, withSlash(base)).pathname;
  const paths: Record<Endpoint, string> = {
    token_price: pathOf('token_price'),
    token_exchange: pathOf('token_exchange'),
    exchange_status: pathOf('exchange_status'),
  };

  async function post(
    endpoint: Endpoint,
    fields: Record<string, string>,
    page?: { signal: AbortSignal },
  ): Promise<unknown> {
    const form = multipartBody(fields);
    const { headersTimeout, bodyTimeout, deadlineMs } = timeoutsOf(endpoint);
    const deadline = new Deadline(deadlineMs);
    // A page that stops waiting gives its call up: the abort closes the request's connection, so
    // the upstream sees it cancelled.
    const giveUp = () => deadline.emit('abort');
    if (page?.signal.aborted) giveUp();
    page?.signal.addEventListener('abort', giveUp, { once: true });
    let text: string;
    let statusCode: number;
    try {
      const reply = await (page ? pageAgent : agent).request({
        origin,
        path: paths[endpoint],
        method: 'POST',
        headers: { 'content-type': form.contentType },
        body: form.body,
        headersTimeout,
        bodyTimeout,
        signal: deadline,
      });
      statusCode = reply.statusCode;
      text = await reply.body.text();
    } catch (error) {
      if (deadline.expired) throw new UpstreamError('timeout', `${endpoint} timed out`, endpoint);
      throw error;
    } finally {
      deadline.clear();
      page?.signal.removeEventListener('abort', giveUp);
    }
    if (statusCode < 200 || statusCode >= 300) {
      throw new UpstreamError('http-status', `${endpoint} answered HTTP ${statusCode}`, endpoint);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new UpstreamError('bad-json', `${endpoint} replied with malformed JSON`, endpoint);
    }
  }

  async function postWithRetry(endpoint: Endpoint, fields: Record<string, string>, retry: boolean) {
    try {
      return await post(endpoint, fields);
    } catch (error) {
      if (retry && isConnectionError(error)) return post(endpoint, fields);
      throw error;
    }
  }

  const breaker = new CircuitBreaker(postWithRetry, {
    // Our own timeouts bound every call; the breaker only counts failures.
    timeout: false,
    errorThresholdPercentage: settings.breaker.errorPercent,
    volumeThreshold: settings.breaker.volume,
    resetTimeout: settings.breaker.resetMs,
    rollingCountTimeout: 30_000,
  });
  breaker.on('open', () => metrics.breakerState('open'));
  breaker.on('halfOpen', () => metrics.breakerState('half-open'));
  breaker.on('close', () => metrics.breakerState('closed'));

  /** One timed call: the outcome is 'ok' or the failure kind, as the logs and alerts name it. */
  async function call<S extends z.ZodType>(
    endpoint: Endpoint,
    fields: Record<string, string>,
    schema: S,
    retry: boolean,
  ): Promise<z.infer<S>> {
    const started = performance.now();
    const record = (outcome: string) =>
      metrics.call(endpoint, outcome, (performance.now() - started) / 1000);
    try {
      const body = await fire(endpoint, fields, retry);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw classifyBadReply(body, endpoint);
      record('ok');
      return parsed.data;
    } catch (error) {
      record(error instanceof UpstreamError ? error.kind : 'thrown');
      throw error;
    }
  }

  /** The reply through the breaker; every failure, an open breaker too, as an UpstreamError. */
  async function fire(
    endpoint: Endpoint,
    fields: Record<string, string>,
    retry: boolean,
  ): Promise<unknown> {
    try {
      return await breaker.fire(endpoint, fields, retry);
    } catch (error) {
      if ((error as { code?: string }).code === 'EOPENBREAKER') {
        throw new UpstreamError(
          'circuit-open',
          'the price service is failing; calls are paused',
          endpoint,
        );
      }
      throw toUpstreamError(error, endpoint);
    }
  }

  const inFlightPrices = new Map<string, Promise<TokenPriceReply>>();

  return {
    price(form) {
      const key = `${form.TokenA_symbol}|${form.TokenB_symbol}|${form.TokenA_amount}`;
      const pending = inFlightPrices.get(key);
      if (pending) {
        metrics.coalesced();
        return pending;
      }
      const started = call('token_price', form, tokenPriceReplySchema, true).finally(() =>
        inFlightPrices.delete(key),
      );
      inFlightPrices.set(key, started);
      return started;
    },
    // Never retried: creating an exchange is not idempotent upstream. It resolves when the call
    // has truly ended, which may be long after the visitor's bound (createReplyBoundMs).
    createExchange: (form) => call('token_exchange', form, tokenExchangeReplySchema, false),
    status: (orderId) =>
      call('exchange_status', { orderID: orderId }, exchangeStatusReplySchema, true),
    async statusForPage(orderId, signal) {
      const started = performance.now();
      const record = (outcome: string) =>
        metrics.call('exchange_status', outcome, (performance.now() - started) / 1000);
      try {
        if (breaker.opened) {
          throw new UpstreamError(
            'circuit-open',
            'the price service is failing; calls are paused',
            'exchange_status',
          );
        }
        const body = await post('exchange_status', { orderID: orderId }, { signal }).catch(
          (error: unknown) => {
            throw toUpstreamError(error, 'exchange_status');
          },
        );
        const parsed = exchangeStatusReplySchema.safeParse(body);
        if (!parsed.success) throw classifyBadReply(body, 'exchange_status');
        record('ok');
        return parsed.data;
      } catch (error) {
        record(error instanceof UpstreamError ? error.kind : 'thrown');
        throw error;
      }
    },
    async isReachable() {
      if (breaker.opened) return false;
      try {
        const { body } = await request(base, { method: 'HEAD', dispatcher: agent });
        await body.dump();
        return true;
      } catch {
        return false;
      }
    },
    onCircuitOpen(listener) {
      breaker.on('open', listener);
    },
    async close() {
      breaker.shutdown();
      // A creation still waiting for a late reply is cut: the stop has waited for what it could.
      await Promise.all([agent.destroy(), pageAgent.destroy()]);
    },
  };
}

/**
 * One call's deadline, as the signal undici takes: an EventEmitter it listens to with
 * once('abort'), which costs far less per call than an AbortSignal and its EventTarget.
 */
class Deadline extends EventEmitter {
  expired = false;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    super();
    this.timer = setTimeout(expire, ms, this);
  }

  clear() {
    clearTimeout(this.timer);
  }
}

function expire(deadline: Deadline) {
  deadline.expired = true;
  deadline.emit('abort');
}

function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}
