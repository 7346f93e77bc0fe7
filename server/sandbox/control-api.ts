import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { describeIssues } from '../../shared/contract/api.js';
import type { OrderStatus } from '../../shared/order-status.js';
import { FAULT_ENDPOINTS, FAULT_KINDS, type FaultQueue } from './faults.js';
import { readJsonBody, sendJson } from './http-io.js';
import { MAX_MARKET_MOVE_PERCENT, type Market } from './market.js';
import type { OrderBook } from './order-book.js';

// The sandbox's own test and demo controls, on its own port only; the site never proxies them.
// Errors are {error: '<what to fix>'}.

const BODY_LIMIT_BYTES = 4096;
const MAX_FAULT_COUNT = 1000;
const MAX_LATE_MS = 120_000;

/** A Contract 2 number, or a provider's status word such as "refunded", of the words given. */
const statusBodySchemaOf = (words: Readonly<Record<string, OrderStatus>>) =>
  z.strictObject({
    status: z.union([
      z.number().int().min(0).max(6),
      z.string().refine((word) => Object.hasOwn(words, word), 'is no status word of any dialect'),
    ]),
  });

const faultBodySchema = z.strictObject({
  endpoint: z.enum(FAULT_ENDPOINTS),
  fault: z.enum(FAULT_KINDS),
  count: z.number().int().min(1).max(MAX_FAULT_COUNT).default(1),
  /** for 'late': how long the true reply is held */
  delayMs: z.number().int().min(0).max(MAX_LATE_MS).optional(),
});

const marketBodySchema = z.strictObject({
  movePercent: z.number().min(-MAX_MARKET_MOVE_PERCENT).max(MAX_MARKET_MOVE_PERCENT),
});

export interface ControlDeps {
  orders: OrderBook;
  faults: FaultQueue;
  market: Market;
  /** every dialect's status words, and the site's status each means */
  statusWords: Readonly<Record<string, OrderStatus>>;
}

const problem = (response: ServerResponse, status: number, message: string) =>
  sendJson(response, status, { error: message });

const wrongMethod = (response: ServerResponse, allowed: string) =>
  sendJson(response, 405, { error: `Use ${allowed} here` }, { Allow: allowed });

async function readBody<T>(
  request: IncomingMessage,
  response: ServerResponse,
  schema: z.ZodType<T>,
  example: string,
): Promise<T | null> {
  const body = await readJsonBody(request, BODY_LIMIT_BYTES);
  if (!body.ok) {
    problem(response, 400, `${body.reason}; send JSON such as ${example}`);
    return null;
  }
  if (body.value === undefined) {
    problem(response, 400, `A JSON body is required, such as ${example}`);
    return null;
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    problem(response, 400, `${describeIssues(parsed.error)}; send JSON such as ${example}`);
    return null;
  }
  return parsed.data;
}

async function orderRoute(
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  action: string | undefined,
  { orders, statusWords }: ControlDeps,
): Promise<void> {
  const unknown = () => problem(response, 404, `No order with id ${JSON.stringify(id)}`);
  if (action === undefined) {
    if (request.method !== 'GET') return wrongMethod(response, 'GET');
    const info = orders.info(id);
    return info ? sendJson(response, 200, info) : unknown();
  }
  if (request.method !== 'POST') return wrongMethod(response, 'POST');
  if (action === 'deposit') {
    const result = await orders.markDeposit(id);
    if (result.ok) return sendJson(response, 200, result.info);
    if (result.reason === 'unknown') return unknown();
    return problem(
      response,
      409,
      `Order is ${result.status === 5 ? 'expired' : 'failed'}; force a status instead`,
    );
  }
  const body = await readBody(
    request,
    response,
    statusBodySchemaOf(statusWords),
    '{"status": 4} or {"status": "finished"}',
  );
  if (!body) return;
  const info =
    typeof body.status === 'number'
      ? await orders.forceStatus(id, body.status as OrderStatus)
      : await orders.forceStatus(id, statusWords[body.status]!, body.status);
  return info ? sendJson(response, 200, info) : unknown();
}

async function faultsRoute(
  request: IncomingMessage,
  response: ServerResponse,
  { faults }: ControlDeps,
): Promise<void> {
  if (request.method === 'GET') return sendJson(response, 200, { faults: faults.pending() });
  if (request.method === 'DELETE') {
    faults.clear();
    return sendJson(response, 200, { faults: faults.pending() });
  }
  if (request.method !== 'POST') return wrongMethod(response, 'GET, POST, DELETE');
  const body = await readBody(
    request,
    response,
    faultBodySchema,
    '{"endpoint": "token_exchange", "fault": "error301", "count": 1}',
  );
  if (!body) return;
  faults.add(body.endpoint, body.fault, body.count, body.delayMs);
  sendJson(response, 200, { faults: faults.pending() });
}

async function marketRoute(
  request: IncomingMessage,
  response: ServerResponse,
  { market }: ControlDeps,
): Promise<void> {
  if (request.method === 'POST') {
    const body = await readBody(request, response, marketBodySchema, '{"movePercent": 2}');
    if (!body) return;
    market.movePercent = body.movePercent;
  } else if (request.method !== 'GET') return wrongMethod(response, 'GET, POST');
  sendJson(response, 200, { movePercent: market.movePercent });
}

/** Each order as GET /control/orders lists it: the provider id, amounts, addresses and tags. */
function listOf(orders: OrderBook) {
  return orders.records().map((order) => ({
    providerId: order.id,
    status: orders.statusOf(order),
    statusWord: order.statusWord ?? null,
    createdAt: order.createdAt,
    send: {
      symbol: order.sendSymbol,
      amount: order.sendAmount,
      address: order.depositAddress,
      memo: order.depositMemo ?? null,
    },
    receive: {
      symbol: order.receiveSymbol,
      amount: order.receiveAmount,
      address: order.receiveAddress,
      memo: order.receiveMemo ?? null,
    },
    refundAddress: order.refundAddress ?? null,
  }));
}

/** Handles a request under /control; `path` is the URL's pathname. */
export async function handleControl(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  deps: ControlDeps,
): Promise<void> {
  const order = /^\/control\/orders\/([^/]+)(?:\/(deposit|status))?\/?$/.exec(path);
  if (order) {
    let id: string;
    try {
      id = decodeURIComponent(order[1]!);
    } catch {
      return problem(response, 400, 'The order id is not valid URL encoding');
    }
    return orderRoute(request, response, id, order[2], deps);
  }
  if (/^\/control\/orders\/?$/.test(path)) {
    // how many orders exist (tests count what a burst of creates really made upstream), and
    // each with its provider id, amounts, addresses and tags
    if (request.method !== 'GET') return wrongMethod(response, 'GET');
    return sendJson(response, 200, { orders: deps.orders.size, list: listOf(deps.orders) });
  }
  if (/^\/control\/faults\/?$/.test(path)) return faultsRoute(request, response, deps);
  if (/^\/control\/market\/?$/.test(path)) return marketRoute(request, response, deps);
  if (/^\/control\/reset\/?$/.test(path)) {
    if (request.method !== 'POST') return wrongMethod(response, 'POST');
    deps.faults.clear();
    deps.market.movePercent = 0;
    await deps.orders.reset();
    return sendJson(response, 200, {
      orders: 0,
      faults: deps.faults.pending(),
      movePercent: deps.market.movePercent,
    });
  }
  problem(
    response,
    404,
    'Unknown control route; see /control/orders, /control/orders/:id, /control/orders/:id/deposit, ' +
      '/control/orders/:id/status, /control/faults, /control/market, /control/reset',
  );
}
