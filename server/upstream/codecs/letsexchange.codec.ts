import type { CoinSymbol } from '../../../shared/coins.js';
import {
  coinOfLetsexchange,
  epochOfLetsexchange,
  holdOf,
  LETSEXCHANGE_COINS,
  LETSEXCHANGE_PROTOCOL,
  letsexchangeErrorSchema,
  letsexchangeInfoSchema,
  letsexchangeTransactionSchema,
  statusOfLetsexchange,
} from '../../../shared/contract/letsexchange.js';
import { isTerminal, ORDER_STATUS } from '../../../shared/order-status.js';
import type { Endpoint } from '../upstream-call.js';
import { UpstreamError } from '../upstream-error.js';
import type { RefusalReason, UpstreamOrder } from '../upstream-port.js';
import type { Codec, UpstreamReply } from './codec.js';
import { isOk, jsonReplyReaders } from './json-codec-helpers.js';

// LetsExchange's API v1 (JSON): a floating-rate info (estimate and limits in one reply), a
// transaction, then the transaction by id. Figures are decimal text; refusals are {error: text}
// or {error: {validation: {field: [why]}}}. The key goes in the Authorization header as a Bearer
// token (the transport writes it so) and nowhere else.

/** The provider's error: its text, or the first field its validation refused. */
const errorWord = (body: unknown): string | null => {
  const parsed = letsexchangeErrorSchema.safeParse(body);
  if (!parsed.success) return null;
  const { error } = parsed.data;
  return typeof error === 'string' ? error : (Object.keys(error.validation)[0] ?? 'validation');
};

/** The fields a refusal's validation names; empty when it is no validation refusal. */
const refusedFields = (body: unknown): string[] => {
  const parsed = letsexchangeErrorSchema.safeParse(body);
  return parsed.success && typeof parsed.data.error !== 'string'
    ? Object.keys(parsed.data.error.validation)
    : [];
};

/** A creation's refused fields, as the site's reasons (mapped to HTTP in one table). */
const FIELD_REASONS: Partial<Record<string, RefusalReason>> = {
  withdrawal: 'invalid-address',
  return: 'invalid-refund-address',
  withdrawal_extra_id: 'bad-memo',
  deposit_amount: 'out-of-range',
  coin_from: 'paused',
  coin_to: 'paused',
  network_from: 'paused',
  network_to: 'paused',
};

/**
 * A validation refusal is the provider's answer about the request; a refused key (401, 403) or a
 * bare {error} is its failure, which the breaker counts and support hears of.
 */
const isAnswer = (reply: UpstreamReply) =>
  reply.body !== undefined &&
  (isOk(reply) ||
    ((reply.status === 400 || reply.status === 404 || reply.status === 422) &&
      (refusedFields(reply.body).length > 0 || reply.status === 404)));

const { failureOf, parse, creationOf } = jsonReplyReaders(errorWord);

/** The body's names of a pair; null for a coin it lacks. */
function pairNames(from: CoinSymbol, to: CoinSymbol, endpoint: Endpoint) {
  const a = LETSEXCHANGE_COINS[from];
  const b = LETSEXCHANGE_COINS[to];
  if (!a || !b) {
    throw new UpstreamError('bad-reply', `${from}>${to} has no LetsExchange names`, endpoint);
  }
  return { a, b };
}

/** A coin as the site names it (one it does not know, in LetsExchange's word). */
const symbolOf = (coin: string, network: string) =>
  coinOfLetsexchange(coin, network) ?? coin.toUpperCase();

/** The transaction as the site shows it; null when the provider knows no such transaction. */
function orderOf(reply: UpstreamReply): UpstreamOrder | null {
  if (!isOk(reply)) return null;
  const transaction = parse(reply, letsexchangeTransactionSchema, 'exchange_status');
  // an undocumented status word is the provider's mismatch, shown as one (gate.ts), as on the
  // other protocols: never a failed call
  const said = statusOfLetsexchange(transaction.status) ?? -1;
  // a deposit it flags or asks identity for is held, whatever its status word says meanwhile
  const hold = said === -1 || isTerminal(said) ? null : holdOf(transaction);
  const figure = (real: string | number | null | undefined, expected: string | number) =>
    Number(real ?? expected);
  return {
    status: hold ? ORDER_STATUS.verifying : said,
    createdAt: epochOfLetsexchange(transaction.created_at) ?? 0,
    // v1 names no time for the deposit; its hash is the sign it has been seen
    firstReceivedAt: null,
    send: {
      symbol: symbolOf(transaction.coin_from, transaction.coin_from_network),
      amount: figure(transaction.real_deposit_amount, transaction.deposit_amount),
      address: transaction.deposit,
      memo: transaction.deposit_extra_id || null,
    },
    receive: {
      symbol: symbolOf(transaction.coin_to, transaction.coin_to_network),
      amount: figure(transaction.real_withdrawal_amount, transaction.withdrawal_amount),
      address: transaction.withdrawal,
      memo: transaction.withdrawal_extra_id || null,
    },
    refundAddress: transaction.return || null,
    depositHash: transaction.hash_in || null,
    payoutHash: transaction.hash_out || null,
    refundHash: transaction.return_hash || null,
    ...(hold ? { holdReason: hold } : {}),
  };
}

export const letsexchangeCodec: Codec = {
  protocol: 'letsexchange',
  descriptor: LETSEXCHANGE_PROTOCOL,
  isAnswer,
  failureOf,

  async quote({ from, to, amount }, ask) {
    const { a, b } = pairNames(from, to, 'token_price');
    const reply = await ask({
      method: 'POST',
      path: 'info',
      json: {
        from: a.coin,
        to: b.coin,
        network_from: a.network,
        network_to: b.network,
        amount,
        float: true,
      },
    });
    const flow = `${from}>${to}`;
    // a pair or amount it will not serve is a validation refusal: no offer from it
    if (!isOk(reply) && refusedFields(reply.body).length > 0) {
      return { estimate: null, min: 0, max: 0, route: [[-1, 0, 0, flow]] };
    }
    const info = parse(reply, letsexchangeInfoSchema, 'token_price');
    const min = Number(info.min_amount);
    const max = Number(info.max_amount);
    const estimate = Number(info.amount);
    if (!(estimate > 0)) return { estimate: null, min, max, route: [[-1, min, max, flow]] };
    return { estimate, min, max, route: [[estimate, min, max, flow]] };
  },

  async create(order, ask) {
    const { a, b } = pairNames(order.from, order.to, 'token_exchange');
    const reply = await ask({
      method: 'POST',
      path: 'transaction',
      json: {
        coin_from: a.coin,
        coin_to: b.coin,
        network_from: a.network,
        network_to: b.network,
        deposit_amount: order.amount,
        withdrawal: order.address,
        ...(order.receiveMemo ? { withdrawal_extra_id: order.receiveMemo } : {}),
        ...(order.refundAddress ? { return: order.refundAddress } : {}),
        float: true,
      },
    });
    const refusal = refusedFields(reply.body)
      .map((field) => FIELD_REASONS[field])
      .find((found) => found !== undefined);
    return creationOf(reply, refusal, () => {
      const created = parse(reply, letsexchangeTransactionSchema, 'token_exchange');
      const { transaction_id: id, deposit, deposit_extra_id: depositMemo } = created;
      // the transaction repeats what it pays out and refunds to: held to the visitor's (gate.ts)
      return {
        id,
        depositAddress: deposit,
        depositMemo,
        payout: { address: created.withdrawal, memo: created.withdrawal_extra_id || null },
        refundAddress: created.return || null,
        amounts: {
          send: Number(created.deposit_amount),
          receive: Number(created.withdrawal_amount),
        },
        coins: {
          send: symbolOf(created.coin_from, created.coin_from_network),
          receive: symbolOf(created.coin_to, created.coin_to_network),
        },
      };
    });
  },

  status: async (id, ask) =>
    orderOf(await ask({ method: 'GET', path: `transaction/${encodeURIComponent(id)}` })),
};
