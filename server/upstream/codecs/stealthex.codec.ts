import type { CoinSymbol } from '../../../shared/coins.js';
import {
  coinOfStealthex,
  routeOf,
  STEALTHEX_ERRORS,
  STEALTHEX_PROTOCOL,
  STEALTHEX_RATE,
  stealthexErrorSchema,
  stealthexEstimateSchema,
  stealthexExchangeSchema,
  stealthexRangeSchema,
  statusOfStealthex,
} from '../../../shared/contract/stealthex.js';
import type { Endpoint } from '../upstream-call.js';
import { UpstreamError } from '../upstream-error.js';
import { UNSAID, type RefusalReason, type UpstreamOrder } from '../upstream-port.js';
import type { Codec, UpstreamReply } from './codec.js';
import { epochSeconds, isOk, jsonReplyReaders } from './json-codec-helpers.js';

// StealthEX's API v4 (JSON): a floating-rate range and estimate, an exchange, then the exchange by
// id. Each pair travels as a route of {symbol, network}; refusals are {err: {kind, details}}. The
// key goes in the Authorization header (the transport puts it there) and nowhere else.

/** The provider's error kind, when the body is its error shape. */
const errorKind = (body: unknown): string | null => {
  const parsed = stealthexErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.err.kind : null;
};

/**
 * Kinds that say the operator's key is missing or not allowed: never the visitor's answer, so a
 * failure of the provider (the breaker counts it, support is mailed).
 */
const KEY_PROBLEMS = new Set<string>([STEALTHEX_ERRORS.noUserApiKey, STEALTHEX_ERRORS.notAllowed]);

/** A quote's refusals that mean "no offer for this pair or amount", not a failing provider. */
const NO_PRICE_KINDS = new Set<string>([
  STEALTHEX_ERRORS.noPair,
  STEALTHEX_ERRORS.noExchangeRoute,
  STEALTHEX_ERRORS.routeIsDisabled,
  STEALTHEX_ERRORS.marketUnavailable,
  STEALTHEX_ERRORS.invalidAmount,
]);

/** A creation's refusals, as the site's reasons (mapped to HTTP in one table). */
const REFUSALS: Partial<Record<string, RefusalReason>> = {
  [STEALTHEX_ERRORS.invalidAmount]: 'out-of-range',
  [STEALTHEX_ERRORS.extraId]: 'bad-memo',
  [STEALTHEX_ERRORS.rateId]: 'rate-expired',
  [STEALTHEX_ERRORS.noPair]: 'paused',
  [STEALTHEX_ERRORS.noExchangeRoute]: 'paused',
  [STEALTHEX_ERRORS.routeIsDisabled]: 'paused',
  [STEALTHEX_ERRORS.marketUnavailable]: 'paused',
};

/**
 * InvalidData covers every field of the body; its details name the field. An address the provider
 * will not take is the visitor's to fix, so it is read from the details; any other field is ours.
 */
function invalidDataReason(body: unknown): RefusalReason | null {
  const parsed = stealthexErrorSchema.safeParse(body);
  const details = parsed.success ? (parsed.data.err.details ?? '').toLowerCase() : '';
  if (details.includes('refund')) return 'invalid-refund-address';
  if (details.includes('address')) return 'invalid-address';
  return null;
}

/** HTTP statuses that are the provider's answer about the request, not a failure of it. */
const isAnswer = (reply: UpstreamReply) => {
  if (reply.body === undefined) return false;
  if (isOk(reply)) return true;
  const kind = errorKind(reply.body);
  return (
    (reply.status === 400 || reply.status === 404 || reply.status === 422) &&
    kind !== null &&
    !KEY_PROBLEMS.has(kind)
  );
};

const { failureOf, parse, creationOf } = jsonReplyReaders(errorKind);

/** One side of an exchange as the site names its coin (one it does not know, in StealthEX's word). */
const symbolOf = (side: { symbol: string; network: string }) =>
  coinOfStealthex(side.symbol, side.network) ?? side.symbol.toUpperCase();

/** The exchange as the site shows it; null when the provider knows no such exchange. */
function orderOf(reply: UpstreamReply): UpstreamOrder | null {
  if (!isOk(reply)) return null;
  const exchange = parse(reply, stealthexExchangeSchema, 'exchange_status');
  const status = statusOfStealthex(exchange.status);
  const { deposit, withdrawal } = exchange;
  return {
    // an undocumented status is the provider's mismatch, shown as one (reply-checks.ts)
    status: status ?? -1,
    createdAt: epochSeconds(exchange.created_at) ?? 0,
    // v4 names no time for the deposit; its hash is the sign it has been seen
    firstReceivedAt: null,
    send: {
      symbol: symbolOf(deposit),
      amount: deposit.amount ?? deposit.expected_amount ?? 0,
      address: deposit.address,
      memo: deposit.extra_id || null,
    },
    receive: {
      symbol: symbolOf(withdrawal),
      amount: withdrawal.amount ?? withdrawal.expected_amount ?? 0,
      address: withdrawal.address,
      memo: withdrawal.extra_id || null,
    },
    refundAddress: exchange.refund_address || null,
    depositHash: deposit.tx_hash || null,
    payoutHash: withdrawal.tx_hash || null,
    // a refund goes back from the deposit side; v4 keeps no hash of its own for it
    refundHash: null,
  };
}

/** The body every rates call carries: the pair's route, a direct estimate, the floating rate. */
function ratesBody(from: CoinSymbol, to: CoinSymbol, endpoint: Endpoint) {
  const route = routeOf(from, to);
  if (!route)
    throw new UpstreamError('bad-reply', `${from}>${to} has no StealthEX names`, endpoint);
  return { route, estimation: 'direct', rate: STEALTHEX_RATE };
}

export const stealthexCodec: Codec = {
  protocol: 'stealthex',
  descriptor: STEALTHEX_PROTOCOL,
  isAnswer,
  failureOf,

  async quote({ from, to, amount }, ask) {
    const body = ratesBody(from, to, 'token_price');
    const [range, estimate] = await Promise.all([
      ask({ method: 'POST', path: 'rates/range', json: body }),
      ask({
        method: 'POST',
        path: 'rates/estimated-amount',
        json: { ...body, amount: Number(amount) },
      }),
    ]);
    const noPrice = (reply: UpstreamReply) =>
      !isOk(reply) && NO_PRICE_KINDS.has(errorKind(reply.body) ?? '');
    if (!isOk(range) && !noPrice(range)) throw failureOf(range, 'token_price');
    const limits = isOk(range)
      ? parse(range, stealthexRangeSchema, 'token_price')
      : { min_amount: 0, max_amount: 0 };
    const min = limits.min_amount;
    // null is no upper limit, which the site writes as a max of 0
    const max = limits.max_amount ?? 0;
    const flow = `${from}>${to}`;
    if (noPrice(estimate)) return { estimate: null, min, max, route: [[-1, min, max, flow]] };
    const quoted = parse(estimate, stealthexEstimateSchema, 'token_price');
    // nothing to pay out is no offer; a negative figure is no figure, for the gate to refuse
    if (quoted.estimated_amount === 0) {
      return { estimate: null, min, max, route: [[-1, min, max, flow]] };
    }
    return {
      estimate: quoted.estimated_amount,
      min,
      max,
      route: [[quoted.estimated_amount, min, max, flow]],
    };
  },

  async create(order, ask) {
    const reply = await ask({
      method: 'POST',
      path: 'exchanges',
      json: {
        ...ratesBody(order.from, order.to, 'token_exchange'),
        amount: Number(order.amount),
        address: order.address,
        ...(order.receiveMemo ? { extra_id: order.receiveMemo } : {}),
        ...(order.refundAddress ? { refund_address: order.refundAddress } : {}),
      },
    });
    const kind = errorKind(reply.body) ?? '';
    const reason =
      kind === STEALTHEX_ERRORS.invalidData ? invalidDataReason(reply.body) : REFUSALS[kind];
    return creationOf(reply, reason, () => {
      const created = parse(reply, stealthexExchangeSchema, 'token_exchange');
      const { address, extra_id } = created.deposit;
      return {
        id: created.id,
        depositAddress: address,
        depositMemo: extra_id,
        payout: { address: created.withdrawal.address, memo: created.withdrawal.extra_id || null },
        refundAddress: created.refund_address ?? null,
        amounts:
          created.deposit.expected_amount == null && created.deposit.amount == null
            ? UNSAID
            : {
                send: created.deposit.expected_amount ?? created.deposit.amount ?? Number.NaN,
                receive: created.withdrawal.expected_amount ?? created.withdrawal.amount ?? null,
              },
        coins: { send: symbolOf(created.deposit), receive: symbolOf(created.withdrawal) },
      };
    });
  },

  status: async (id, ask) =>
    orderOf(await ask({ method: 'GET', path: `exchanges/${encodeURIComponent(id)}` })),
};
