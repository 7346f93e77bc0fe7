import { noMetrics, type UpstreamMetrics } from '../metrics/metrics.js';
import { formBody } from './form-body.js';
import {
  API_CONNECTIONS,
  callTimeouts,
  Deadline,
  isConnectionError,
  PAGE_CONNECTIONS,
  pageCall,
  timed,
  upstreamBreaker,
  upstreamLifecycle,
  upstreamPool,
  withSlash,
  type Endpoint,
} from './upstream-call.js';
import type { Codec, UpstreamCall, UpstreamReply } from './codecs/codec.js';
import type { UpstreamSettings } from './upstream-settings.js';
import { UpstreamError } from './upstream-error.js';
import type { SentOrder, Upstream } from './upstream-port.js';

// The one transport every protocol rides: pools with the upstream's timeouts, the
// whole-call deadline, one retry on a dropped connection for read-only calls, the breaker,
// coalescing of identical quotes, timing by call and outcome. A protocol is only a codec: what it
// asks (codecs/*.codec.ts) and how it reads the answers.

/** The request's body as the codec asked for it: JSON, or multipart form-data. */
function bodyOf(call: UpstreamCall): { contentType?: string; body?: string | Buffer } {
  if (call.form) {
    const form = formBody(call.form);
    return { contentType: form.contentType, body: form.body };
  }
  if (call.json !== undefined)
    return { contentType: 'application/json', body: JSON.stringify(call.json) };
  return {};
}

/**
 * A relative path of plain segments (letters, digits, '_' and '-'), which no URL parser changes.
 * Linear whatever the input (a path may carry a provider's order id): each repeated group starts
 * with '/', which the segment class never matches, so a text splits into segments one way only.
 */
const PLAIN_PATH = /^[\w-]+(?:\/[\w-]+)*$/;

/** The key sent to the sandbox, which takes any: no operator key is needed for it. */
const SANDBOX_API_KEY = 'sandbox';

/**
 * The key as its header carries it: after the descriptor's scheme ('Bearer '), unless the operator
 * pasted it with the scheme already (as a provider's dashboard often shows it).
 */
function keyValue(key: string, scheme: string | undefined): string {
  return scheme && !key.startsWith(`${scheme} `) ? `${scheme} ${key}` : key;
}

/** Every call's headers: JSON wanted, and the key in the header the protocol's descriptor names. */
function headersOf(codec: Codec, apiKey: string | null): Record<string, string> {
  const { keyHeader, keyScheme } = codec.descriptor;
  return {
    accept: 'application/json',
    ...(keyHeader ? { [keyHeader]: keyValue(apiKey ?? SANDBOX_API_KEY, keyScheme) } : {}),
  };
}

/** The codec's protocol over one transport, as the port the services talk to. */
export function createUpstreamFromCodec(
  codec: Codec,
  settings: UpstreamSettings,
  metrics: UpstreamMetrics = noMetrics.upstream,
): Upstream {
  const base = withSlash(new URL(settings.url));
  const agent = upstreamPool(settings, API_CONNECTIONS);
  const pageAgent = upstreamPool(settings, PAGE_CONNECTIONS);
  const timeoutsOf = callTimeouts(settings, settings.createLateReplyMs);
  const headers = headersOf(codec, settings.apiKey);

  // A call's path beside the base URL's: plain segments are appended as they are (what the URL
  // parser would make of them), anything else goes through it; the parser ran on every call
  // (decision 013, fourth round).
  const { origin } = base;
  const pathOf = ({ path, query }: UpstreamCall) => {
    if (query === undefined && PLAIN_PATH.test(path)) return `${base.pathname}${path}`;
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
    return `${url.pathname}${url.search}`;
  };
  // the headers of a call with a body, made again only when its type changes
  let typed = { contentType: '', headers };
  const headersFor = (contentType: string | undefined) => {
    if (!contentType) return headers;
    if (typed.contentType !== contentType) {
      typed = { contentType, headers: { ...headers, 'content-type': contentType } };
    }
    return typed.headers;
  };

  async function send(endpoint: Endpoint, call: UpstreamCall, page?: AbortSignal) {
    const path = pathOf(call);
    const { contentType, body } = bodyOf(call);
    const { headersTimeout, bodyTimeout, deadlineMs } = timeoutsOf(endpoint);
    const deadline = new Deadline(deadlineMs, page);
    let reply: UpstreamReply;
    try {
      const answer = await (page ? pageAgent : agent).request({
        origin,
        path,
        method: call.method,
        headers: headersFor(contentType),
        body,
        headersTimeout,
        bodyTimeout,
        signal: deadline,
      });
      const text = await answer.body.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parsed = undefined;
      }
      reply = { status: answer.statusCode, body: parsed };
    } catch (error) {
      if (deadline.expired) throw new UpstreamError('timeout', `${endpoint} timed out`, endpoint);
      throw error;
    } finally {
      deadline.clear();
    }
    // The provider's own answers (a refusal included) count as successes for the breaker;
    // anything else is a failure of the provider.
    if (!codec.isAnswer(reply)) throw codec.failureOf(reply, endpoint);
    return reply;
  }

  const sendWithRetry = (endpoint: Endpoint, call: UpstreamCall, retry: boolean) =>
    send(endpoint, call).catch((error: unknown) => {
      if (retry && isConnectionError(error)) return send(endpoint, call);
      throw error;
    });

  const { breaker, fire } = upstreamBreaker(sendWithRetry, settings.breaker, metrics);
  const ask =
    (endpoint: Endpoint, retry: boolean) =>
    (call: UpstreamCall): Promise<UpstreamReply> =>
      fire(endpoint, call, retry) as Promise<UpstreamReply>;
  const inFlightQuotes = new Map<string, ReturnType<Upstream['quote']>>();

  return {
    protocol: codec.protocol,
    ...codec.descriptor.capabilities,
    quote(request) {
      const key = `${request.from}|${request.to}|${request.amount}`;
      const pending = inFlightQuotes.get(key);
      if (pending) {
        metrics.coalesced();
        return pending;
      }
      const started = timed(metrics, 'token_price', () =>
        codec.quote(request, ask('token_price', true)),
      ).finally(() => inFlightQuotes.delete(key));
      inFlightQuotes.set(key, started);
      return started;
    },
    // Never retried: creating an exchange is not idempotent upstream. It resolves when the call
    // has truly ended, which may be long after the visitor's bound (createReplyBoundMs).
    create: (request) =>
      timed(metrics, 'token_exchange', () => codec.create(request, ask('token_exchange', false))),
    status: (id) =>
      timed(metrics, 'exchange_status', () => codec.status(id, ask('exchange_status', true))),
    // A page's own few connections (pages waiting on a hung upstream never take the API's), given
    // up with the page, refused while the breaker is open but not counted by it.
    statusForPage: (id, signal) =>
      timed(metrics, 'exchange_status', () =>
        codec.status(id, (call) =>
          pageCall(breaker, 'exchange_status', () => send('exchange_status', call, signal)),
        ),
      ),
    ...(codec.findCreated
      ? {
          findCreated: (sent: SentOrder) =>
            timed(metrics, 'exchange_status', () =>
              codec.findCreated!(sent, ask('exchange_status', true)),
            ),
        }
      : {}),
    ...upstreamLifecycle(base, breaker, [agent, pageAgent]),
  };
}
