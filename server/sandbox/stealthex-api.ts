import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CoinSymbol } from '../../shared/coins.js';
import {
  coinOfStealthex,
  STEALTHEX_COINS,
  STEALTHEX_API_KEY_HEADER,
  STEALTHEX_ERRORS,
  STEALTHEX_STATUS,
  stealthexCreateSchema,
  stealthexRatesSchema,
} from '../../shared/contract/stealthex.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { keyAccepted, type ApiReply, type DialectDeps, type SandboxDialect } from './dialect.js';
import { jsonFaultReply } from './faults.js';
import { readJsonBody } from './http-io.js';
import type { OrderRecord } from './order-lifecycle.js';
import { isWithinLimits, pairProblem, quote, sendLimits } from './quote.js';
import { sandboxTransactionHash } from './transaction-hash.js';
import { refusedField, type RefusedField } from './refused-field.js';

// The sandbox's StealthEX side: API v4's rates/range, rates/estimated-amount, exchanges and
// exchanges/{id}, in its JSON shapes and {err: {kind, details}} refusals, over the same order
// book, lifecycle, market and faults as the other dialects. Floating rates only, as the site asks.

const BODY_LIMIT_BYTES = 8192;

/** The provider's word for each of the site's numbers (the control API may set any other). */
const WORD_OF: Record<number, string> = Object.fromEntries(
  Object.entries(STEALTHEX_STATUS).map(([word, status]) => [status, word]),
);

/** The error kind and details for each field a creation is refused for. */
const FIELD_REFUSALS: Record<RefusedField, [string, string]> = {
  address: [STEALTHEX_ERRORS.invalidData, 'Invalid address'],
  'refund-address': [STEALTHEX_ERRORS.invalidData, 'Invalid refund address'],
  memo: [STEALTHEX_ERRORS.extraId, 'Invalid extra id'],
};

const refuse = (status: number, kind: string, details: string): ApiReply => ({
  status,
  body: { err: { kind, details } },
});

/** A StealthEX exchange id: 9 letters and digits, as the real API's ("GYfebH4n7"). */
const exchangeId = () => randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 9);

type Pair = { from: CoinSymbol; to: CoinSymbol };

/** The pair a route names, or the refusal the real API sends for a coin it does not list. */
function pairOf(route: {
  from: { symbol: string; network: string };
  to: { symbol: string; network: string };
}): Pair | ApiReply {
  const from = coinOfStealthex(route.from.symbol, route.from.network);
  const to = coinOfStealthex(route.to.symbol, route.to.network);
  if (!from || !to || pairProblem(from, to)) {
    return refuse(404, STEALTHEX_ERRORS.noPair, 'One or both currencies do not exist');
  }
  return { from, to };
}

function sideOf(
  coin: CoinSymbol,
  amount: number | null,
  expected: number,
  address: string,
  memo: string | null,
  hash: string | null,
) {
  return {
    ...STEALTHEX_COINS[coin]!,
    amount,
    expected_amount: expected,
    address,
    extra_id: memo,
    tx_hash: hash,
    address_explorer_url: null,
    tx_explorer_url: null,
  };
}

export function createStealthexApi(deps: DialectDeps): SandboxDialect {
  const { orders, market } = deps;

  async function readBody<T>(
    request: IncomingMessage,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  ): Promise<T | ApiReply> {
    const read = await readJsonBody(request, BODY_LIMIT_BYTES);
    const parsed = read.ok ? schema.safeParse(read.value) : null;
    if (!parsed?.success) {
      return refuse(400, STEALTHEX_ERRORS.invalidData, 'The body is not valid JSON of this call');
    }
    return parsed.data;
  }

  async function range(request: IncomingMessage): Promise<ApiReply> {
    const body = await readBody(request, stealthexRatesSchema);
    if ('status' in body) return body;
    const pair = pairOf(body.route);
    if ('status' in pair) return pair;
    const limits = sendLimits(pair.from);
    return {
      status: 200,
      body: { min_amount: limits.min, max_amount: limits.max === 0 ? null : limits.max },
    };
  }

  async function estimate(request: IncomingMessage): Promise<ApiReply> {
    const body = await readBody(request, stealthexRatesSchema);
    if ('status' in body) return body;
    const pair = pairOf(body.route);
    if ('status' in pair) return pair;
    const amount = body.amount ?? 0;
    const { estimate: toAmount, limits } = quote(pair.from, pair.to, amount, market.movePercent);
    if (!(amount > 0) || !isWithinLimits(amount, limits) || toAmount < 0) {
      return refuse(400, STEALTHEX_ERRORS.invalidAmount, `Amount must be at least ${limits.min}`);
    }
    return { status: 200, body: { estimated_amount: toAmount } };
  }

  async function create(request: IncomingMessage): Promise<ApiReply> {
    const body = await readBody(request, stealthexCreateSchema);
    if ('status' in body) return body;
    const pair = pairOf(body.route);
    if ('status' in pair) return pair;
    const { from, to } = pair;
    const field = refusedField(from, to, {
      address: body.address,
      refundAddress: body.refund_address,
      memo: body.extra_id,
    });
    if (field) return refuse(400, ...FIELD_REFUSALS[field]);
    const { estimate: toAmount, limits } = quote(from, to, body.amount, market.movePercent);
    if (!isWithinLimits(body.amount, limits) || toAmount < 0) {
      return refuse(400, STEALTHEX_ERRORS.invalidAmount, 'Amount is out of range');
    }
    const id = await orders.create(
      {
        sendSymbol: from,
        sendAmount: body.amount,
        receiveSymbol: to,
        receiveAmount: toAmount,
        receiveAddress: body.address,
        route: '',
        ...(body.refund_address ? { refundAddress: body.refund_address } : {}),
        ...(body.extra_id ? { receiveMemo: body.extra_id } : {}),
      },
      exchangeId,
    );
    return { status: 201, body: exchangeView(orders.record(id)!) };
  }

  /** The exchange as both the creation and exchanges/{id} return it. */
  function exchangeView(order: OrderRecord) {
    const status = orders.statusOf(order);
    const deposited = orders.firstDepositOf(order) > 0;
    const paid = status === ORDER_STATUS.completed;
    const word = order.statusWord && order.statusWord in STEALTHEX_STATUS ? order.statusWord : null;
    return {
      id: order.id,
      status: word ?? WORD_OF[status] ?? 'waiting',
      rate: 'floating',
      deposit: sideOf(
        order.sendSymbol,
        order.sendAmount,
        order.sendAmount,
        order.depositAddress,
        order.depositMemo ?? null,
        deposited ? sandboxTransactionHash(order.id, 'payin', order.sendSymbol) : null,
      ),
      withdrawal: sideOf(
        order.receiveSymbol,
        order.receiveAmount,
        order.receiveAmount,
        order.receiveAddress,
        order.receiveMemo ?? null,
        paid ? sandboxTransactionHash(order.id, 'payout', order.receiveSymbol) : null,
      ),
      refund_address: order.refundAddress ?? null,
      refund_extra_id: null,
      created_at: new Date(order.createdAt * 1000).toISOString(),
      expires_at: null,
    };
  }

  return {
    statusWords: STEALTHEX_STATUS,
    faultEndpoint,
    faultReply,
    /** A request under stealthex/v4/; `rest` is the path after it. */
    async handle(request, rest) {
      if (rest === '' && (request.method === 'GET' || request.method === 'HEAD')) {
        return { status: 200, body: { service: 'SANDBOX StealthEX-compatible API v4' } };
      }
      if (!keyAccepted(request, STEALTHEX_API_KEY_HEADER, deps.apiKey)) {
        return refuse(401, STEALTHEX_ERRORS.noUserApiKey, 'Invalid or missing api key');
      }
      const post = request.method === 'POST';
      if (post && rest === 'rates/range') return range(request);
      if (post && rest === 'rates/estimated-amount') return estimate(request);
      if (post && rest === 'exchanges') return create(request);
      const byId = /^exchanges\/([A-Za-z0-9]{1,64})$/.exec(rest);
      if (request.method === 'GET' && byId) {
        const order = orders.record(byId[1]!);
        if (!order) return refuse(404, STEALTHEX_ERRORS.notFound, 'Exchange not found');
        return { status: 200, body: exchangeView(order) };
      }
      return refuse(404, STEALTHEX_ERRORS.notFound, `Nothing at ${request.method} ${rest}`);
    },
  };
}

/** The faults in StealthEX's shapes: refusals are {err: {kind, details}}. */
const faultReply = jsonFaultReply({
  refusal: (kind, details) => ({ err: { kind, details } }),
  invalidAddress: STEALTHEX_ERRORS.invalidData,
  otherError: STEALTHEX_ERRORS.marketUnavailable,
  unknownReply: { status: 'maybe', details: 'sandbox fault: a reply the site does not know' },
});

/** Which fault queue a StealthEX call draws from: the site's three steps. */
function faultEndpoint(method: string | undefined, rest: string) {
  if (rest === 'exchanges' && method === 'POST') return 'token_exchange' as const;
  if (rest.startsWith('exchanges/')) return 'exchange_status' as const;
  if (rest === 'rates/range' || rest === 'rates/estimated-amount') return 'token_price' as const;
  return null;
}
