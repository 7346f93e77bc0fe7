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
import {
  API_CONNECTIONS,
  callTimeouts,
  Deadline,
  isConnectionError,
  PAGE_CONNECTIONS,
  pageCall,
  upstreamLifecycle,
  timed,
  upstreamBreaker,
  upstreamPool,
  withSlash,
  type Endpoint,
} from './upstream-call.js';
import { UpstreamError } from './upstream-error.js';

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

export type UpstreamSettings = Omit<Config['upstream'], 'protocol' | 'apiKey'> & {
  url: string;
  /** how long an exchange creation is kept open for a late reply; CREATE_LATE_REPLY_MS unless set */
  createLateReplyMs?: number;
};

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
  const agent = upstreamPool(settings, API_CONNECTIONS);
  const pageAgent = upstreamPool(settings, PAGE_CONNECTIONS);
  const timeoutsOf = callTimeouts(settings, settings.createLateReplyMs);

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
    const deadline = new Deadline(deadlineMs, page?.signal);
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

  const { breaker, fire } = upstreamBreaker(postWithRetry, settings.breaker, metrics);

  /** One timed call through the breaker, its reply parsed by `schema`. */
  const call = <S extends z.ZodType>(
    endpoint: Endpoint,
    fields: Record<string, string>,
    schema: S,
    retry: boolean,
  ): Promise<z.infer<S>> =>
    timed(metrics, endpoint, async () => {
      const body = await fire(endpoint, fields, retry);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw classifyBadReply(body, endpoint);
      return parsed.data;
    });

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
    statusForPage: (orderId, signal) =>
      timed(metrics, 'exchange_status', async () => {
        const body = await pageCall(breaker, 'exchange_status', () =>
          post('exchange_status', { orderID: orderId }, { signal }),
        );
        const parsed = exchangeStatusReplySchema.safeParse(body);
        if (!parsed.success) throw classifyBadReply(body, 'exchange_status');
        return parsed.data;
      }),
    ...upstreamLifecycle(base, breaker, [agent, pageAgent]),
  };
}
