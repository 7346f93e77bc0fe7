import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  CHANGENOW_API_KEY_HEADER,
  CHANGENOW_COINS,
  CHANGENOW_ERRORS,
  CHANGENOW_STATUS,
  coinOfChangenow,
} from '../../shared/contract/changenow.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { DESTINATION_TAG_MAX, memoKind } from '../../shared/receive-memo.js';
import { keyAccepted, type ApiReply, type DialectDeps, type SandboxDialect } from './dialect.js';
import { jsonFaultReply } from './faults.js';
import { readJsonBody } from './http-io.js';
import type { OrderRecord } from './order-lifecycle.js';
import { isWithinLimits, pairProblem, quote, sendLimits } from './quote.js';
import { sandboxTransactionHash, type TransactionKind } from './transaction-hash.js';
import { refusedField, type RefusedField } from './refused-field.js';

// The sandbox's ChangeNOW side: API v2's six calls under /v2/ (the partner list among them), in its JSON shapes and
// its {error, message} refusals, over the same order book, lifecycle, market and faults as
// Contract 2. Written from ChangeNOW's public documentation and public client code, not copied.

/** How long a fixed rate holds: ChangeNOW's are minutes long. */
const RATE_VALID_S = 300;
/** Rates kept at most; the oldest go first, so a long demo cannot fill memory. */
const MAX_RATES = 10_000;

const BODY_LIMIT_BYTES = 8192;

/** The site's name for each status, in the provider's word (new and waiting are both 0). */
const WORD_OF: Record<number, string> = Object.fromEntries(
  Object.entries(CHANGENOW_STATUS)
    .filter(([word]) => word !== 'new')
    .map(([word, status]) => [status, word]),
);

interface Rate {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: number;
  toAmount: number;
  validUntilMs: number;
}

/** The error word and message for each field a creation is refused for. */
const FIELD_REFUSALS: Record<RefusedField, [string, string]> = {
  address: [CHANGENOW_ERRORS.notValidAddress, 'Invalid address'],
  'refund-address': [CHANGENOW_ERRORS.notValidRefundAddress, 'Invalid refund address'],
  memo: [CHANGENOW_ERRORS.notValidExtraId, 'Invalid extra id'],
};

const refuse = (status: number, error: string, message: string): ApiReply => ({
  status,
  body: { error, message },
});
const ok = (body: unknown): ApiReply => ({ status: 200, body });

const pairQuerySchema = z.object({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  fromNetwork: z.string().optional(),
  toNetwork: z.string().optional(),
  flow: z.enum(['standard', 'fixed-rate']).default('standard'),
});

const createBodySchema = z.object({
  fromCurrency: z.string(),
  toCurrency: z.string(),
  fromNetwork: z.string().optional(),
  toNetwork: z.string().optional(),
  fromAmount: z.union([z.string(), z.number()]),
  toAmount: z.union([z.string(), z.number()]).optional(),
  address: z.string(),
  extraId: z.string().optional(),
  refundAddress: z.string().optional(),
  refundExtraId: z.string().optional(),
  flow: z.enum(['standard', 'fixed-rate']).default('standard'),
  type: z.enum(['direct', 'reverse']).default('direct'),
  rateId: z.string().optional(),
});

/** A ChangeNOW exchange id: 14 hex characters, unlike the site's 22-character ones. */
const exchangeId = () => randomBytes(7).toString('hex');
const EXCHANGE_ID = /^[0-9a-f]{14}$/;

/** The partner list's other id of an exchange ("exchangeId"): stable, and never the one by-id takes. */
const listedExchangeId = (id: string) =>
  createHash('sha256').update(`exchange:${id}`).digest('hex').slice(0, 16);

/** The partner list's page size: more than 0 and at most 100, as the documentation says. */
const LIST_LIMIT_MAX = 100;

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  offset: z.coerce.number().int().min(0).default(0),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
  dateFrom: z.iso.datetime().optional(),
  dateTo: z.iso.datetime().optional(),
  payoutAddress: z.string().min(1).optional(),
});

/** A destination tag for a deposit to the sandbox's shared XRP wallet. */
const depositTag = () => String(randomInt(1, Math.min(DESTINATION_TAG_MAX, 2 ** 31)));

/** The addresses and tags of an exchange, as both the creation and by-id replies name them. */
const addressesOf = (order: OrderRecord) => ({
  payinAddress: order.depositAddress,
  payoutAddress: order.receiveAddress,
  payinExtraId: order.depositMemo ?? null,
  payoutExtraId: order.receiveMemo ?? null,
  refundAddress: order.refundAddress ?? null,
  refundExtraId: null,
});

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function createChangenowApi(deps: DialectDeps): SandboxDialect {
  const { orders, market, nowMs } = deps;
  const rates = new Map<string, Rate>();

  /** The pair a query names, or the refusal to send. */
  function pairOf(query: URLSearchParams) {
    const parsed = pairQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) {
      return refuse(
        400,
        CHANGENOW_ERRORS.notValidParams,
        'fromCurrency and toCurrency are required',
      );
    }
    const { fromCurrency, toCurrency, fromNetwork, toNetwork } = parsed.data;
    const from = coinOfChangenow(fromCurrency, fromNetwork);
    const to = coinOfChangenow(toCurrency, toNetwork);
    // as the real API words a coin it does not list (a delisted or renamed one)
    if (!from || !to) {
      const unknown = from ? toCurrency : fromCurrency;
      return refuse(
        400,
        CHANGENOW_ERRORS.notValidParams,
        `Currency ${unknown.slice(0, 16)} is not supported`,
      );
    }
    if (pairProblem(from, to)) {
      return refuse(400, CHANGENOW_ERRORS.pairInactive, 'This pair is not available now');
    }
    return { from, to, ...parsed.data };
  }

  const names = (from: CoinSymbol, to: CoinSymbol) => ({
    fromCurrency: CHANGENOW_COINS[from]!.ticker,
    fromNetwork: CHANGENOW_COINS[from]!.network,
    toCurrency: CHANGENOW_COINS[to]!.ticker,
    toNetwork: CHANGENOW_COINS[to]!.network,
  });

  function range(query: URLSearchParams, withMax: boolean): ApiReply {
    const pair = pairOf(query);
    if ('body' in pair) return pair;
    const limits = sendLimits(pair.from);
    return ok({
      ...names(pair.from, pair.to),
      flow: pair.flow,
      minAmount: limits.min,
      ...(withMax ? { maxAmount: limits.max === 0 ? null : limits.max } : {}),
    });
  }

  function estimate(query: URLSearchParams): ApiReply {
    const pair = pairOf(query);
    if ('body' in pair) return pair;
    const amountText = query.get('fromAmount') ?? '';
    const amount = /^\d+(?:\.\d+)?$/.test(amountText) ? Number(amountText) : NaN;
    if (!(amount > 0)) {
      return refuse(400, CHANGENOW_ERRORS.notValidParams, 'fromAmount must be a positive number');
    }
    const { estimate: toAmount, limits } = quote(pair.from, pair.to, amount, market.movePercent);
    if (!isWithinLimits(amount, limits) || toAmount < 0) {
      return refuse(
        400,
        CHANGENOW_ERRORS.outOfRange,
        `Amount must be between ${limits.min} and ${limits.max} ${names(pair.from, pair.to).fromCurrency}`,
      );
    }
    const fixed = pair.flow === 'fixed-rate' && query.get('useRateId') === 'true';
    const validUntilMs = nowMs() + RATE_VALID_S * 1000;
    let rateId: string | null = null;
    if (fixed) {
      rateId = randomBytes(24).toString('base64url');
      rates.set(rateId, { from: pair.from, to: pair.to, amount, toAmount, validUntilMs });
      while (rates.size > MAX_RATES) rates.delete(rates.keys().next().value!);
    }
    return ok({
      ...names(pair.from, pair.to),
      flow: pair.flow,
      type: 'direct',
      rateId,
      validUntil: fixed ? new Date(validUntilMs).toISOString() : null,
      transactionSpeedForecast: '10-60',
      warningMessage: null,
      fromAmount: amount,
      toAmount,
    });
  }

  async function create(request: IncomingMessage): Promise<ApiReply> {
    const read = await readJsonBody(request, BODY_LIMIT_BYTES);
    const parsed = read.ok ? createBodySchema.safeParse(read.value) : null;
    if (!parsed?.success) {
      return refuse(
        400,
        CHANGENOW_ERRORS.notValidParams,
        'The exchange body is not valid JSON of this call',
      );
    }
    const body = parsed.data;
    const from = coinOfChangenow(body.fromCurrency, body.fromNetwork);
    const to = coinOfChangenow(body.toCurrency, body.toNetwork);
    if (!from || !to || pairProblem(from, to)) {
      return refuse(400, CHANGENOW_ERRORS.pairInactive, 'This pair is not available now');
    }
    const amount = Number(body.fromAmount);
    const rate = body.rateId ? rates.get(body.rateId) : undefined;
    if (body.flow === 'fixed-rate') {
      const fits = rate && rate.from === from && rate.to === to && rate.amount === amount;
      if (!fits || rate.validUntilMs <= nowMs()) {
        return refuse(400, CHANGENOW_ERRORS.rateExpired, 'Rate id not found or expired');
      }
    }
    const field = refusedField(from, to, {
      address: body.address,
      refundAddress: body.refundAddress,
      memo: body.extraId,
    });
    if (field) return refuse(400, ...FIELD_REFUSALS[field]);
    const { estimate: toAmount, limits } = quote(from, to, amount, market.movePercent);
    if (!isWithinLimits(amount, limits) || toAmount < 0) {
      return refuse(400, CHANGENOW_ERRORS.outOfRange, 'Amount is out of range');
    }
    const depositMemo = memoKind(from) ? depositTag() : undefined;
    const id = await orders.create(
      {
        sendSymbol: from,
        sendAmount: amount,
        receiveSymbol: to,
        receiveAmount: rate?.toAmount ?? toAmount,
        receiveAddress: body.address,
        route: body.rateId ?? '',
        ...(body.refundAddress ? { refundAddress: body.refundAddress } : {}),
        ...(body.extraId ? { receiveMemo: body.extraId } : {}),
        ...(depositMemo ? { depositMemo } : {}),
      },
      exchangeId,
    );
    const order = orders.record(id)!;
    return ok({
      id,
      ...names(from, to),
      fromAmount: order.sendAmount,
      toAmount: order.receiveAmount,
      flow: body.flow,
      type: 'direct',
      ...addressesOf(order),
      rateId: body.rateId ?? null,
    });
  }

  /** The exchange as by-id reports it. */
  function exchangeView(order: OrderRecord) {
    const status = orders.statusOf(order);
    const depositAt = orders.firstDepositOf(order);
    const paid = status === ORDER_STATUS.completed;
    const refunded = status === ORDER_STATUS.refunded;
    // each transaction's hash once it has happened (the refund goes back in the coin sent)
    const hash = (kind: TransactionKind, coin: CoinSymbol) =>
      sandboxTransactionHash(order.id, kind, coin);
    return {
      id: order.id,
      status:
        (order.statusWord && Object.hasOwn(CHANGENOW_STATUS, order.statusWord)
          ? order.statusWord
          : WORD_OF[status]) ?? 'waiting',
      ...names(order.sendSymbol, order.receiveSymbol),
      expectedAmountFrom: order.sendAmount,
      expectedAmountTo: order.receiveAmount,
      amountFrom: depositAt > 0 ? order.sendAmount : null,
      amountTo: paid ? order.receiveAmount : null,
      ...addressesOf(order),
      createdAt: iso(order.createdAt),
      updatedAt: iso(Math.max(order.createdAt, depositAt)),
      depositReceivedAt: depositAt > 0 ? iso(depositAt) : null,
      validUntil: iso(order.createdAt + RATE_VALID_S),
      payinHash: depositAt > 0 ? hash('payin', order.sendSymbol) : null,
      payoutHash: paid ? hash('payout', order.receiveSymbol) : null,
      refundHash: refunded ? hash('refund', order.sendSymbol) : null,
    };
  }

  /** An exchange as the partner list shows it: its two sides, each with its address and amounts. */
  function listedView(order: OrderRecord) {
    const view = exchangeView(order);
    return {
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
      exchangeId: listedExchangeId(order.id),
      requestId: order.id,
      status: view.status,
      validUntil: view.validUntil,
      flow: order.route ? 'fixed-rate' : 'standard',
      payin: {
        currency: view.fromCurrency,
        network: view.fromNetwork,
        address: view.payinAddress,
        extraId: view.payinExtraId,
        amount: view.amountFrom,
        expectedAmount: view.expectedAmountFrom,
        hash: view.payinHash,
      },
      payout: {
        currency: view.toCurrency,
        network: view.toNetwork,
        address: view.payoutAddress,
        extraId: view.payoutExtraId,
        amount: view.amountTo,
        expectedAmount: view.expectedAmountTo,
        hash: view.payoutHash,
      },
      refund: {
        currency: view.fromCurrency,
        address: view.refundAddress,
        extra_id: null,
        hash: view.refundHash,
      },
      // the sandbox takes no commission, and keeps no partner fields
      partnerInfo: { commission: null, userId: null, payload: null },
    };
  }

  /** The partner's exchanges (GET exchanges): this dialect's, filtered by time and payout address. */
  function list(query: URLSearchParams): ApiReply {
    const parsed = listQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) {
      return refuse(400, CHANGENOW_ERRORS.notValidParams, 'limit, offset or a date is not valid');
    }
    const { limit, offset, sortDirection, dateFrom, dateTo, payoutAddress } = parsed.data;
    const fromS = dateFrom ? Date.parse(dateFrom) / 1000 : -Infinity;
    const toS = dateTo ? Date.parse(dateTo) / 1000 : Infinity;
    const found = orders
      .records()
      .filter(
        (order) =>
          EXCHANGE_ID.test(order.id) &&
          order.createdAt >= fromS &&
          order.createdAt <= toS &&
          (payoutAddress === undefined || order.receiveAddress === payoutAddress),
      )
      .sort((a, b) => (sortDirection === 'ASC' ? 1 : -1) * (a.createdAt - b.createdAt));
    return ok({
      count: found.length,
      exchanges: found.slice(offset, offset + limit).map(listedView),
    });
  }

  function byId(query: URLSearchParams): ApiReply {
    const order = orders.record(query.get('id') ?? '');
    if (!order) return refuse(404, CHANGENOW_ERRORS.notFound, 'Exchange not found');
    return ok(exchangeView(order));
  }

  return {
    statusWords: CHANGENOW_STATUS,
    faultEndpoint,
    faultReply,
    /** A request under /v2/; `rest` is the path after it, `query` its search params. */
    async handle(request, rest, query) {
      if (rest === '' && (request.method === 'GET' || request.method === 'HEAD')) {
        return ok({ service: 'SANDBOX ChangeNOW-compatible API v2' });
      }
      if (!keyAccepted(request, CHANGENOW_API_KEY_HEADER, deps.apiKey)) {
        return refuse(401, CHANGENOW_ERRORS.unauthorized, 'Invalid or missing api key');
      }
      const get = request.method === 'GET';
      if (get && rest === 'exchange/range') return range(query, true);
      if (get && rest === 'exchange/min-amount') return range(query, false);
      if (get && rest === 'exchange/estimated-amount') return estimate(query);
      if (get && rest === 'exchange/by-id') return byId(query);
      if (get && rest === 'exchanges') return list(query);
      if (request.method === 'POST' && rest === 'exchange') return create(request);
      return refuse(404, CHANGENOW_ERRORS.notFound, `Nothing at ${request.method} /v2/${rest}`);
    },
  };
}

/** Which fault queue a ChangeNOW call draws from: the site's three steps. */
function faultEndpoint(method: string | undefined, rest: string) {
  if (rest === 'exchange' && method === 'POST') return 'token_exchange' as const;
  if (rest === 'exchange/by-id' || rest === 'exchanges') return 'exchange_status' as const;
  if (['exchange/range', 'exchange/min-amount', 'exchange/estimated-amount'].includes(rest)) {
    return 'token_price' as const;
  }
  return null;
}

/** The faults in ChangeNOW's shapes: its refusals are {error, message}. */
const faultReply = jsonFaultReply({
  refusal: (error, message) => ({ error, message }),
  invalidAddress: 'not_valid_address',
  otherError: 'pair_is_inactive',
  unknownReply: { status: 'maybe', message: 'sandbox fault: a reply the site does not know' },
});
