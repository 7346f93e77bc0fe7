import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_REPLY_HEADER } from '../../shared/contract/protocol-descriptor.js';
import type { SandboxLifecycle } from '../config/config.js';
import { handleControl } from './control-api.js';
import { CHANGENOW_PREFIX, createChangenowApi, faultEndpointOf } from './changenow-api.js';
import {
  changenowFaultReply,
  FaultQueue,
  faultReply,
  type FaultEndpoint,
  type FaultKind,
  type RawReply,
} from './faults.js';
import { sendJson, sendRaw } from './http-io.js';
import { readMultipartForm } from './multipart-form.js';
import { Market } from './market.js';
import { OrderBook } from './order-book.js';
import { exchangeStatus, tokenExchange, tokenPrice } from './price-service-api.js';
import { REFERENCE_PRICES } from './reference-prices.js';
import { REFERENCE_PRICE_PATH, referencePriceReply } from './reference-price-api.js';
import {
  createStealthexApi,
  STEALTHEX_PREFIX,
  stealthexFaultEndpoint,
  stealthexFaultReply,
} from './stealthex-api.js';

export interface SandboxSettings {
  host: string;
  /** 0 = any free port */
  port: number;
  /** null = in memory only (tests) */
  dataFile: string | null;
  lifecycle: SandboxLifecycle;
  /** 0 = off */
  autoDepositAfterS: number;
  /** where the market starts, in percent (-50 to 50): a second sandbox as a rival provider */
  marketMovePercent?: number;
  /** the one key the ChangeNOW and StealthEX sides take; unset: any non-empty key */
  apiKey?: string | null;
}

export interface RunningSandbox {
  /** base URL, e.g. http://127.0.0.1:8090; Contract 2 calls are url + '/api/token_price' etc. */
  url: string;
  /** Stops listening, ends hung requests, flushes the data file. */
  close(): Promise<void>;
}

export interface SandboxOptions {
  /** epoch milliseconds; tests inject a clock to walk orders through their lifecycle */
  now?: () => number;
}

const CALLS: Record<string, FaultEndpoint> = {
  '/api/token_price': 'token_price',
  '/api/token_exchange': 'token_exchange',
  '/api/exchange_status': 'exchange_status',
};

/** Requests must arrive whole within this; a hung reply (a fault) is not bounded by it. */
const REQUEST_TIMEOUT_MS = 30_000;
/** After close() begins, connections still open this long are cut. */
const CLOSE_GRACE_MS = 2000;

const BANNER = {
  service: 'SANDBOX price service: simulated swaps, no real funds move',
  prices: `${REFERENCE_PRICES.label}, as of ${REFERENCE_PRICES.asOf}`,
  calls: Object.keys(CALLS).map((path) => `POST ${path} (multipart/form-data)`),
  changenow: `${CHANGENOW_PREFIX} (ChangeNOW API v2: exchange/estimated-amount, range, min-amount, exchange, by-id)`,
  stealthex: `${STEALTHEX_PREFIX} (StealthEX API v4: rates/range, rates/estimated-amount, exchanges, exchanges/{id})`,
  control: '/control (orders, faults, market, reset)',
};

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the simulated upstream (Contract 2 plus its control API) and resolves once it listens. */
export async function startSandbox(
  settings: SandboxSettings,
  options: SandboxOptions = {},
): Promise<RunningSandbox> {
  const nowMs = options.now ?? Date.now;
  const nowS = () => Math.floor(nowMs() / 1000);
  const orders = await OrderBook.open(settings.dataFile, settings, nowS);
  const faults = new FaultQueue();
  const market = new Market();
  market.movePercent = settings.marketMovePercent ?? 0;
  const changenow = createChangenowApi({
    orders,
    market,
    nowMs,
    apiKey: settings.apiKey ?? null,
  });
  const stealthex = createStealthexApi({ orders, market, apiKey: settings.apiKey ?? null });
  /** replies held open by a 'hang' or 'late' fault, cut on close() */
  const hung = new Set<ServerResponse>();

  async function contractCall(
    request: IncomingMessage,
    response: ServerResponse,
    endpoint: FaultEndpoint,
  ): Promise<void> {
    if (request.method !== 'POST') {
      return sendJson(response, 405, { message: 'error', data: 'Use POST' }, { Allow: 'POST' });
    }
    // The fault is claimed on arrival, so "the next N replies" counts requests in arrival order.
    const fault = faults.take(endpoint);
    const form = await readMultipartForm(request);
    if (fault && fault.kind !== 'late') {
      const reply = faultReply(fault.kind);
      if (reply) return sendRaw(response, reply);
      holdOpen(response);
      return;
    }
    if (!form.ok) return sendJson(response, 400, { message: 'error', data: form.reason });
    const reply =
      endpoint === 'token_price'
        ? tokenPrice(form.fields, market)
        : endpoint === 'token_exchange'
          ? await tokenExchange(form.fields, orders, market)
          : exchangeStatus(form.fields, orders);
    if (fault) {
      // 'late': the call has done its work (an order exists) but its answer comes after a delay,
      // as from an upstream that is slow to reply; a caller that hung up never sees it.
      holdOpen(response);
      const timer = setTimeout(() => sendJson(response, 200, reply), fault.delayMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    sendJson(response, 200, reply);
  }

  /** A call to a provider's dialect (ChangeNOW's, StealthEX's): the same faults, in its shapes. */
  async function dialectCall(
    request: IncomingMessage,
    response: ServerResponse,
    endpoint: FaultEndpoint | null,
    faultReplyOf: (kind: Exclude<FaultKind, 'late'>) => RawReply | null,
    answer: () => Promise<{ status: number; body: unknown }>,
  ): Promise<void> {
    const fault = endpoint ? faults.take(endpoint) : null;
    if (fault && fault.kind !== 'late') {
      request.resume();
      const reply = faultReplyOf(fault.kind);
      if (reply) return sendRaw(response, reply);
      holdOpen(response);
      return;
    }
    const reply = await answer();
    if (fault) {
      holdOpen(response);
      const timer = setTimeout(() => sendJson(response, reply.status, reply.body), fault.delayMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    sendJson(response, reply.status, reply.body);
  }

  function holdOpen(response: ServerResponse): void {
    hung.add(response);
    response.on('close', () => hung.delete(response));
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let path: string;
    let query: URLSearchParams;
    try {
      const url = new URL(request.url ?? '/', 'http://sandbox');
      path = url.pathname;
      query = url.searchParams;
    } catch {
      return sendJson(response, 400, { message: 'error', data: 'The request URL is malformed' });
    }
    const endpoint = CALLS[path];
    if (endpoint) return contractCall(request, response, endpoint);
    if (path === REFERENCE_PRICE_PATH) return referencePriceReply(response, query);
    if (path === '/v2' || path.startsWith(CHANGENOW_PREFIX)) {
      const at = path === '/v2' ? CHANGENOW_PREFIX : path;
      return dialectCall(
        request,
        response,
        faultEndpointOf(request.method, at),
        changenowFaultReply,
        () => changenow.handle(request, at, query),
      );
    }
    if (`${path}/` === STEALTHEX_PREFIX || path.startsWith(STEALTHEX_PREFIX)) {
      const at = path.startsWith(STEALTHEX_PREFIX) ? path : STEALTHEX_PREFIX;
      return dialectCall(
        request,
        response,
        stealthexFaultEndpoint(request.method, at),
        stealthexFaultReply,
        () => stealthex.handle(request, at),
      );
    }
    if (path === '/control' || path.startsWith('/control/')) {
      return handleControl(request, response, path, { orders, faults, market, changenow });
    }
    if (
      (path === '/' || path === '/healthz') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return sendJson(response, 200, BANNER);
    }
    sendJson(response, 404, { message: 'error', data: `Nothing at ${request.method} ${path}` });
  }

  const server: Server = createServer((request, response) => {
    // every reply says it is simulated: a site whose providers are sandboxes says SANDBOX too
    response.setHeader(SANDBOX_REPLY_HEADER, 'simulated');
    route(request, response).catch((error: unknown) => {
      console.error('sandbox: request failed', error);
      sendJson(response, 500, { message: 'error', data: 'Sandbox internal error' });
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.headersTimeout = Math.min(server.headersTimeout, REQUEST_TIMEOUT_MS);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const response of hung) response.destroy();
      hung.clear();
      server.closeIdleConnections();
      const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      cut.unref();
      await stopped;
      clearTimeout(cut);
      await orders.flush();
    })();
    return closing;
  };

  return { url: `http://${urlHost(settings.host)}:${port}`, close };
}
