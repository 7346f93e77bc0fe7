import { z } from 'zod';
import type { CoinSymbol } from '../../shared/coins.js';
import { transactionHashSchema, type PriceQuote } from '../../shared/contract/api.js';
import {
  byIdReplySchema,
  CHANGENOW_API_KEY_HEADER,
  CHANGENOW_COINS,
  coinOfChangenow,
  errorReplySchema,
  estimateReplySchema,
  exchangeReplySchema,
  rangeReplySchema,
  statusOfChangenow,
} from '../../shared/contract/changenow.js';
import { SWAPS_PAUSED_MESSAGE } from '../../shared/contract/names.js';
import type { Config } from '../config/config.js';
import { noMetrics, type UpstreamMetrics } from '../metrics/metrics.js';
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
import type { CreateResult, QuoteRequest, Upstream, UpstreamOrder } from './upstream-port.js';

// A ChangeNOW-compatible provider (API v2, JSON) behind the upstream port (issue 25): a fixed-rate
// estimate with a rate id, an exchange created against it, then the exchange by id. The key goes
// in the x-changenow-api-key header and nowhere else: never into a URL, a message or a log line.

export type ChangenowSettings = Omit<Config['upstream'], 'protocol' | 'apiKey' | 'url'> & {
  /** the API's base, e.g. https://api.changenow.io/v2/ */
  url: string;
  apiKey: string;
  createLateReplyMs?: number;
};

/** The rate-id alphabet the site's contract carries; another spelling is dropped (and requoted). */
const RATE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** One reply: its HTTP status and parsed JSON body (undefined when it was not JSON). */
interface Reply {
  status: number;
  body: unknown;
}

/** The provider's error word, when the body is its error shape. */
const errorWord = (body: unknown): string | null => {
  const parsed = errorReplySchema.safeParse(body);
  return parsed.success ? (parsed.data.error ?? null) : null;
};

const epochSeconds = (iso: string | null | undefined): number | null => {
  const ms = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

/** A provider's transaction hash as the site shows it; null when none, or not a hash's text. */
const hashOf = (hash: string | null | undefined): string | null =>
  hash && transactionHashSchema.safeParse(hash).success ? hash : null;

/** What a refused creation tells the visitor: the site's codes, by the provider's error word. */
function refusalOf(reply: Reply): CreateResult | null {
  const word = errorWord(reply.body);
  switch (word) {
    case 'not_valid_address':
      return { kind: 'refused', status: 422, code: 'INVALID_ADDRESS', message: 'Invalid address' };
    case 'not_valid_refund_address':
      return {
        kind: 'refused',
        status: 422,
        code: 'INVALID_ADDRESS',
        message: 'Invalid refund address',
      };
    case 'not_valid_extra_id':
      return {
        kind: 'refused',
        status: 400,
        code: 'BAD_REQUEST',
        message: 'receiveMemo: the provider refused this destination tag',
      };
    case 'out_of_range':
    case 'deposit_too_small':
      return {
        kind: 'refused',
        status: 422,
        code: 'AMOUNT_OUT_OF_RANGE',
        message: 'The amount is outside what the provider swaps now: get a new quote',
      };
    case 'rate_id_not_found_or_expired':
      // Not final: the key is released, and the next try quotes afresh.
      return {
        kind: 'refused',
        status: 400,
        code: 'BAD_REQUEST',
        message: 'route: the fixed rate has expired; get a new quote',
      };
    case 'pair_is_inactive':
    case 'fixed_rate_not_enabled':
    case 'not_enough_liquidity':
      return { kind: 'refused', status: 503, code: 'SWAPS_PAUSED', message: SWAPS_PAUSED_MESSAGE };
    default:
      return null;
  }
}

/** A quote's refusals that mean "no price for this pair or amount", not a failing provider. */
const NO_PRICE_WORDS = new Set([
  'out_of_range',
  'deposit_too_small',
  'pair_is_inactive',
  'fixed_rate_not_enabled',
  'not_enough_liquidity',
]);

/** An answer the site cannot use, as the failure kind the logs, metrics and alerts name. */
function failureOf(reply: Reply, endpoint: Endpoint): UpstreamError {
  if (reply.body === undefined && reply.status >= 200 && reply.status < 300) {
    return new UpstreamError('bad-json', `${endpoint} replied with malformed JSON`, endpoint);
  }
  if (reply.status < 200 || reply.status >= 300) {
    const word = errorWord(reply.body);
    return new UpstreamError(
      'http-status',
      `${endpoint} answered HTTP ${reply.status}${word ? ` (${word.slice(0, 40)})` : ''}`,
      endpoint,
    );
  }
  return new UpstreamError('bad-reply', `${endpoint} replied in an unexpected shape`, endpoint);
}

/** HTTP statuses that are the provider's answer about the request, not a failure of the provider. */
const isAnswer = (reply: Reply) =>
  (reply.status >= 200 && reply.status < 300) ||
  ((reply.status === 400 || reply.status === 404 || reply.status === 422) &&
    errorWord(reply.body) !== null);

function coinOf(symbol: CoinSymbol) {
  const coin = CHANGENOW_COINS[symbol];
  if (!coin) throw new UpstreamError('bad-reply', `${symbol} has no ChangeNOW name`, 'token_price');
  return coin;
}

/** fromCurrency, toCurrency, fromNetwork, toNetwork for a pair. */
function pairParams(from: CoinSymbol, to: CoinSymbol): Record<string, string> {
  const a = coinOf(from);
  const b = coinOf(to);
  return {
    fromCurrency: a.ticker,
    fromNetwork: a.network,
    toCurrency: b.ticker,
    toNetwork: b.network,
  };
}

export function createChangenowAdapter(
  settings: ChangenowSettings,
  metrics: UpstreamMetrics = noMetrics.upstream,
): Upstream {
  const base = withSlash(new URL(settings.url));
  const agent = upstreamPool(settings, API_CONNECTIONS);
  const pageAgent = upstreamPool(settings, PAGE_CONNECTIONS);
  const timeoutsOf = callTimeouts(settings, settings.createLateReplyMs);
  const headers = {
    accept: 'application/json',
    [CHANGENOW_API_KEY_HEADER]: settings.apiKey,
  };

  interface Call {
    method: 'GET' | 'POST';
    path: string;
    query?: Record<string, string>;
    json?: unknown;
  }

  async function send(endpoint: Endpoint, call: Call, page?: AbortSignal): Promise<Reply> {
    const url = new URL(call.path, base);
    for (const [name, value] of Object.entries(call.query ?? {})) url.searchParams.set(name, value);
    const { headersTimeout, bodyTimeout, deadlineMs } = timeoutsOf(endpoint);
    const deadline = new Deadline(deadlineMs, page);
    let reply: Reply;
    try {
      const answer = await (page ? pageAgent : agent).request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: call.method,
        headers:
          call.json === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        headersTimeout,
        bodyTimeout,
        signal: deadline,
      });
      const text = await answer.body.text();
      let body: unknown;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = undefined;
      }
      reply = { status: answer.statusCode, body };
    } catch (error) {
      if (deadline.expired) throw new UpstreamError('timeout', `${endpoint} timed out`, endpoint);
      throw error;
    } finally {
      deadline.clear();
    }
    // The provider's own refusals are answers (the breaker counts them as successes); anything
    // else that is not a 2xx JSON reply is a failure.
    if (!isAnswer(reply) || reply.body === undefined) throw failureOf(reply, endpoint);
    return reply;
  }

  async function sendWithRetry(endpoint: Endpoint, call: Call, retry: boolean) {
    try {
      return await send(endpoint, call);
    } catch (error) {
      if (retry && isConnectionError(error)) return send(endpoint, call);
      throw error;
    }
  }

  const { breaker, fire } = upstreamBreaker(sendWithRetry, settings.breaker, metrics);
  const call = (endpoint: Endpoint, request: Call, retry: boolean) =>
    fire(endpoint, request, retry) as Promise<Reply>;

  function parse<S extends z.ZodType>(reply: Reply, schema: S, endpoint: Endpoint): z.infer<S> {
    const parsed = schema.safeParse(reply.body);
    if (!parsed.success || reply.status >= 300) throw failureOf(reply, endpoint);
    return parsed.data;
  }

  async function quoteNow({ from, to, amount }: QuoteRequest): Promise<PriceQuote> {
    const pair = pairParams(from, to);
    return timed(metrics, 'token_price', async () => {
      const [range, estimate] = await Promise.all([
        call(
          'token_price',
          { method: 'GET', path: 'exchange/range', query: { ...pair, flow: 'fixed-rate' } },
          true,
        ),
        call(
          'token_price',
          {
            method: 'GET',
            path: 'exchange/estimated-amount',
            query: {
              ...pair,
              fromAmount: amount,
              flow: 'fixed-rate',
              type: 'direct',
              useRateId: 'true',
            },
          },
          true,
        ),
      ]);
      const noPrice = (reply: Reply) =>
        reply.status >= 300 && NO_PRICE_WORDS.has(errorWord(reply.body) ?? '');
      const limits = noPrice(range)
        ? { minAmount: 0, maxAmount: 0 }
        : parse(range, rangeReplySchema, 'token_price');
      const min = limits.minAmount;
      const max = limits.maxAmount ?? 0;
      const flow = `${from}>${to}`;
      if (noPrice(estimate)) return { estimate: null, min, max, route: [[-1, min, max, flow]] };
      const quoted = parse(estimate, estimateReplySchema, 'token_price');
      const validUntil = epochSeconds(quoted.validUntil);
      return {
        estimate: quoted.toAmount,
        min,
        max,
        route: [[quoted.toAmount, min, max, flow]],
        ...(quoted.rateId && RATE_ID.test(quoted.rateId) ? { rateId: quoted.rateId } : {}),
        ...(validUntil !== null && validUntil > 0 ? { validUntil } : {}),
      };
    });
  }

  /** The exchange as the site shows it; null when the provider knows no such exchange. */
  function orderOf(reply: Reply): UpstreamOrder | null {
    if (reply.status === 404 || errorWord(reply.body) === 'not_found') return null;
    const info = parse(reply, byIdReplySchema, 'exchange_status');
    const status = statusOfChangenow(info.status);
    if (status === null) {
      throw new UpstreamError(
        'unknown-message',
        `exchange_status replied with an unknown status`,
        'exchange_status',
      );
    }
    const symbolOf = (ticker: string, network: string | null | undefined) =>
      coinOfChangenow(ticker, network) ?? ticker.toUpperCase();
    const createdAt = epochSeconds(info.createdAt) ?? 0;
    return {
      status,
      createdAt,
      firstReceivedAt: epochSeconds(info.depositReceivedAt),
      send: {
        symbol: symbolOf(info.fromCurrency, info.fromNetwork),
        amount: info.amountFrom ?? info.expectedAmountFrom ?? 0,
        address: info.payinAddress,
        memo: info.payinExtraId || null,
      },
      receive: {
        symbol: symbolOf(info.toCurrency, info.toNetwork),
        amount: info.amountTo ?? info.expectedAmountTo ?? 0,
        address: info.payoutAddress,
        memo: info.payoutExtraId || null,
      },
      refundAddress: info.refundAddress || null,
      depositHash: hashOf(info.payinHash),
      payoutHash: hashOf(info.payoutHash),
      refundHash: hashOf(info.refundHash),
    };
  }

  const byId = (id: string): Call => ({ method: 'GET', path: 'exchange/by-id', query: { id } });
  const inFlightQuotes = new Map<string, Promise<PriceQuote>>();

  return {
    protocol: 'changenow',
    mintsOrderIds: true,
    takesRefundAndMemo: true,
    fixesRates: true,
    quote(request) {
      const key = `${request.from}|${request.to}|${request.amount}`;
      const pending = inFlightQuotes.get(key);
      if (pending) {
        metrics.coalesced();
        return pending;
      }
      const started = quoteNow(request).finally(() => inFlightQuotes.delete(key));
      inFlightQuotes.set(key, started);
      return started;
    },
    create: (order) =>
      timed(metrics, 'token_exchange', async () => {
        const reply = await call(
          'token_exchange',
          {
            method: 'POST',
            path: 'exchange',
            json: {
              ...pairParams(order.from, order.to),
              fromAmount: order.amount,
              toAmount: '',
              address: order.address,
              extraId: order.receiveMemo ?? '',
              refundAddress: order.refundAddress ?? '',
              refundExtraId: '',
              flow: 'fixed-rate',
              type: 'direct',
              rateId: order.rateId ?? '',
            },
          },
          false,
        );
        if (reply.status >= 300) {
          const refusal = refusalOf(reply);
          if (refusal) return refusal;
          throw failureOf(reply, 'token_exchange');
        }
        const created = parse(reply, exchangeReplySchema, 'token_exchange');
        return {
          kind: 'created' as const,
          providerOrderId: created.id,
          depositMemo: created.payinExtraId || null,
        };
      }),
    status: (id) =>
      timed(metrics, 'exchange_status', async () =>
        orderOf(await call('exchange_status', byId(id), true)),
      ),
    statusForPage: (id, signal) =>
      timed(metrics, 'exchange_status', async () =>
        orderOf(
          await pageCall(breaker, 'exchange_status', () =>
            send('exchange_status', byId(id), signal),
          ),
        ),
      ),
    ...upstreamLifecycle(base, breaker, [agent, pageAgent]),
  };
}
