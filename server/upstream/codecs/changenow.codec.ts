import type { CoinSymbol } from '../../../shared/coins.js';
import {
  byIdReplySchema,
  CHANGENOW_COINS,
  CHANGENOW_ERRORS,
  CHANGENOW_PROTOCOL,
  coinOfChangenow,
  errorReplySchema,
  estimateReplySchema,
  exchangeReplySchema,
  exchangesReplySchema,
  listedExchangeSchema,
  rangeReplySchema,
  statusOfChangenow,
} from '../../../shared/contract/changenow.js';
import { UpstreamError } from '../upstream-error.js';
import {
  UNSAID,
  type ListedOrder,
  type RefusalReason,
  type SentOrder,
  type UpstreamOrder,
} from '../upstream-port.js';
import type { Codec, UpstreamReply } from './codec.js';
import { epochSeconds, isOk, jsonReplyReaders } from './json-codec-helpers.js';

// A ChangeNOW-compatible provider (API v2, JSON): a fixed-rate estimate with a rate id, an
// exchange created against it, then the exchange by id. The key goes in the x-changenow-api-key
// header (the transport puts it there, as the descriptor says) and nowhere else.

/** The rate-id alphabet the site's contract carries; another spelling is dropped (and requoted). */
const RATE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The provider's error word, when the body is its error shape. */
const errorWord = (body: unknown): string | null => {
  const parsed = errorReplySchema.safeParse(body);
  return parsed.success ? (parsed.data.error ?? null) : null;
};

/** Why the provider refused a creation, as the site's reason (mapped to HTTP in one table). */
const REFUSALS: Partial<Record<string, RefusalReason>> = {
  [CHANGENOW_ERRORS.notValidAddress]: 'invalid-address',
  [CHANGENOW_ERRORS.notValidRefundAddress]: 'invalid-refund-address',
  [CHANGENOW_ERRORS.notValidExtraId]: 'bad-memo',
  [CHANGENOW_ERRORS.outOfRange]: 'out-of-range',
  [CHANGENOW_ERRORS.depositTooSmall]: 'out-of-range',
  // Not final: the key is released, and the next try quotes afresh.
  [CHANGENOW_ERRORS.rateExpired]: 'rate-expired',
  [CHANGENOW_ERRORS.pairInactive]: 'paused',
  [CHANGENOW_ERRORS.fixedRateOff]: 'paused',
  [CHANGENOW_ERRORS.noLiquidity]: 'paused',
};

/**
 * A quote's refusals that mean "no price for this pair or amount", not a failing provider. The
 * real API answers a delisted or renamed coin ("Currency btcc is not supported") and an amount
 * whose result is too small ("amountTo is too small") with 400 not_valid_params.
 */
const NO_PRICE_WORDS = new Set<string>([
  CHANGENOW_ERRORS.outOfRange,
  CHANGENOW_ERRORS.depositTooSmall,
  CHANGENOW_ERRORS.pairInactive,
  CHANGENOW_ERRORS.fixedRateOff,
  CHANGENOW_ERRORS.noLiquidity,
  CHANGENOW_ERRORS.notValidParams,
]);

/** HTTP statuses that are the provider's answer about the request, not a failure of the provider. */
const isAnswer = (reply: UpstreamReply) =>
  reply.body !== undefined &&
  (isOk(reply) ||
    ((reply.status === 400 || reply.status === 404 || reply.status === 422) &&
      errorWord(reply.body) !== null));

const { failureOf, parse, creationOf } = jsonReplyReaders(errorWord);

/** A coin as the site names it (one it does not know, in ChangeNOW's word). */
const symbolOf = (ticker: string, network: string | null | undefined) =>
  coinOfChangenow(ticker, network) ?? ticker.toUpperCase();

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

/** The exchange as the site shows it; null when the provider knows no such exchange. */
function orderOf(reply: UpstreamReply): UpstreamOrder | null {
  // The real API answers an id it does not know with 404 not_found, or with a 400: the public
  // clients read both as "no such exchange".
  if (!isOk(reply)) return null;
  const info = parse(reply, byIdReplySchema, 'exchange_status');
  const status = statusOfChangenow(info.status);
  return {
    // an undocumented status is the provider's mismatch, shown as one (reply-checks.ts)
    status: status ?? -1,
    createdAt: epochSeconds(info.createdAt) ?? 0,
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
    depositHash: info.payinHash || null,
    payoutHash: info.payoutHash || null,
    refundHash: info.refundHash || null,
  };
}

/**
 * How far around the time the site asked the partner list is read: the creation is cut at 60 s,
 * and the two clocks may differ by a minute or so.
 */
const LISTED_BEFORE_MS = 2 * 60_000;
const LISTED_AFTER_MS = 3 * 60_000;
/** Exchanges of one address in those five minutes: a visitor's own few, far below this. */
const LISTED_LIMIT = '50';

/** The listed exchanges that are the order sent: its pair, amount, address and tag. */
function matchesOf(exchanges: unknown[], sent: SentOrder): ListedOrder[] {
  const from = coinOf(sent.from);
  const to = coinOf(sent.to);
  const same = (side: { currency: string; network?: string | null }, coin: typeof from) =>
    side.currency.toLowerCase() === coin.ticker &&
    (side.network ?? '').toLowerCase() === coin.network;
  return exchanges.flatMap((item) => {
    const exchange = listedExchangeSchema.safeParse(item);
    if (!exchange.success) return [];
    const { payin, payout, requestId, status } = exchange.data;
    const matches =
      same(payin, from) &&
      same(payout, to) &&
      payin.expectedAmount === Number(sent.amount) &&
      payout.address === sent.address &&
      (payout.extraId || null) === sent.receiveMemo;
    if (!matches) return [];
    return [
      {
        providerOrderId: requestId,
        deposit: { address: payin.address, memo: payin.extraId || null },
        status: statusOfChangenow(status) ?? -1,
      },
    ];
  });
}

export const changenowCodec: Codec = {
  protocol: 'changenow',
  descriptor: CHANGENOW_PROTOCOL,
  isAnswer,
  failureOf,

  async quote({ from, to, amount }, ask) {
    const pair = pairParams(from, to);
    const [range, estimate] = await Promise.all([
      ask({ method: 'GET', path: 'exchange/range', query: { ...pair, flow: 'fixed-rate' } }),
      ask({
        method: 'GET',
        path: 'exchange/estimated-amount',
        query: {
          ...pair,
          fromAmount: amount,
          flow: 'fixed-rate',
          type: 'direct',
          useRateId: 'true',
        },
      }),
    ]);
    const noPrice = (reply: UpstreamReply) =>
      !isOk(reply) && NO_PRICE_WORDS.has(errorWord(reply.body) ?? '');
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
  },

  async create(order, ask) {
    const reply = await ask({
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
    });
    return creationOf(reply, REFUSALS[errorWord(reply.body) ?? ''], () => {
      const created = parse(reply, exchangeReplySchema, 'token_exchange');
      const { id, payinAddress, payinExtraId, payoutAddress, payoutExtraId } = created;
      return {
        id,
        depositAddress: payinAddress,
        depositMemo: payinExtraId,
        // the real API repeats what it pays out and refunds to: a reply without them is unsaid
        payout:
          payoutAddress == null ? UNSAID : { address: payoutAddress, memo: payoutExtraId || null },
        refundAddress: created.refundAddress === undefined ? UNSAID : created.refundAddress,
        amounts:
          created.fromAmount == null
            ? UNSAID
            : { send: created.fromAmount, receive: created.toAmount ?? null },
        // the real API repeats the pair (fixtures/changenow/create_exchange.json)
        coins:
          created.fromCurrency == null || created.toCurrency == null
            ? UNSAID
            : {
                send: symbolOf(created.fromCurrency, created.fromNetwork),
                receive: symbolOf(created.toCurrency, created.toNetwork),
              },
      };
    });
  },

  status: async (id, ask) =>
    orderOf(await ask({ method: 'GET', path: 'exchange/by-id', query: { id } })),

  // The partner list, filtered by the payout address and the time: the only call that finds an
  // exchange by something the site sent (userId and payload need ChangeNOW to enable them).
  async findCreated(sent, ask) {
    const at = (ms: number) => new Date(ms).toISOString();
    const reply = await ask({
      method: 'GET',
      path: 'exchanges',
      query: {
        payoutAddress: sent.address,
        dateFrom: at(sent.at - LISTED_BEFORE_MS),
        dateTo: at(sent.at + LISTED_AFTER_MS),
        limit: LISTED_LIMIT,
        sortDirection: 'ASC',
      },
    });
    const { count, exchanges } = parse(reply, exchangesReplySchema, 'exchange_status');
    // a list cut at the page size may hide a second match: one found is then no proof
    if ((count ?? 0) > exchanges.length) {
      throw new UpstreamError(
        'bad-reply',
        `exchange_status listed ${count} exchanges, more than one page`,
        'exchange_status',
      );
    }
    return matchesOf(exchanges, sent);
  },
};
