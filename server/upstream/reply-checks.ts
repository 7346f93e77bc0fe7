import { isValidAddress } from '../../shared/address.js';
import type { CoinSymbol } from '../../shared/coins.js';
import {
  HOLD_REASON_MAX,
  transactionHashSchema,
  type AmountWarning,
  type PriceQuote,
  type ProviderMismatch,
} from '../../shared/contract/api.js';
import { isForwardMove, isOrderStatus, ORDER_STATUS } from '../../shared/order-status.js';
import { isPlainLine } from '../../shared/plain-line.js';
import { memoKind, receiveMemoProblem } from '../../shared/receive-memo.js';
import {
  UNSAID,
  type CreateRequest,
  type CreateResult,
  type UpstreamOrder,
} from './upstream-port.js';
import { getCoin } from '../../shared/coins.js';

export { isPlainLine };

// What a provider says is checked here before anything uses it: a page, a signature, the
// best-offer slot. One function per concern, the same for every protocol: a codec only reads the
// provider's words into the site's shapes, and a careless or lying provider is caught here
// whatever its protocol. Each check answers with what failed (empty: nothing), never throws.

/** The longest deposit memo a provider may give: XRP tags, Stellar and TON memos fit in 64. */
const MEMO_MAX = 64;

/** The longest provider order id kept beside ours (ChangeNOW's are 14, StealthEX's 15). */
const PROVIDER_ID_MAX = 64;

/**
 * How far above the market reference's cross rate an offer may be and still be believed. Honest
 * providers quote below the market (their fee and spread, 0.5-3% at the well-known ones); an
 * offer paying more than the market by over 3% is a lie or a bait, whoever else says the same.
 */
export const ABOVE_MARKET_LIMIT_PERCENT = 3;

/**
 * The largest figure any reply may carry: no swap the site makes moves 10^15 units of a coin, and
 * a figure past it (1e308) is no amount (it would print as an exponent or overflow a sum).
 */
export const FIGURE_MAX = 1e15;

/**
 * After a deposit, how far what the provider reports may be from the order's terms before the
 * visitor is warned and support alerted (decision 020): a deposit over DEPOSIT_OVER_FACTOR times
 * the amount agreed, a payout more than PAYOUT_UNDER_PERCENT under the estimate or over
 * PAYOUT_OVER_FACTOR times it. Inside them a floating rate may move; outside, something is wrong.
 */
export const DEPOSIT_OVER_FACTOR = 2;
export const PAYOUT_UNDER_PERCENT = 10;
export const PAYOUT_OVER_FACTOR = 2;

/** A deposit address the visitor may be told to send to: the send coin's own, by the rule theirs pass. */
const isDepositAddress = (coin: CoinSymbol, address: string): boolean =>
  isPlainLine(address, 128) && isValidAddress(coin, address);

/**
 * A deposit memo or tag: absent, or one the send coin takes, written as that coin writes it (an
 * XRP destination tag: digits within 32 bits). A coin that takes none gets none.
 */
const isDepositMemo = (coin: CoinSymbol, memo: string | null | undefined): boolean =>
  memo == null ||
  (isPlainLine(memo, MEMO_MAX) &&
    memoKind(coin) !== null &&
    receiveMemoProblem(coin, memo) === null);

/** A provider's id for an order: letters, digits, '-' and '_', as every provider writes them. */
const isProviderOrderId = (id: string): boolean =>
  id.length <= PROVIDER_ID_MAX && /^[A-Za-z0-9_-]+$/.test(id);

/** A transaction hash as chains write them, or none yet. */
const isHashOrNone = (hash: string | null | undefined): boolean =>
  hash == null || transactionHashSchema.safeParse(hash).success;

const isAmount = (value: number) => Number.isFinite(value) && value >= 0 && value <= FIGURE_MAX;
const isPositiveAmount = (value: number) => isAmount(value) && value > 0;

/** A quote's figures: an estimate that is a positive number (or none), limits that are numbers. */
export function quoteProblems(quote: PriceQuote): string[] {
  const problems: string[] = [];
  if (quote.estimate !== null && !isPositiveAmount(quote.estimate)) {
    problems.push('estimate');
  }
  if (!isAmount(quote.min)) problems.push('min');
  if (!isAmount(quote.max)) problems.push('max');
  const [first] = quote.route;
  // the route's first entry is what an order is placed on: the same figures as the quote's
  if (
    !first ||
    first.slice(0, 3).some((value) => typeof value === 'number' && !isAmount(Math.abs(value)))
  ) {
    problems.push('route');
  }
  return problems;
}

/**
 * An estimate's place against what the amount is worth at the market reference: how far below
 * it, in percent to two decimals (negative: above). null: it pays more than the market by over
 * ABOVE_MARKET_LIMIT_PERCENT and is refused.
 */
export function belowMarketPercent(
  estimate: number,
  worth: number,
  /** the bound: ABOVE_MARKET_LIMIT_PERCENT, or a wider one against an old price */
  abovePercent: number = ABOVE_MARKET_LIMIT_PERCENT,
): number | null {
  const below = (1 - estimate / worth) * 100;
  // a hair of slack so that exactly the limit is not lost to floating point
  if (below < -abovePercent * (1 + 1e-9)) return null;
  return Math.round(below * 100) / 100;
}

/** What a create reply gave: its id, the deposit it names, and what it says of the order. */
export type CreatedReply = Omit<Extract<CreateResult, { kind: 'created' }>, 'kind'>;

/** The visitor's own fields against what a reply says they are (undefined: not said). */
function visitorFieldProblems(
  asked: { address: string; receiveMemo: string | null; refundAddress: string | null },
  said: { address?: string; memo?: string | null; refundAddress?: string | null },
): ProviderMismatch[] {
  const problems: ProviderMismatch[] = [];
  if (said.address !== undefined && said.address !== asked.address)
    problems.push('receive-address');
  if (said.memo !== undefined && (said.memo || null) !== asked.receiveMemo) {
    problems.push('receive-memo');
  }
  // a provider that reports no refund address (the price service) says nothing against it
  if (said.refundAddress !== undefined && (said.refundAddress || null) !== asked.refundAddress) {
    problems.push('refund-address');
  }
  return problems;
}

/**
 * Two figures of one coin the same amount: apart by at most the coin's smallest unit, so a
 * provider's rounding of the visitor's text (more decimals than the coin has, or past a float's
 * 15 digits) is the same amount, and anything more is another one.
 */
const sameFigure = (coin: CoinSymbol, a: number | string, b: number | string): boolean =>
  Math.abs(Number(a) - Number(b)) <= 10 ** -getCoin(coin).decimals * (1 + 1e-9);

/**
 * A create reply: an id fit to keep, a deposit address for the send coin, a memo the coin takes,
 * the visitor's own payout address, memo and refund address where the protocol repeats them, the
 * amounts it states (the amount sent as asked, the amount received a number within the bounds of
 * the estimate quoted) and the coins it states, the pair asked.
 */
export function createdProblems(order: CreateRequest, reply: CreatedReply): ProviderMismatch[] {
  const problems = visitorFieldProblems(
    {
      address: order.address,
      receiveMemo: order.receiveMemo ?? null,
      refundAddress: order.refundAddress ?? null,
    },
    {
      ...(reply.payout === UNSAID ? {} : reply.payout),
      ...(reply.refundAddress === UNSAID ? {} : { refundAddress: reply.refundAddress }),
    },
  );
  if (!isProviderOrderId(reply.providerOrderId)) problems.push('order-id');
  if (reply.depositAddress !== null && !isDepositAddress(order.from, reply.depositAddress)) {
    problems.push('deposit-address');
  }
  if (!isDepositMemo(order.from, reply.depositMemo)) problems.push('deposit-memo');
  if (reply.amounts !== UNSAID && createdAmountsOff(order, reply.amounts)) problems.push('amounts');
  // an order for another pair pays out something the visitor did not ask for, or elsewhere
  if (
    reply.coins !== UNSAID &&
    (reply.coins.send !== order.from || reply.coins.receive !== order.to)
  ) {
    problems.push('coins');
  }
  return problems;
}

function createdAmountsOff(
  order: CreateRequest,
  { send, receive }: { send: number; receive: number | null },
): boolean {
  if (!isPositiveAmount(send) || !sameFigure(order.from, send, order.amount)) return true;
  if (receive === null) return false;
  const [estimate] = order.route[0] ?? [-1];
  if (!isPositiveAmount(receive)) return true;
  return estimate > 0 && (receive > estimate * PAYOUT_OVER_FACTOR || receive < estimate / 2);
}

/** What the visitor asked for and was promised, as the order's terms and guarantee keep it. */
export interface AskedOrder {
  from: CoinSymbol;
  to: CoinSymbol;
  address: string;
  receiveMemo: string | null;
  refundAddress: string | null;
  /** the deposit the guarantee names: no other is ever shown; null while none is pinned yet */
  deposit?: { address: string; memo: string | null } | null;
  /** the amount sent and the estimate the order was made on: figures far off them are wrong */
  sendAmount?: number;
  estimate?: number | null;
  /** the status last shown for the order: a reply may only move forward from it */
  shownStatus?: number | null;
}

/** Whether the order has had a deposit, by the reply's own signs: a time, a hash or its status. */
export function depositSeen(
  order: Pick<UpstreamOrder, 'status' | 'firstReceivedAt' | 'depositHash'>,
) {
  const before: number[] = [ORDER_STATUS.waiting, ORDER_STATUS.expired, ORDER_STATUS.failed];
  return Boolean(order.firstReceivedAt || order.depositHash) || !before.includes(order.status);
}

/**
 * The reply's figures: numbers a coin can hold, and before any deposit the amount to send exactly
 * the visitor's (a reply naming another amount would tell them to send it).
 */
function amountsOff(asked: AskedOrder, order: UpstreamOrder): boolean {
  const { send, receive } = order;
  if (!isAmount(send.amount) || !isAmount(receive.amount)) return true;
  if (asked.sendAmount === undefined || depositSeen(order)) return false;
  return !sameFigure(asked.from, send.amount, asked.sendAmount);
}

/**
 * What a reply reports after the deposit, against the terms: shown to the visitor as a warning
 * and alerted, never hidden (the deposit is made; the order page must say what happened).
 */
export function amountWarnings(asked: AskedOrder, order: UpstreamOrder): AmountWarning[] {
  if (!depositSeen(order)) return [];
  const warnings: AmountWarning[] = [];
  const { sendAmount, estimate } = asked;
  if (sendAmount && order.send.amount > sendAmount * DEPOSIT_OVER_FACTOR) {
    warnings.push('deposit-high');
  }
  if (order.status === ORDER_STATUS.completed && estimate) {
    const paid = order.receive.amount;
    if (paid < estimate * (1 - PAYOUT_UNDER_PERCENT / 100)) warnings.push('payout-low');
    if (paid > estimate * PAYOUT_OVER_FACTOR) warnings.push('payout-high');
  }
  return warnings;
}

/** A status the site knows, reached forward from the one shown, and "finished" only once paid. */
function statusOff(asked: AskedOrder, order: UpstreamOrder): boolean {
  const { status } = order;
  if (!isOrderStatus(status)) return true;
  if (asked.shownStatus != null && isOrderStatus(asked.shownStatus)) {
    if (!isForwardMove(asked.shownStatus, status)) return true;
  }
  // a swap is finished only after a deposit the provider itself reported: a time or a hash
  return status === ORDER_STATUS.completed && !order.firstReceivedAt && !order.depositHash;
}

/**
 * A status reply against the order the visitor asked for: the same coins, the visitor's own
 * receiving address, memo and refund address, the deposit the guarantee names (or, before one is
 * pinned, one fit for the send coin), hashes that are hashes, figures that are numbers near the
 * order's, and a status the site knows reached forward. An empty list: the reply may be shown.
 */
export function statusProblems(asked: AskedOrder, order: UpstreamOrder): ProviderMismatch[] {
  const problems: ProviderMismatch[] = [];
  if (order.send.symbol !== asked.from || order.receive.symbol !== asked.to) problems.push('coins');
  problems.push(
    ...visitorFieldProblems(asked, {
      address: order.receive.address,
      memo: order.receive.memo ?? null,
      refundAddress: order.refundAddress,
    }),
  );
  const pinned = asked.deposit;
  if (
    !isDepositAddress(asked.from, order.send.address) ||
    (pinned && order.send.address !== pinned.address)
  ) {
    problems.push('deposit-address');
  }
  if (
    !isDepositMemo(asked.from, order.send.memo) ||
    (pinned && (order.send.memo || null) !== pinned.memo)
  ) {
    problems.push('deposit-memo');
  }
  if (![order.depositHash, order.payoutHash, order.refundHash].every(isHashOrNone)) {
    problems.push('hashes');
  }
  if (amountsOff(asked, order)) problems.push('amounts');
  // a hold reason is the provider's text shown to support: one plain line, or it is no status
  const holdReason = order.holdReason;
  if (statusOff(asked, order) || (holdReason && !isPlainLine(holdReason, HOLD_REASON_MAX))) {
    problems.push('status');
  }
  return problems;
}
