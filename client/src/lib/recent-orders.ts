import { RECENT_ORDERS_LIMIT } from '../../../shared/constants.js';
import type { OrderView } from '../../../shared/contract/api.js';
import { isOrderId } from '../../../shared/order-id.js';
import { isOrderStatus, ORDER_STATUS, type OrderStatus } from '../../../shared/order-status.js';

// The visitor's own recent orders, kept in this browser's localStorage only (DESIGN: never a
// cookie, never sent to us). Every storage access may throw (private mode, blocked storage, a full
// quota), and whatever is stored may be corrupt or written by someone else: both mean "no list"
// or "start afresh", never a crash. Shapes are checked by hand because zod is kept off the first
// page; recent-orders.test.ts checks that the check agrees with the shared schema and codes.

/** One remembered order: what the list shows and the link it needs. */
export interface RecentOrder {
  orderId: string;
  /** send and receive symbols as the site or the upstream spells them ('BNB', 'bnb') */
  from: string;
  to: string;
  sendAmount: number;
  /** the estimate when created here, the order's own figure once its page was opened */
  receiveAmount: number;
  /** epoch seconds */
  createdAt: number;
  /** the last status this browser saw */
  status: OrderStatus;
}

export interface RecentOrdersState {
  /** the "Remember orders on this device" switch; on unless the visitor turned it off */
  remember: boolean;
  /** newest first, at most RECENT_ORDERS_LIMIT */
  orders: readonly RecentOrder[];
}

export const RECENT_ORDERS_STORAGE_KEY = 'swap-without-a-trace.recent-orders';
const FORMAT_VERSION = 1;
const SYMBOL_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

const EMPTY: RecentOrdersState = { remember: true, orders: [] };

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

const isSymbol = (value: unknown): value is string =>
  typeof value === 'string' && SYMBOL_PATTERN.test(value);

/** Whether a value read back from storage is a RecentOrder (extra fields are dropped later). */
export function isRecentOrder(value: unknown): value is RecentOrder {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.orderId === 'string' &&
    isOrderId(entry.orderId) &&
    isSymbol(entry.from) &&
    isSymbol(entry.to) &&
    isAmount(entry.sendAmount) &&
    isAmount(entry.receiveAmount) &&
    isAmount(entry.createdAt) &&
    isOrderStatus(entry.status)
  );
}

/** Only the known fields, so foreign extras never travel back into storage. */
const clean = (order: RecentOrder): RecentOrder => ({
  orderId: order.orderId,
  from: order.from,
  to: order.to,
  sendAmount: order.sendAmount,
  receiveAmount: order.receiveAmount,
  createdAt: order.createdAt,
  status: order.status,
});

/** Newest first, one entry per id, at most the limit. */
function normalise(orders: readonly RecentOrder[]): RecentOrder[] {
  const seen = new Set<string>();
  return [...orders]
    .sort((a, b) => b.createdAt - a.createdAt)
    .filter((order) => {
      if (seen.has(order.orderId)) return false;
      seen.add(order.orderId);
      return true;
    })
    .slice(0, RECENT_ORDERS_LIMIT)
    .map(clean);
}

/** The state a stored text stands for; anything unreadable counts as nothing stored. */
function parseRecentOrders(raw: string | null): RecentOrdersState {
  if (raw === null) return EMPTY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof data !== 'object' || data === null) return EMPTY;
  const { version, remember, orders } = data as Record<string, unknown>;
  if (version !== FORMAT_VERSION || typeof remember !== 'boolean' || !Array.isArray(orders)) {
    return EMPTY;
  }
  return { remember, orders: remember ? normalise(orders.filter(isRecentOrder)) : [] };
}

function serialiseRecentOrders(state: RecentOrdersState): string {
  return JSON.stringify({
    version: FORMAT_VERSION,
    remember: state.remember,
    orders: state.orders,
  });
}

function storage(): Storage | null {
  try {
    // the getter itself throws where storage is blocked
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text, or undefined when storage cannot be read at all. */
function readRaw(): string | null | undefined {
  try {
    const store = storage();
    return store ? store.getItem(RECENT_ORDERS_STORAGE_KEY) : undefined;
  } catch {
    return undefined;
  }
}

function writeRaw(text: string): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(RECENT_ORDERS_STORAGE_KEY, text);
    return true;
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * What this browser remembers, or null when storage is unavailable (no list is shown then).
 * Corrupt or foreign data is replaced by its readable part straight away.
 */
export function loadRecentOrders(): RecentOrdersState | null {
  const raw = readRaw();
  if (raw === undefined) return null;
  const state = parseRecentOrders(raw);
  if (raw !== null) {
    const text = serialiseRecentOrders(state);
    if (text !== raw) writeRaw(text);
  }
  return state;
}

let snapshot: { raw: string | null | undefined; state: RecentOrdersState | null } | null = null;

/**
 * The same as loadRecentOrders without repairing anything, and the same object until the
 * stored text changes: what useSyncExternalStore needs.
 */
export function recentOrdersSnapshot(): RecentOrdersState | null {
  const raw = readRaw();
  if (snapshot && snapshot.raw === raw) return snapshot.state;
  const state = raw === undefined ? null : parseRecentOrders(raw);
  snapshot = { raw, state };
  return state;
}

/** Applies a change and stores it; false when nothing could be stored (or nothing changed). */
function update(change: (state: RecentOrdersState) => RecentOrdersState): boolean {
  const state = loadRecentOrders();
  if (!state) return false;
  const next = change(state);
  const text = serialiseRecentOrders(next);
  if (text === serialiseRecentOrders(state)) return false;
  if (!writeRaw(text)) return false;
  notify();
  return true;
}

/**
 * Remembers an order, or refreshes what is known of it (a new status, the order's own amounts).
 * Nothing happens while the switch is off or storage refuses.
 */
export function recordOrder(order: RecentOrder): boolean {
  if (!isRecentOrder(order)) return false;
  return update((state) =>
    state.remember
      ? {
          ...state,
          orders: normalise([order, ...state.orders.filter((o) => o.orderId !== order.orderId)]),
        }
      : state,
  );
}

/** Remembers an order this browser has just created: it waits for its deposit. */
export const recordNewOrder = (order: Omit<RecentOrder, 'status'>): boolean =>
  recordOrder({ ...order, status: ORDER_STATUS.waiting });

export function forgetOrder(orderId: string): boolean {
  return update((state) => ({
    ...state,
    orders: state.orders.filter((order) => order.orderId !== orderId),
  }));
}

export function forgetAllOrders(): boolean {
  return update((state) => ({ ...state, orders: [] }));
}

/** The switch: off forgets every order and keeps none from then on; the choice is kept. */
export function setRememberOrders(remember: boolean): boolean {
  return update((state) => ({ remember, orders: remember ? state.orders : [] }));
}

/** What an opened order page knows of an order, as a list entry. */
export function recentOrderFromView(view: OrderView): RecentOrder | null {
  if (!isOrderStatus(view.status)) return null;
  return {
    orderId: view.orderId,
    from: view.send.symbol,
    to: view.receive.symbol,
    sendAmount: view.send.amount,
    receiveAmount: view.receive.amount,
    createdAt: view.createdAt,
    status: view.status,
  };
}

/**
 * Calls back after every change made in this tab, and after another tab changed the list (the
 * `storage` event), so two open tabs agree. Returns the unsubscribe function.
 */
export function subscribeRecentOrders(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null: the other tab cleared all of storage
    if (event.key === null || event.key === RECENT_ORDERS_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
