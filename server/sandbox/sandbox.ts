import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_REPLY_HEADER } from '../../shared/contract/protocol-descriptor.js';
import { PROTOCOLS } from '../../shared/contract/protocols.js';
import type { OrderStatus } from '../../shared/order-status.js';
import type { SandboxLifecycle } from '../config/config.js';
import { handleControl } from './control-api.js';
import type { SandboxDialect } from './dialect.js';
import { DIALECTS } from './dialects.js';
import { FaultQueue } from './faults.js';
import { sendJson, sendRaw } from './http-io.js';
import { Market } from './market.js';
import { OrderBook } from './order-book.js';
import { REFERENCE_PRICES } from './reference-prices.js';
import { REFERENCE_PRICE_PATH, referencePriceReply } from './reference-price-api.js';

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
  /** the one key every dialect with a key takes; unset: any non-empty key */
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

/** Requests must arrive whole within this; a hung reply (a fault) is not bounded by it. */
const REQUEST_TIMEOUT_MS = 30_000;
/** After close() begins, connections still open this long are cut. */
const CLOSE_GRACE_MS = 2000;

const BANNER = {
  service: 'SANDBOX price service: simulated swaps, no real funds move',
  prices: `${REFERENCE_PRICES.label}, as of ${REFERENCE_PRICES.asOf}`,
  dialects: Object.values(PROTOCOLS).map(
    ({ sandboxPath, contractName }) => `/${sandboxPath} (${contractName})`,
  ),
  control: '/control (orders, faults, market, reset)',
};

/** A dialect and the path it is served under ('/v2/'), longest first so none hides another. */
interface MountedDialect {
  prefix: string;
  dialect: SandboxDialect;
}

/** The part of a path under a prefix, without slashes at either end; null: not under it. */
function restUnder(path: string, prefix: string): string | null {
  if (path.startsWith(prefix)) return path.slice(prefix.length).replace(/\/$/, '');
  return `${path}/` === prefix ? '' : null;
}

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
  const deps = { orders, market, nowMs, apiKey: settings.apiKey ?? null };
  const mounted: MountedDialect[] = Object.entries(PROTOCOLS)
    .map(([protocol, { sandboxPath }]) => ({
      prefix: `/${sandboxPath}`,
      dialect: DIALECTS[protocol as keyof typeof PROTOCOLS](deps),
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  // every dialect's words, for the control API's {"status": "<word>"}
  const statusWords: Record<string, OrderStatus> = Object.fromEntries(
    mounted.flatMap(({ dialect }) => Object.entries(dialect.statusWords)),
  );
  /** replies held open by a 'hang' or 'late' fault, cut on close() */
  const hung = new Set<ServerResponse>();

  /** A call to a dialect: a queued fault in its shapes, else its answer (late, for 'late'). */
  async function dialectCall(
    request: IncomingMessage,
    response: ServerResponse,
    { dialect, rest, query }: { dialect: SandboxDialect; rest: string; query: URLSearchParams },
  ): Promise<void> {
    // The fault is claimed on arrival, so "the next N replies" counts requests in arrival order.
    const endpoint = dialect.faultEndpoint(request.method, rest);
    const fault = endpoint ? faults.take(endpoint) : null;
    if (fault && fault.kind !== 'late') {
      request.resume();
      const reply = dialect.faultReply(fault.kind);
      if (reply) return sendRaw(response, reply);
      holdOpen(response);
      return;
    }
    const reply = await dialect.handle(request, rest, query);
    const send = () => sendJson(response, reply.status, reply.body, reply.headers);
    if (fault) {
      // 'late': the call has done its work (an order exists) but its answer comes after a delay,
      // as from an upstream that is slow to reply; a caller that hung up never sees it.
      holdOpen(response);
      const timer = setTimeout(send, fault.delayMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    send();
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
    if (path === REFERENCE_PRICE_PATH) return referencePriceReply(response, query);
    if (path === '/control' || path.startsWith('/control/')) {
      return handleControl(request, response, path, { orders, faults, market, statusWords });
    }
    if (
      (path === '/' || path === '/healthz') &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      return sendJson(response, 200, BANNER);
    }
    for (const { prefix, dialect } of mounted) {
      const rest = restUnder(path, prefix);
      if (rest !== null) return dialectCall(request, response, { dialect, rest, query });
    }
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
