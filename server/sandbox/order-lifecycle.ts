import type { SandboxLifecycle } from '../config/config.js';
import type { CoinSymbol } from '../../shared/coins.js';
import type { z } from 'zod';
import type { upstreamOrderInfoSchema } from '../../shared/contract/upstream.js';
import { DEPOSIT_WINDOW_S } from '../../shared/constants.js';
import { ORDER_STATUS, type OrderStatus } from '../../shared/order-status.js';

/** Contract 2's orderInfo as the sandbox writes it (amounts always numbers). */
export type SandboxOrderInfo = z.output<typeof upstreamOrderInfoSchema>;

/** One sandbox order as kept in memory and in the data file. Times are epoch seconds. */
export interface OrderRecord {
  id: string;
  createdAt: number;
  /** 0 until a deposit is marked (control API) */
  firstTxAt: number;
  /** set through the control API; the clock no longer moves the order */
  forcedStatus: OrderStatus | null;
  sendSymbol: CoinSymbol;
  sendAmount: number;
  receiveSymbol: CoinSymbol;
  receiveAmount: number;
  depositAddress: string;
  receiveAddress: string;
  /** exchangeFlow_list exactly as the client sent it; for a ChangeNOW exchange, its rate id */
  route: string;
  /** ChangeNOW side: where a failed swap is refunded */
  refundAddress?: string;
  /** the payout's destination tag (ChangeNOW's extraId) */
  receiveMemo?: string;
  /** the tag the deposit must carry (ChangeNOW's payinExtraId) */
  depositMemo?: string;
  /** a provider status word forced through the control API ('new', 'verifying'...) */
  statusWord?: string;
  /** when a status forced through the control API made it completed (its payout sent) */
  completedAt?: number;
}

export interface LifecycleSettings {
  lifecycle: SandboxLifecycle;
  /** 0 = off */
  autoDepositAfterS: number;
}

/**
 * When the first deposit counts as received: a marked one, else an auto-deposit that fell due
 * inside the deposit window (never on an order whose status was forced), else 0.
 */
export function firstDepositAt(
  order: OrderRecord,
  nowS: number,
  settings: LifecycleSettings,
): number {
  if (order.firstTxAt > 0) return order.firstTxAt;
  if (settings.autoDepositAfterS <= 0 || order.forcedStatus !== null) return 0;
  const dueAt = order.createdAt + Math.ceil(settings.autoDepositAfterS);
  return dueAt < order.createdAt + DEPOSIT_WINDOW_S && nowS >= dueAt ? dueAt : 0;
}

/** When the order paid out: the clock's end of its swap, or when it was forced to completed; 0 not yet. */
export function paidOutAt(order: OrderRecord, nowS: number, settings: LifecycleSettings): number {
  if (order.forcedStatus !== null) {
    return order.forcedStatus === ORDER_STATUS.completed ? (order.completedAt ?? nowS) : 0;
  }
  const depositAt = firstDepositAt(order, nowS, settings);
  if (depositAt === 0) return 0;
  const { anonymizingS, swappingS, finishingS } = settings.lifecycle;
  const at = depositAt + anonymizingS + swappingS + finishingS;
  return nowS >= at ? at : 0;
}

/**
 * The status the clock gives: 0 waiting, then 1, 2, 3, 4 after a deposit; 5 if never paid.
 * `awaited`: another order of the book can still pay into it (order-book.ts), so its deposit
 * window does not close.
 */
export function statusAt(
  order: OrderRecord,
  nowS: number,
  settings: LifecycleSettings,
  awaited = false,
): OrderStatus {
  if (order.forcedStatus !== null) return order.forcedStatus;
  const depositAt = firstDepositAt(order, nowS, settings);
  if (depositAt === 0) {
    return !awaited && nowS >= order.createdAt + DEPOSIT_WINDOW_S
      ? ORDER_STATUS.expired
      : ORDER_STATUS.waiting;
  }
  const { anonymizingS, swappingS, finishingS } = settings.lifecycle;
  const elapsed = nowS - depositAt;
  if (elapsed < anonymizingS) return ORDER_STATUS.anonymizing;
  if (elapsed < anonymizingS + swappingS) return ORDER_STATUS.swapping;
  if (elapsed < anonymizingS + swappingS + finishingS) return ORDER_STATUS.finishing;
  return ORDER_STATUS.completed;
}

/** The order as Contract 2's exchange_status reply carries it (symbols in lower case, as the
 * original service wrote them; the site reads any case). */
export function orderInfoAt(
  order: OrderRecord,
  nowS: number,
  settings: LifecycleSettings,
  awaited = false,
): SandboxOrderInfo {
  return {
    status: statusAt(order, nowS, settings, awaited),
    first_tx_receivedTime: firstDepositAt(order, nowS, settings),
    creation_time: order.createdAt,
    tokenA_amount: order.sendAmount,
    tokenB_amount: order.receiveAmount,
    paying_address: order.depositAddress,
    tokenB_address: order.receiveAddress,
    tokenA_symbol: order.sendSymbol.toLowerCase(),
    tokenB_symbol: order.receiveSymbol.toLowerCase(),
  };
}
