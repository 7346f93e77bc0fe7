import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CHANGENOW_COINS, CHANGENOW_STATUS } from '../../shared/contract/changenow.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import type { OrderRecord } from './order-lifecycle.js';
import type { OrderBook } from './order-book.js';
import { sandboxTransactionHash, type TransactionKind } from './transaction-hash.js';

// How the sandbox's ChangeNOW side reports its exchanges, in API v2's shapes: one by id
// (exchange/by-id), and the partner list (exchanges), filtered and paged as the documentation
// says. Written from ChangeNOW's public documentation, not copied.

/** How long a fixed rate holds: ChangeNOW's are minutes long (an exchange's validUntil too). */
export const RATE_VALID_S = 300;

/** The site's name for each status, in the provider's word (new and waiting are both 0). */
const WORD_OF: Record<number, string> = Object.fromEntries(
  Object.entries(CHANGENOW_STATUS)
    .filter(([word]) => word !== 'new')
    .map(([word, status]) => [status, word]),
);

/** A ChangeNOW exchange id: 14 hex characters, unlike the site's 22-character ones. */
const EXCHANGE_ID = /^[0-9a-f]{14}$/;

/** The partner list's other id of an exchange ("exchangeId"): stable, and never the one by-id takes. */
const listedExchangeId = (id: string) =>
  createHash('sha256').update(`exchange:${id}`).digest('hex').slice(0, 16);

/** The partner list's page size: more than 0 and at most 100, as the documentation says. */
const LIST_LIMIT_MAX = 100;

export const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_MAX),
  offset: z.coerce.number().int().min(0).default(0),
  sortDirection: z.enum(['ASC', 'DESC']).default('DESC'),
  dateFrom: z.iso.datetime().optional(),
  dateTo: z.iso.datetime().optional(),
  payoutAddress: z.string().min(1).optional(),
});

/** A pair's coins in ChangeNOW's words: each one's ticker and network. */
export const namesOf = (from: CoinSymbol, to: CoinSymbol) => ({
  fromCurrency: CHANGENOW_COINS[from]!.ticker,
  fromNetwork: CHANGENOW_COINS[from]!.network,
  toCurrency: CHANGENOW_COINS[to]!.ticker,
  toNetwork: CHANGENOW_COINS[to]!.network,
});

/** The addresses and tags of an exchange, as both the creation and by-id replies name them. */
export const addressesOf = (order: OrderRecord) => ({
  payinAddress: order.depositAddress,
  payoutAddress: order.receiveAddress,
  payinExtraId: order.depositMemo ?? null,
  payoutExtraId: order.receiveMemo ?? null,
  refundAddress: order.refundAddress ?? null,
  refundExtraId: null,
});

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export function changenowExchanges(orders: OrderBook) {
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
      ...namesOf(order.sendSymbol, order.receiveSymbol),
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

  return {
    exchangeView,

    /** The partner's exchanges (GET exchanges): this dialect's, filtered by time and payout address. */
    list(query: z.output<typeof listQuerySchema>) {
      const { limit, offset, sortDirection, dateFrom, dateTo, payoutAddress } = query;
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
      return {
        count: found.length,
        exchanges: found.slice(offset, offset + limit).map(listedView),
      };
    },
  };
}
