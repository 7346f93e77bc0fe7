import { isValidAddress } from '../../shared/address.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { HOLD_REASON_MAX, type PriceQuote } from '../../shared/contract/api.js';
import type { ProviderMismatch } from '../../shared/contract/api.js';
import { isOrderStatus } from '../../shared/order-status.js';
import type { CreateRequest, UpstreamOrder } from './upstream-port.js';

// What a provider says is checked here before anything uses it: a page, a signature, the
// best-offer slot. One function per concern, the same for every protocol: a codec only reads the
// provider's words into the site's shapes, and a careless or lying provider is caught here
// whatever its protocol. Each check answers with what failed (empty: nothing), never throws.

/** The longest deposit memo a provider may give: XRP tags, Stellar and TON memos fit in 64. */
const MEMO_MAX = 64;

/** The longest provider order id kept beside ours (ChangeNOW's are 14, StealthEX's 15). */
const PROVIDER_ID_MAX = 64;

/**
 * Characters that change how text reads without being seen: C0 and C1 controls (a line break
 * adds a line to a signed document), DEL, and the bidirectional and zero-width marks that can
 * make an address read backwards or hide a character.
 */
const HIDDEN_OR_CONTROL =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;

/** One line of at most `max` characters with nothing hidden in it. */
export const isPlainLine = (text: string, max: number): boolean =>
  text.length > 0 && text.length <= max && !HIDDEN_OR_CONTROL.test(text);

/** A deposit address the visitor may be told to send to: the send coin's own, by the rule theirs pass. */
const isDepositAddress = (coin: CoinSymbol, address: string): boolean =>
  isPlainLine(address, 128) && isValidAddress(coin, address);

/** A deposit memo or tag: absent, or one plain line of printable ASCII. */
const isDepositMemo = (memo: string | null | undefined): boolean =>
  memo == null || (isPlainLine(memo, MEMO_MAX) && /^[\x20-\x7e]+$/.test(memo));

/** A provider's id for an order: letters, digits, '-' and '_', as every provider writes them. */
const isProviderOrderId = (id: string): boolean =>
  id.length <= PROVIDER_ID_MAX && /^[A-Za-z0-9_-]+$/.test(id);

const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

/** A quote's figures: an estimate that is a positive number (or none), limits that are numbers. */
export function quoteProblems(quote: PriceQuote): string[] {
  const problems: string[] = [];
  if (quote.estimate !== null && !(Number.isFinite(quote.estimate) && quote.estimate > 0)) {
    problems.push('estimate');
  }
  if (!isAmount(quote.min)) problems.push('min');
  if (!isAmount(quote.max)) problems.push('max');
  const [first] = quote.route;
  // the route's first entry is what an order is placed on: the same figures as the quote's
  if (
    !first ||
    first.slice(0, 3).some((value) => typeof value === 'number' && !Number.isFinite(value))
  ) {
    problems.push('route');
  }
  return problems;
}

/** What a create reply gave: its id, and the deposit it names when it names one. */
export interface CreatedReply {
  providerOrderId: string;
  depositAddress: string | null;
  depositMemo: string | null;
}

/** A create reply: an id fit to keep, a deposit address for the send coin, a plain memo. */
export function createdProblems(order: CreateRequest, reply: CreatedReply): ProviderMismatch[] {
  const problems: ProviderMismatch[] = [];
  if (!isProviderOrderId(reply.providerOrderId)) problems.push('order-id');
  if (reply.depositAddress !== null && !isDepositAddress(order.from, reply.depositAddress)) {
    problems.push('deposit-address');
  }
  if (!isDepositMemo(reply.depositMemo)) problems.push('deposit-memo');
  return problems;
}

/** What the visitor asked for, as the order's terms keep it. */
export interface AskedOrder {
  from: CoinSymbol;
  to: CoinSymbol;
  address: string;
  receiveMemo: string | null;
  refundAddress: string | null;
}

/**
 * A status reply against the order the visitor asked for: the same coins, the visitor's own
 * receiving address, memo and refund address, a deposit address fit for the send coin, figures
 * that are numbers and a status the site knows. An empty list: the reply may be shown.
 */
export function statusProblems(asked: AskedOrder, order: UpstreamOrder): ProviderMismatch[] {
  const problems: ProviderMismatch[] = [];
  if (order.send.symbol !== asked.from || order.receive.symbol !== asked.to) problems.push('coins');
  if (order.receive.address !== asked.address) problems.push('receive-address');
  if ((order.receive.memo || null) !== asked.receiveMemo) problems.push('receive-memo');
  // a provider that reports no refund address (the price service) says nothing against it
  if (order.refundAddress !== undefined && (order.refundAddress || null) !== asked.refundAddress) {
    problems.push('refund-address');
  }
  if (!isDepositAddress(asked.from, order.send.address)) problems.push('deposit-address');
  if (!isDepositMemo(order.send.memo)) problems.push('deposit-memo');
  if (!isAmount(order.send.amount) || !isAmount(order.receive.amount)) problems.push('amounts');
  // a hold reason is the provider's text shown to support: one plain line, or it is no status
  const holdReason = order.holdReason;
  if (!isOrderStatus(order.status) || (holdReason && !isPlainLine(holdReason, HOLD_REASON_MAX))) {
    problems.push('status');
  }
  return problems;
}
