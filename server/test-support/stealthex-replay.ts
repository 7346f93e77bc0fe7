import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A StealthEX API v4 that answers with the replies captured from the real one
// (server/upstream/fixtures/stealthex/, their source in the README there), byte for byte, and
// records what it was asked. Only an exchange's later progress is not captured anywhere: `progress`
// changes the status and the two tx_hash fields of the captured exchange, nothing else.

const FIXTURES = new URL('../upstream/fixtures/stealthex/', import.meta.url);

/** A captured reply body, exactly as the provider sent it. */
export const capturedBody = (name: string): string =>
  readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8');

/** The captured exchange's id: the only id this provider knows. */
export const CAPTURED_EXCHANGE_ID = 'GYfebH4n7';

/** The captured exchange's receiving and refund address (ETH to USDT on Ethereum). */
export const CAPTURED_ADDRESS = '0x00D283fFCb70F7b9A1d844e54A1AdE61E5443B6C';

/** Transaction hashes for `progress` to report: of a real hash's shape, but nobody's. */
export const PROGRESS_DEPOSIT_HASH = `0x${'ab'.repeat(32)}`;
export const PROGRESS_PAYOUT_HASH = `0x${'cd'.repeat(32)}`;

/**
 * The body of the captured creation as StealthEX takes it: ETH to USDT on Ethereum, a direct
 * floating estimate, paid out and refunded to the captured address.
 */
export const capturedCreationBody = (amount: number) => ({
  route: {
    from: { symbol: 'eth', network: 'mainnet' },
    to: { symbol: 'usdt', network: 'eth' },
  },
  estimation: 'direct',
  rate: 'floating',
  amount,
  address: CAPTURED_ADDRESS,
  refund_address: CAPTURED_ADDRESS,
});

/**
 * The estimate for a route. The captured estimate is BTC to XMR; for the captured creation's own
 * route (ETH to USDT) the figure is the one that creation states it expects to pay out, in the
 * estimate's shape, so a creation's stated amounts agree with the quote it was made on, as the real
 * API's do for one route and amount.
 */
function estimateBody(route: Route | undefined): string {
  if (route?.from.symbol !== 'eth' || route.to.symbol !== 'usdt') {
    return capturedBody('rates_estimated_amount');
  }
  const created = JSON.parse(capturedBody('create_exchange')) as {
    withdrawal: { expected_amount: number };
  };
  return JSON.stringify({ estimated_amount: created.withdrawal.expected_amount });
}

export interface ReplayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

interface Route {
  from: { symbol: string; network: string };
  to: { symbol: string; network: string };
}

export interface StealthexReplay {
  /** the base URL, as PROVIDERS names it: http://127.0.0.1:port/v4/ */
  url: string;
  requests: ReplayRequest[];
  /** routes answered with the captured NoPair refusal (404) */
  noPair: (route: Route) => boolean;
  /** the exchange's status and hashes from now on; null: the captured body as it is */
  progress: { status: string; depositHash: string | null; payoutHash: string | null } | null;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

function exchangeBody(replay: StealthexReplay): string {
  const captured = capturedBody('exchange');
  if (!replay.progress) return captured;
  const exchange = JSON.parse(captured) as {
    status: string;
    deposit: { tx_hash: string | null };
    withdrawal: { tx_hash: string | null };
  };
  exchange.status = replay.progress.status;
  exchange.deposit.tx_hash = replay.progress.depositHash;
  exchange.withdrawal.tx_hash = replay.progress.payoutHash;
  return JSON.stringify(exchange);
}

/** Starts the replaying provider on a free port of this machine. */
export async function startStealthexReplay(key: string): Promise<StealthexReplay> {
  const replay: StealthexReplay = {
    url: '',
    requests: [],
    noPair: () => false,
    progress: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const send = (
    response: import('node:http').ServerResponse,
    status: number,
    body: string,
  ): void => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://replay').pathname.replace(/^\/v4\//, '');
      const body = await bodyOf(request);
      const authorization = request.headers.authorization;
      replay.requests.push({ method: request.method ?? '', path, authorization, body });
      if (request.method === 'HEAD' || path === '/v4' || path === '')
        return send(response, 200, '{}');
      if (authorization !== key) {
        return send(response, 401, '{"err":{"kind":"NoUserApiKey","details":"no key"}}');
      }
      const route = (body as { route?: Route } | undefined)?.route;
      const post = request.method === 'POST';
      if (post && route && replay.noPair(route) && path.startsWith('rates/')) {
        return send(response, 404, capturedBody('rates_range_no_pair'));
      }
      if (post && path === 'rates/range') return send(response, 200, capturedBody('rates_range'));
      if (post && path === 'rates/estimated-amount') {
        return send(response, 200, estimateBody(route));
      }
      if (post && path === 'exchanges') return send(response, 201, capturedBody('create_exchange'));
      if (request.method === 'GET' && path === `exchanges/${CAPTURED_EXCHANGE_ID}`) {
        return send(response, 200, exchangeBody(replay));
      }
      send(response, 404, '{"err":{"kind":"NotFound","details":"Exchange not found"}}');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  replay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v4/`;
  return replay;
}
