import { randomBytes } from 'node:crypto';
import type { CoinSymbol } from '../../shared/coins.js';
import { isTerminal, ORDER_STATUS, type OrderStatus } from '../../shared/order-status.js';
import { depositAddressFor } from './deposit-address.js';
import { loadOrders, OrderFileWriter } from './order-file.js';
import {
  firstDepositAt,
  orderInfoAt,
  paidOutAt,
  statusAt,
  type LifecycleSettings,
  type OrderRecord,
  type SandboxOrderInfo,
} from './order-lifecycle.js';

/** Beyond this many orders the oldest are dropped, so a long-running demo cannot fill the disk. */
const MAX_ORDERS = 10_000;

export interface NewOrder {
  sendSymbol: CoinSymbol;
  sendAmount: number;
  receiveSymbol: CoinSymbol;
  receiveAmount: number;
  receiveAddress: string;
  route: string;
  refundAddress?: string;
  receiveMemo?: string;
  depositMemo?: string;
}

export type DepositResult =
  | { ok: true; info: SandboxOrderInfo }
  | { ok: false; reason: 'unknown' | 'closed'; status?: OrderStatus };

/** 16 random bytes in base64url: exactly 22 characters of [A-Za-z0-9_-]. */
function newOrderId(): string {
  return randomBytes(16).toString('base64url');
}

/** The sandbox's orders: in memory, saved to the data file after every change when there is one. */
export class OrderBook {
  private readonly orders = new Map<string, OrderRecord>();
  private readonly writer: OrderFileWriter | null;

  private constructor(
    dataFile: string | null,
    private readonly settings: LifecycleSettings,
    private readonly nowS: () => number,
    private readonly maxOrders: number,
  ) {
    this.writer = dataFile ? new OrderFileWriter(dataFile, () => [...this.orders.values()]) : null;
  }

  static async open(
    dataFile: string | null,
    settings: LifecycleSettings,
    nowS: () => number,
    maxOrders = MAX_ORDERS,
  ): Promise<OrderBook> {
    const book = new OrderBook(dataFile, settings, nowS, maxOrders);
    const saved = dataFile ? await loadOrders(dataFile) : [];
    for (const order of [...saved].sort((a, b) => a.createdAt - b.createdAt)) {
      book.orders.set(order.id, order);
    }
    return book;
  }

  get size(): number {
    return this.orders.size;
  }

  info(id: string): SandboxOrderInfo | null {
    const order = this.orders.get(id);
    if (!order) return null;
    return orderInfoAt(order, this.nowS(), this.settings, this.fed(order));
  }

  /**
   * An order whose deposit address another order of this book pays out to (a private route's leg
   * two, fed by leg one: decision 030) receives that payout as its deposit when it is sent, as
   * the chain would bring it; until then, while that order can still pay, its deposit window does
   * not close (leg two is made first, and its deposit comes only after leg one's whole swap).
   * Whether the order is so awaited; any other order is left as it is.
   */
  private fed(order: OrderRecord): boolean {
    if (order.firstTxAt > 0 || order.forcedStatus !== null) return false;
    const now = this.nowS();
    const feeders = [...this.orders.values()].filter(
      (feeder) =>
        feeder.receiveAddress === order.depositAddress && feeder.receiveSymbol === order.sendSymbol,
    );
    for (const feeder of feeders) {
      const paidAt = paidOutAt(feeder, now, this.settings);
      if (paidAt > 0 && paidAt >= order.createdAt) {
        order.firstTxAt = paidAt;
        void this.save();
        return false;
      }
    }
    return feeders.some((feeder) => !isTerminal(statusAt(feeder, now, this.settings)));
  }

  /** The order itself, for the ChangeNOW side's replies and the control API's list. */
  record(id: string): OrderRecord | null {
    return this.orders.get(id) ?? null;
  }

  /** Every order, oldest first. */
  records(): OrderRecord[] {
    return [...this.orders.values()];
  }

  /** The status the clock (or a forced one) gives the order now. */
  statusOf(order: OrderRecord): OrderStatus {
    const awaited = this.fed(order);
    return statusAt(order, this.nowS(), this.settings, awaited);
  }

  firstDepositOf(order: OrderRecord): number {
    this.fed(order);
    return firstDepositAt(order, this.nowS(), this.settings);
  }

  /** `mintId`: the id's style (Contract 2's 22 characters unless given). */
  async create(details: NewOrder, mintId: () => string = newOrderId): Promise<string> {
    let id = mintId();
    while (this.orders.has(id)) id = mintId();
    while (this.orders.size >= this.maxOrders) {
      const oldest = this.orders.keys().next().value;
      if (oldest === undefined) break;
      this.orders.delete(oldest);
    }
    this.orders.set(id, {
      id,
      createdAt: this.nowS(),
      firstTxAt: 0,
      forcedStatus: null,
      depositAddress: depositAddressFor(details.sendSymbol),
      ...details,
    });
    await this.save();
    return id;
  }

  /** The first deposit arrives now; a later call keeps the first time. Expired or failed orders refuse. */
  async markDeposit(id: string): Promise<DepositResult> {
    const order = this.orders.get(id);
    if (!order) return { ok: false, reason: 'unknown' };
    const now = this.nowS();
    const status = statusAt(order, now, this.settings);
    if (status === ORDER_STATUS.expired || status === ORDER_STATUS.failed) {
      return { ok: false, reason: 'closed', status };
    }
    if (firstDepositAt(order, now, this.settings) === 0) {
      order.firstTxAt = now;
      await this.save();
    }
    return { ok: true, info: orderInfoAt(order, now, this.settings) };
  }

  /**
   * Pins the status. A status past 'waiting' implies a deposit, so one is recorded if missing.
   * `word`: the provider's word for it, echoed by the ChangeNOW side ('new' and 'waiting' are 0).
   */
  async forceStatus(
    id: string,
    status: OrderStatus,
    word?: string,
  ): Promise<SandboxOrderInfo | null> {
    const order = this.orders.get(id);
    if (!order) return null;
    const now = this.nowS();
    const depositAt = firstDepositAt(order, now, this.settings);
    const impliesDeposit =
      (status >= ORDER_STATUS.anonymizing && status <= ORDER_STATUS.completed) ||
      status === ORDER_STATUS.refunded ||
      status === ORDER_STATUS.verifying;
    order.firstTxAt = depositAt || (impliesDeposit ? now : 0);
    order.forcedStatus = status;
    if (status === ORDER_STATUS.completed) order.completedAt = now;
    else delete order.completedAt;
    if (word === undefined) delete order.statusWord;
    else order.statusWord = word;
    await this.save();
    return orderInfoAt(order, now, this.settings);
  }

  async reset(): Promise<void> {
    this.orders.clear();
    await this.save();
  }

  /** Resolves when everything changed so far is on disk. */
  flush(): Promise<void> {
    return this.writer?.flush() ?? Promise.resolve();
  }

  private save(): Promise<void> {
    return this.writer?.save() ?? Promise.resolve();
  }
}
