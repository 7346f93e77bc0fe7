import { DEPOSIT_WINDOW_S, SWAPPING_AFTER_DEPOSIT_S } from './constants.js';

/** Upstream order status numbers (spec section 4). */
export const ORDER_STATUS = {
  waiting: 0,
  anonymizing: 1,
  swapping: 2,
  finishing: 3,
  completed: 4,
  expired: 5,
  failed: 6,
  /**
   * Departures: two states a provider reports that the spec lacks. Refunded is final;
   * verifying (the provider holds the swap for checks) is not, so the page keeps asking.
   */
  refunded: 7,
  verifying: 8,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_CODES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUS_CODES.includes(value as OrderStatus);
}

export const PROGRESS_STEP_LABELS = ['Order Received', 'Anonymizing', 'Swapping', 'Done'] as const;

/**
 * pending: not reached; active: animating now; complete: passed; done: all green; inactive: grey.
 * The departures' own: held (the provider holds the swap at this step), refunded (the deposit was
 * sent back: this step never happens), withheld (the provider's reply no longer matches the
 * order: nothing may be sent, whatever step it had reached).
 */
export type StepState =
  'pending' | 'active' | 'complete' | 'done' | 'inactive' | 'held' | 'refunded' | 'withheld';

const FINAL_STATUSES: ReadonlySet<number> = new Set([
  ORDER_STATUS.completed,
  ORDER_STATUS.expired,
  ORDER_STATUS.failed,
  ORDER_STATUS.refunded,
]);

/** Whether the order can no longer change: the page stops asking for it. */
export function isTerminal(status: number): boolean {
  return FINAL_STATUSES.has(status);
}

/**
 * Each step's state for the status shown; `mismatch`: the order carries providerMismatch, and the
 * step it had reached says so instead of running (a page that reads 'in progress' invites a
 * deposit the page itself forbids).
 */
export function progressSteps(status: number, mismatch = false): StepState[] {
  if (status === ORDER_STATUS.completed) return ['done', 'done', 'done', 'done'];
  // both come after the deposit: it was received, and what follows is held or undone
  if (status === ORDER_STATUS.refunded) return ['complete', 'refunded', 'refunded', 'refunded'];
  if (status === ORDER_STATUS.verifying) {
    return ['complete', mismatch ? 'withheld' : 'held', 'pending', 'pending'];
  }
  if (status > ORDER_STATUS.completed) return ['inactive', 'inactive', 'inactive', 'inactive'];
  const active = Math.max(0, status);
  return PROGRESS_STEP_LABELS.map((_, index) =>
    index < active ? 'complete' : index === active ? (mismatch ? 'withheld' : 'active') : 'pending',
  );
}

/**
 * The status the page shows: once a deposit is seen the order reads as anonymizing, and as
 * swapping 240 s later; a server status of 2 or more is always kept.
 */
export function displayStatus(
  serverStatus: number,
  firstReceivedAt: number | null,
  nowS: number,
): number {
  if (!firstReceivedAt || serverStatus >= ORDER_STATUS.swapping) return serverStatus;
  return nowS >= firstReceivedAt + SWAPPING_AFTER_DEPOSIT_S
    ? ORDER_STATUS.swapping
    : ORDER_STATUS.anonymizing;
}

export interface DepositCountdown {
  remainingS: number;
  /** mm:ss; minutes can exceed 59 only for a clock far behind the server */
  text: string;
  expired: boolean;
}

export function depositCountdown(createdAt: number, nowS: number): DepositCountdown {
  const remainingS = Math.max(0, Math.floor(createdAt + DEPOSIT_WINDOW_S - nowS));
  const minutes = Math.floor(remainingS / 60);
  const seconds = remainingS % 60;
  return {
    remainingS,
    text: `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
    expired: remainingS === 0,
  };
}

/**
 * A yes-or-no question about an order's deposit, asked of its status, the time its first deposit
 * was seen (null or 0: none yet), the time it was created and the time now, all in seconds.
 */
type DepositQuestion = (
  status: number,
  firstReceivedAt: number | null,
  createdAt: number,
  nowS: number,
) => boolean;

/**
 * An unpaid order (status 0, no deposit seen) whose deposit window has run out: the page stops
 * offering its deposit address even before the upstream reports it expired.
 */
export const depositWindowClosed: DepositQuestion = (status, firstReceivedAt, createdAt, nowS) =>
  status === ORDER_STATUS.waiting && !firstReceivedAt && depositCountdown(createdAt, nowS).expired;

/**
 * Whether the page must no longer offer the deposit address anywhere: the window closed while
 * unpaid, or the upstream reports the order expired. A payment sent now may never be swapped.
 */
export const depositAddressWithdrawn: DepositQuestion = (status, ...times) =>
  status === ORDER_STATUS.expired ||
  status === ORDER_STATUS.refunded ||
  depositWindowClosed(status, ...times);

const OUTCOME_TEXT = {
  notReceived: 'Not received yet',
  received: 'Received',
  completed: 'Order Completed',
  expired: 'Expired',
  failed: 'Failed',
  refunded: 'Refunded to your refund address',
  verifying: 'On hold: the provider is checking this swap; contact support with your order id',
} as const;

/**
 * One line per status, in the spec's words (section 4 for 0-3, the outcome texts of section 8
 * for 4-6): what a list of orders says about each.
 */
export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: 'Waiting for the deposit',
  1: 'Received, anonymizing',
  2: 'Swapping',
  3: 'Finishing',
  4: OUTCOME_TEXT.completed,
  5: OUTCOME_TEXT.expired,
  6: OUTCOME_TEXT.failed,
  7: OUTCOME_TEXT.refunded,
  8: OUTCOME_TEXT.verifying,
};

/** A status's name as the site words it: ORDER_STATUS's, or status 1 read as 'confirming'. */
export type StatusName = keyof typeof ORDER_STATUS | 'confirming';

const STATUS_NAMES = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([name, code]) => [code, name]),
) as Record<OrderStatus, keyof typeof ORDER_STATUS>;

/**
 * The one rule for what a status is called (issue 58): status 1 reads 'confirming' where the
 * site's words may not say anonymizing (`saysAnonymizing` false: providers, where status 1 is one
 * exchange confirming the deposit; client/src/lib/says-anonymizing.ts). The status line, the
 * progress bar's step, the tab title and the support message all ask it. Undefined: no status.
 */
export function statusName(status: number, saysAnonymizing: boolean): StatusName | undefined {
  if (!isOrderStatus(status)) return undefined;
  return status === ORDER_STATUS.anonymizing && !saysAnonymizing
    ? 'confirming'
    : STATUS_NAMES[status];
}

/** A status's line in English (the support message): 'Received, confirming' for 'confirming'. */
export function statusLine(status: number, saysAnonymizing: boolean): string {
  const name = statusName(status, saysAnonymizing);
  if (name === undefined) return 'Unknown';
  return name === 'confirming' ? 'Received, confirming' : ORDER_STATUS_TEXT[status as OrderStatus];
}

/** What the 'Send by' line says once the countdown is over, by name: the page words it. */
export type SendByOutcome =
  'notReceived' | 'received' | 'completed' | 'expired' | 'failed' | 'refunded' | 'verifying';

/**
 * The 'Send by' line: the deposit countdown (mm:ss; ticking until zero, then red), or an outcome
 * by name. alert: red text; countdown: still ticking.
 */
export type SendByState =
  | { shows: 'countdown'; countdown: string; tone: 'countdown' | 'alert'; ticking: boolean }
  | {
      shows: 'outcome';
      outcome: SendByOutcome;
      tone: 'alert' | 'info' | 'success';
      ticking: false;
    };

/** What the 'Send by' line of Tracking Info says at a given moment. */
export function sendByState(
  status: number,
  firstReceivedAt: number | null,
  createdAt: number,
  nowS: number,
): SendByState {
  const over = (outcome: SendByOutcome, tone: 'alert' | 'info' | 'success'): SendByState => ({
    shows: 'outcome',
    outcome,
    tone,
    ticking: false,
  });
  if (status === ORDER_STATUS.completed) return over('completed', 'success');
  if (status === ORDER_STATUS.expired) return over('expired', 'alert');
  if (status === ORDER_STATUS.failed) return over('failed', 'alert');
  if (status === ORDER_STATUS.refunded) return over('refunded', 'info');
  if (status === ORDER_STATUS.verifying) return over('verifying', 'alert');
  if (firstReceivedAt) return over('received', 'info');
  const countdown = depositCountdown(createdAt, nowS);
  if (!countdown.expired) {
    return { shows: 'countdown', countdown: countdown.text, tone: 'countdown', ticking: true };
  }
  // spec section 4: at zero the text turns red, and reads 'Not received yet' while status is 0
  return status === ORDER_STATUS.waiting
    ? over('notReceived', 'alert')
    : { shows: 'countdown', countdown: countdown.text, tone: 'alert', ticking: false };
}

/** Where a status stands on the way to an end: a reply may not go back down it. */
const STATUS_STEP: Record<OrderStatus, number> = {
  0: 0,
  1: 1,
  2: 2,
  // verifying holds a swap somewhere between the deposit and the payout
  8: 1,
  3: 3,
  4: 4,
  5: 4,
  6: 4,
  7: 4,
};

/**
 * Whether an order may go from the status shown before to `next`: never back to an earlier step,
 * never out of a final status, never from one final status to another. A provider that says so
 * is not shown (decision 020).
 */
export function isForwardMove(previous: OrderStatus, next: OrderStatus): boolean {
  if (previous === next) return true;
  if (isTerminal(previous)) return false;
  // verifying may end in any step after the deposit, and any step after it may be held
  if (previous === ORDER_STATUS.verifying || next === ORDER_STATUS.verifying) {
    return next !== ORDER_STATUS.waiting;
  }
  return STATUS_STEP[next] >= STATUS_STEP[previous];
}
