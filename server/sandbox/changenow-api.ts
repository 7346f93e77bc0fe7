import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import {
  CHANGENOW_API_KEY_HEADER,
  CHANGENOW_ERRORS,
  CHANGENOW_STATUS,
  coinOfChangenow,
} from '../../shared/contract/changenow.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { DESTINATION_TAG_MAX, memoKind } from '../../shared/receive-memo.js';
import {
  addressesOf,
  changenowExchanges,
  listQuerySchema,
  namesOf,
  RATE_VALID_S,
} from './changenow-exchanges.js';
import { keyAccepted, type ApiReply, type DialectDeps, type SandboxDialect } from './dialect.js';
import { jsonFaultReply } from './faults.js';
import { readJsonBody } from './http-io.js';
import { isWithinLimits, pairProblem, quote, sendLimits } from './quote.js';
import { refusedField, type RefusedField } from './refused-field.js';

// The sandbox's ChangeNOW side: API v2's six calls under /v2/ (the partner list among them), in its
// JSON shapes and its {error, message} refusals, over the same order book, lifecycle, market and
// faults as Contract 2; how it reports an exchange is in changenow-exchanges.ts. Written from
// ChangeNOW's public documentation and public client code, not copied.

/** Rates kept at most; the oldest go first, so a long demo cannot fill memory. */
const MAX_RATES = 10_000;

const BODY_LIMIT_BYTES = 8192;

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

/** A destination tag for a deposit to the sandbox's shared XRP wallet. */
const depositTag = () => String(randomInt(1, Math.min(DESTINATION_TAG_MAX, 2 ** 31)));

export function createChangenowApi(deps: DialectDeps): SandboxDialect {
  const { orders, market, nowMs } = deps;
  const rates = new Map<string, Rate>();
  const exchanges = changenowExchanges(orders);

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

  function range(query: URLSearchParams, withMax: boolean): ApiReply {
    const pair = pairOf(query);
    if ('body' in pair) return pair;
    const limits = sendLimits(pair.from);
    return ok({
      ...namesOf(pair.from, pair.to),
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
        `Amount must be between ${limits.min} and ${limits.max} ${namesOf(pair.from, pair.to).fromCurrency}`,
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
      ...namesOf(pair.from, pair.to),
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
      ...namesOf(from, to),
      fromAmount: order.sendAmount,
      toAmount: order.receiveAmount,
      flow: body.flow,
      type: 'direct',
      ...addressesOf(order),
      rateId: body.rateId ?? null,
    });
  }

  /** The partner's exchanges (GET exchanges), filtered by time and payout address. */
  function list(query: URLSearchParams): ApiReply {
    const parsed = listQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) {
      return refuse(400, CHANGENOW_ERRORS.notValidParams, 'limit, offset or a date is not valid');
    }
    return ok(exchanges.list(parsed.data));
  }

  function byId(query: URLSearchParams): ApiReply {
    const order = orders.record(query.get('id') ?? '');
    if (!order) return refuse(404, CHANGENOW_ERRORS.notFound, 'Exchange not found');
    return ok(exchanges.exchangeView(order));
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
