import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { CoinSymbol } from '../../shared/coins.js';
import {
  coinOfLetsexchange,
  LETSEXCHANGE_API_KEY_HEADER,
  LETSEXCHANGE_COINS,
  LETSEXCHANGE_KEY_SCHEME,
  LETSEXCHANGE_STATUS,
  letsexchangeCreateSchema,
  letsexchangeInfoRequestSchema,
} from '../../shared/contract/letsexchange.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { keyAccepted, type ApiReply, type DialectDeps, type SandboxDialect } from './dialect.js';
import { jsonFaultReply } from './faults.js';
import { readJsonBody } from './http-io.js';
import type { OrderRecord } from './order-lifecycle.js';
import { isWithinLimits, pairProblem, quote, sendLimits } from './quote.js';
import { refusedField, type RefusedField } from './refused-field.js';
import { sandboxTransactionHash } from './transaction-hash.js';

// The sandbox's LetsExchange side: API v1's info, info-revert, transaction and transaction/{id},
// in its JSON shapes (figures as decimal text) and its refusals ({error: text}, or
// {success: false, error: {validation: {field: [why]}}}), over the same order book, lifecycle,
// market and faults as the other dialects. An order held for checks (status 8, set through the
// control API) reads as a confirmed deposit with AML findings and a KYC link, as the real API
// reports a held deposit. Written from the provider's public documentation and captured replies.

const BODY_LIMIT_BYTES = 8192;
/** How long an info-revert rate id holds, in ms: the provider's are minutes long. */
const RATE_VALID_MS = 10 * 60_000;
/** How long a transaction waits for its deposit, in seconds: the provider's 30 minutes. */
const DEPOSIT_WAIT_S = 1800;

/** The provider's word for each of the site's numbers (the first word of each in the table). */
const WORD_OF: Record<number, string> = Object.fromEntries(
  Object.entries(LETSEXCHANGE_STATUS)
    .reverse()
    .map(([word, status]) => [status, word]),
);
// a held deposit has been confirmed: the AML findings say why it goes no further
WORD_OF[ORDER_STATUS.verifying] = 'confirmed';

/** The field a creation is refused for, as the provider's validation names it. */
const FIELD_NAMES: Record<RefusedField, string> = {
  address: 'withdrawal',
  'refund-address': 'return',
  memo: 'withdrawal_extra_id',
};

const refuse = (field: string, why: string): ApiReply => ({
  status: 422,
  body: { success: false, error: { validation: { [field]: [why] } } },
});
const ok = (body: unknown): ApiReply => ({ status: 200, body });

/** A LetsExchange transaction id: 14 hex characters, as the real API's ("c6a6a086fc476c"). */
const transactionId = () => randomBytes(7).toString('hex');

const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 12, useGrouping: false });
/** A figure as the API writes it: decimal text, never an exponent. */
const text = (value: number) => DECIMAL.format(Number(value.toPrecision(12)));

/** Epoch seconds as the API writes times: "2026-07-29 17:04:31", UTC. */
const timeText = (seconds: number) =>
  new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

type Pair = { from: CoinSymbol; to: CoinSymbol };

function pairOf(
  fromCoin: string,
  fromNetwork: string,
  toCoin: string,
  toNetwork: string,
): Pair | ApiReply {
  const from = coinOfLetsexchange(fromCoin, fromNetwork);
  const to = coinOfLetsexchange(toCoin, toNetwork);
  if (!from || !to || pairProblem(from, to)) {
    return refuse(from ? 'to' : 'from', 'The selected currency is not available.');
  }
  return { from, to };
}

const isReply = (value: object): value is ApiReply => 'status' in value && 'body' in value;

export function createLetsexchangeApi(deps: DialectDeps): SandboxDialect {
  const { orders, market, nowMs } = deps;

  async function readBody<T>(
    request: IncomingMessage,
    schema: {
      safeParse(value: unknown): { success: true; data: T } | { success: false };
    },
  ): Promise<T | ApiReply> {
    const read = await readJsonBody(request, BODY_LIMIT_BYTES);
    const parsed = read.ok ? schema.safeParse(read.value) : null;
    return parsed?.success
      ? parsed.data
      : refuse('body', 'The body is not valid JSON of this call.');
  }

  /** info: what `amount` sent brings; info-revert: what to send to receive `amount`. */
  async function info(request: IncomingMessage, revert: boolean): Promise<ApiReply> {
    const body = await readBody(request, letsexchangeInfoRequestSchema);
    if (isReply(body)) return body;
    const pair = pairOf(body.from, body.network_from, body.to, body.network_to);
    if (isReply(pair)) return pair;
    const asked = /^\d+(?:\.\d+)?$/.test(body.amount) ? Number(body.amount) : NaN;
    if (!(asked > 0)) return refuse('amount', 'The amount must be a number.');
    // the rate at the smallest amount served, to turn an amount to receive into one to send
    const limits = sendLimits(pair.from);
    const rate =
      quote(pair.from, pair.to, limits.min * 2, market.movePercent).estimate / (limits.min * 2);
    const sent = revert ? asked / rate : asked;
    const { estimate, limits: served } = quote(pair.from, pair.to, sent, market.movePercent);
    if (!isWithinLimits(sent, served) || estimate < 0) {
      return refuse(
        'amount',
        `The amount must be between ${text(served.min)} and ${text(served.max)}.`,
      );
    }
    const expiresAt = String(nowMs() + RATE_VALID_MS);
    return ok({
      deposit_min_amount: text(served.min),
      deposit_max_amount: text(served.max),
      min_amount: text(served.min),
      max_amount: text(served.max),
      amount: text(revert ? sent : estimate),
      fee: '0',
      rate: text(estimate / sent),
      profit: '0',
      withdrawal_fee: '0',
      extra_fee_amount: '0',
      rate_id: revert ? randomUUID() : '',
      rate_id_expired_at: revert ? expiresAt : 0,
      applied_promo_code_id: null,
      networks_from: [],
      networks_to: [],
      expired_at: expiresAt,
      base_amount: text(revert ? sent : estimate),
    });
  }

  async function create(request: IncomingMessage): Promise<ApiReply> {
    const body = await readBody(request, letsexchangeCreateSchema);
    if (isReply(body)) return body;
    const pair = pairOf(body.coin_from, body.network_from, body.coin_to, body.network_to);
    if (isReply(pair)) return pair;
    const { from, to } = pair;
    const field = refusedField(from, to, {
      address: body.withdrawal,
      refundAddress: body.return,
      memo: body.withdrawal_extra_id,
    });
    if (field) return refuse(FIELD_NAMES[field], `The ${FIELD_NAMES[field]} is not valid.`);
    const amount = Number(body.deposit_amount);
    const { estimate, limits } = quote(from, to, amount, market.movePercent);
    if (!(amount > 0) || !isWithinLimits(amount, limits) || estimate < 0) {
      return refuse('deposit_amount', 'The deposit amount is out of range.');
    }
    const id = await orders.create(
      {
        sendSymbol: from,
        sendAmount: amount,
        receiveSymbol: to,
        receiveAmount: estimate,
        receiveAddress: body.withdrawal,
        route: '',
        ...(body.return ? { refundAddress: body.return } : {}),
        ...(body.withdrawal_extra_id ? { receiveMemo: body.withdrawal_extra_id } : {}),
      },
      transactionId,
    );
    return ok(transactionView(orders.record(id)!));
  }

  /** The transaction as both the creation and transaction/{id} return it. */
  function transactionView(order: OrderRecord) {
    const status = orders.statusOf(order);
    const deposited = orders.firstDepositOf(order) > 0;
    const paid = status === ORDER_STATUS.completed;
    const refunded = status === ORDER_STATUS.refunded;
    const held = status === ORDER_STATUS.verifying;
    const word =
      order.statusWord && Object.hasOwn(LETSEXCHANGE_STATUS, order.statusWord)
        ? order.statusWord
        : WORD_OF[status];
    const names = (coin: CoinSymbol) => LETSEXCHANGE_COINS[coin]!;
    return {
      transaction_id: order.id,
      status: word ?? 'wait',
      type: 'cex',
      is_float: true,
      coin_from: names(order.sendSymbol).coin,
      coin_to: names(order.receiveSymbol).coin,
      coin_from_network: names(order.sendSymbol).network,
      coin_to_network: names(order.receiveSymbol).network,
      deposit_amount: text(order.sendAmount),
      withdrawal_amount: text(order.receiveAmount),
      real_deposit_amount: deposited ? text(order.sendAmount) : null,
      real_withdrawal_amount: paid ? text(order.receiveAmount) : null,
      rate: text(order.receiveAmount / order.sendAmount),
      fee: '0',
      deposit: order.depositAddress,
      deposit_extra_id: order.depositMemo ?? null,
      withdrawal: order.receiveAddress,
      withdrawal_extra_id: order.receiveMemo ?? null,
      return: order.refundAddress ?? null,
      return_extra_id: null,
      hash_in: deposited ? sandboxTransactionHash(order.id, 'payin', order.sendSymbol) : null,
      hash_out: paid ? sandboxTransactionHash(order.id, 'payout', order.receiveSymbol) : null,
      return_hash: refunded ? sandboxTransactionHash(order.id, 'refund', order.sendSymbol) : null,
      created_at: timeText(order.createdAt),
      expired_at: order.createdAt + DEPOSIT_WAIT_S,
      aml_error_signals: held
        ? [{ signal: 'Mixer (sandbox)', signalId: 1, signalPercent: 45, level: 2 }]
        : [],
      kyc_url: held ? `https://kyc.sandbox.invalid/${order.id}` : null,
      error_code: '',
    };
  }

  return {
    statusWords: LETSEXCHANGE_STATUS,
    faultEndpoint,
    faultReply,
    /** A request under letsexchange/api/v1/; `rest` is the path after it. */
    async handle(request, rest) {
      if (rest === '' && (request.method === 'GET' || request.method === 'HEAD')) {
        return ok({ service: 'SANDBOX LetsExchange-compatible API v1' });
      }
      if (
        !keyAccepted(request, LETSEXCHANGE_API_KEY_HEADER, deps.apiKey, LETSEXCHANGE_KEY_SCHEME)
      ) {
        return { status: 403, body: { error: 'Wrong API key in Bearer token' } };
      }
      const post = request.method === 'POST';
      if (post && rest === 'info') return info(request, false);
      if (post && rest === 'info-revert') return info(request, true);
      if (post && rest === 'transaction') return create(request);
      const byId = /^transaction\/([A-Za-z0-9]{1,64})$/.exec(rest);
      if (request.method === 'GET' && byId) {
        const order = orders.record(byId[1]!);
        if (!order) return { status: 404, body: { error: 'Transaction not found' } };
        return ok(transactionView(order));
      }
      return { status: 404, body: { error: `Nothing at ${request.method} ${rest}` } };
    },
  };
}

/** The faults in LetsExchange's shapes: refusals name the field they refuse. */
const faultReply = jsonFaultReply({
  refusal: (field, why) => ({ success: false, error: { validation: { [field]: [why] } } }),
  invalidAddress: 'withdrawal',
  otherError: 'coin_from',
  unknownReply: { status: 'maybe', error_code: 'sandbox fault: a reply the site does not know' },
});

/** Which fault queue a LetsExchange call draws from: the site's three steps. */
function faultEndpoint(method: string | undefined, rest: string) {
  if (rest === 'transaction' && method === 'POST') return 'token_exchange' as const;
  if (rest.startsWith('transaction/')) return 'exchange_status' as const;
  if (rest === 'info' || rest === 'info-revert') return 'token_price' as const;
  return null;
}
