import type { UpstreamProtocol } from '../../shared/contract/protocols.js';

// Where each protocol's replies put what the site is told about an order, for the lie matrix
// (server/api/lie-matrix.integration.test.ts): the lying proxy rewrites exactly these places. A
// field a reply does not carry is said so (`unsaid`, with where a careless provider would put it),
// so the matrix asserts the site ignores it there instead of skipping the cell. A new protocol is
// one entry in DIALECT_FIELDS and one line in the matrix.

/** A place in a parsed JSON reply: keys and array indexes from its root. */
export type FieldPath = readonly (string | number)[];

/** Where a reply carries a field (one place or several, all rewritten), or that it does not. */
export type Spot = { said: FieldPath[] } | { unsaid: FieldPath };

const said = (...paths: FieldPath[]): Spot => ({ said: paths });
const unsaid = (...path: FieldPath): Spot => ({ unsaid: path });

/** What an order reply may say, in the site's words. */
export type OrderField =
  | 'payout'
  | 'refund'
  | 'receiveMemo'
  | 'deposit'
  | 'depositMemo'
  | 'sendAmount'
  | 'receiveAmount'
  | 'status'
  | 'depositHash'
  | 'id'
  | 'holdReason';

export type ReplyFields = Record<OrderField, Spot>;

/** One call as the proxy sees it: its method, and its path under the dialect's base. */
export interface ProxiedCall {
  method: string;
  path: string;
}

/** The site's steps a provider answers. */
export type Step = 'quote' | 'create' | 'status' | 'list';

export interface DialectFields {
  /** which call answers each step (a protocol without a partner list names none for 'list') */
  calls: Partial<Record<Step, (call: ProxiedCall) => boolean>> &
    Record<'quote' | 'create' | 'status', (call: ProxiedCall) => boolean>;
  /** the quote's estimate, and whether a negative one is the protocol's own "no price" word */
  quote: { estimate: FieldPath; negativeIsNoPrice: boolean };
  /**
   * The create reply's fields; 'first-status': it names the order's id alone, and the status read
   * right after it (gate.ts) names the rest, so a create-time lie there is in the status reply.
   */
  create: ReplyFields | 'first-status';
  /** where the create reply names the provider's id */
  createId: FieldPath;
  status: ReplyFields;
  /** the partner list: where its entries are, and each entry's fields */
  list?: { entries: FieldPath; fields: ReplyFields };
  /** the status as the dialect writes it: the first, the last, and one it never documented */
  words: { waiting: string | number; finished: string | number; undocumented: string | number };
}

const path = (call: ProxiedCall) => call.path.split('?')[0]!;
const is = (method: string, pattern: RegExp) => (call: ProxiedCall) =>
  call.method === method && pattern.test(path(call));

/** ChangeNOW's API v2: the create reply and by-id name the same fields; the partner list nests them. */
const CHANGENOW: DialectFields = {
  calls: {
    quote: is('GET', /^\/exchange\/estimated-amount$/),
    create: is('POST', /^\/exchange$/),
    status: is('GET', /^\/exchange\/by-id$/),
    list: is('GET', /^\/exchanges$/),
  },
  quote: { estimate: ['toAmount'], negativeIsNoPrice: false },
  create: {
    payout: said(['payoutAddress']),
    refund: said(['refundAddress']),
    receiveMemo: said(['payoutExtraId']),
    deposit: said(['payinAddress']),
    depositMemo: said(['payinExtraId']),
    sendAmount: said(['fromAmount']),
    receiveAmount: said(['toAmount']),
    status: unsaid('status'),
    depositHash: unsaid('payinHash'),
    id: said(['id']),
    holdReason: unsaid('holdReason'),
  },
  createId: ['id'],
  status: {
    payout: said(['payoutAddress']),
    refund: said(['refundAddress']),
    receiveMemo: said(['payoutExtraId']),
    deposit: said(['payinAddress']),
    depositMemo: said(['payinExtraId']),
    sendAmount: said(['expectedAmountFrom'], ['amountFrom']),
    receiveAmount: said(['expectedAmountTo'], ['amountTo']),
    status: said(['status']),
    depositHash: said(['payinHash']),
    // by-id repeats the id asked for; the site keeps the one it asked with
    id: unsaid('id'),
    holdReason: unsaid('holdReason'),
  },
  list: {
    entries: ['exchanges'],
    fields: {
      // what finds the order (pair, amount, payout) and what must agree with by-id (deposit,
      // status); the rest of an entry is not read: by-id, held to the record, says it
      payout: said(['payout', 'address']),
      refund: unsaid('refund', 'address'),
      receiveMemo: said(['payout', 'extraId']),
      deposit: said(['payin', 'address']),
      depositMemo: said(['payin', 'extraId']),
      sendAmount: said(['payin', 'expectedAmount']),
      receiveAmount: unsaid('payout', 'expectedAmount'),
      status: said(['status']),
      depositHash: unsaid('payin', 'hash'),
      id: said(['requestId']),
      holdReason: unsaid('holdReason'),
    },
  },
  words: { waiting: 'waiting', finished: 'finished', undocumented: 'on-hold-forever' },
};

/** StealthEX's API v4: the creation and exchanges/{id} return the same exchange. */
const stealthexExchange = (reply: 'create' | 'status'): ReplyFields => ({
  payout: said(['withdrawal', 'address']),
  refund: said(['refund_address']),
  receiveMemo: said(['withdrawal', 'extra_id']),
  deposit: said(['deposit', 'address']),
  depositMemo: said(['deposit', 'extra_id']),
  sendAmount: said(['deposit', 'amount'], ['deposit', 'expected_amount']),
  receiveAmount: said(['withdrawal', 'amount'], ['withdrawal', 'expected_amount']),
  // the creation's status and hashes are not read: an order just made has none of its own yet
  status: reply === 'status' ? said(['status']) : unsaid('status'),
  depositHash: reply === 'status' ? said(['deposit', 'tx_hash']) : unsaid('deposit', 'tx_hash'),
  id: reply === 'create' ? said(['id']) : unsaid('id'),
  holdReason: unsaid('hold_reason'),
});

const STEALTHEX: DialectFields = {
  calls: {
    quote: is('POST', /^\/rates\/estimated-amount$/),
    create: is('POST', /^\/exchanges$/),
    status: is('GET', /^\/exchanges\/[^/]+$/),
  },
  quote: { estimate: ['estimated_amount'], negativeIsNoPrice: false },
  create: stealthexExchange('create'),
  createId: ['id'],
  status: stealthexExchange('status'),
  words: { waiting: 'waiting', finished: 'finished', undocumented: 'on-hold-forever' },
};

/** LetsExchange's API v1: the creation and transaction/{id} return the same transaction. */
const letsexchangeTransaction = (reply: 'create' | 'status'): ReplyFields => ({
  payout: said(['withdrawal']),
  refund: said(['return']),
  receiveMemo: said(['withdrawal_extra_id']),
  deposit: said(['deposit']),
  depositMemo: said(['deposit_extra_id']),
  sendAmount: said(['deposit_amount'], ['real_deposit_amount']),
  receiveAmount: said(['withdrawal_amount'], ['real_withdrawal_amount']),
  status: reply === 'status' ? said(['status']) : unsaid('status'),
  depositHash: reply === 'status' ? said(['hash_in']) : unsaid('hash_in'),
  id: reply === 'create' ? said(['transaction_id']) : unsaid('transaction_id'),
  // a held deposit's identity link is part of the hold reason the site keeps (holdOf)
  holdReason: reply === 'status' ? said(['kyc_url']) : unsaid('kyc_url'),
});

const LETSEXCHANGE: DialectFields = {
  calls: {
    quote: is('POST', /^\/info$/),
    create: is('POST', /^\/transaction$/),
    status: is('GET', /^\/transaction\/[^/]+$/),
  },
  quote: { estimate: ['amount'], negativeIsNoPrice: false },
  create: letsexchangeTransaction('create'),
  createId: ['transaction_id'],
  status: letsexchangeTransaction('status'),
  words: { waiting: 'wait', finished: 'success', undocumented: 'on-hold-forever' },
};

/**
 * Contract 2, the spec's price service: its creation names the id alone, its status reply the
 * rest; it carries no refund address, memo, hash or hold reason at all.
 */
const PRICE_SERVICE: DialectFields = {
  calls: {
    quote: is('POST', /^\/api\/token_price$/),
    create: is('POST', /^\/api\/token_exchange$/),
    status: is('POST', /^\/api\/exchange_status$/),
  },
  // Contract 2 writes "no route" as a negative estimate ([-1, min, max, flow])
  quote: { estimate: ['exchangeFlow_list', 0, 0], negativeIsNoPrice: true },
  create: 'first-status',
  createId: ['orderInfo'],
  status: {
    payout: said(['orderInfo', 'tokenB_address']),
    refund: unsaid('orderInfo', 'refund_address'),
    receiveMemo: unsaid('orderInfo', 'tokenB_memo'),
    deposit: said(['orderInfo', 'paying_address']),
    depositMemo: unsaid('orderInfo', 'paying_memo'),
    sendAmount: said(['orderInfo', 'tokenA_amount']),
    receiveAmount: said(['orderInfo', 'tokenB_amount']),
    status: said(['orderInfo', 'status']),
    depositHash: unsaid('orderInfo', 'tx_hash'),
    id: unsaid('orderInfo', 'orderID'),
    holdReason: unsaid('orderInfo', 'hold_reason'),
  },
  words: { waiting: 0, finished: 4, undocumented: 9 },
};

/** Every protocol's field map, typed by PROTOCOLS: a protocol added there needs its map here. */
export const DIALECT_FIELDS: Record<UpstreamProtocol, DialectFields> = {
  'price-service': PRICE_SERVICE,
  changenow: CHANGENOW,
  stealthex: STEALTHEX,
  letsexchange: LETSEXCHANGE,
};

/** A copy of `body` with the value at `at` replaced by `change(old)`; made where missing. */
export function withValueAt(
  body: unknown,
  at: FieldPath,
  change: (old: unknown) => unknown,
): unknown {
  if (at.length === 0) return change(body);
  const [key, ...rest] = at;
  const node: Record<string | number, unknown> = Array.isArray(body)
    ? ([...(body as unknown[])] as unknown as Record<number, unknown>)
    : { ...(body as Record<string, unknown> | null) };
  node[key!] = withValueAt(node[key!], rest, change);
  return node;
}
