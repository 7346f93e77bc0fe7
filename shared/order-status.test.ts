import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUS_CODES,
  ORDER_STATUS_TEXT,
  isOrderStatus,
  PROGRESS_STEP_LABELS,
  depositCountdown,
  depositAddressWithdrawn,
  depositWindowClosed,
  displayStatus,
  isTerminal,
  progressSteps,
  sendByState,
  statusLine,
  statusName,
  type StepState,
} from './order-status.js';

const CREATED = 1_700_000_000;

describe('progress bar', () => {
  it('reads, for an order being anonymized, step by step (Received spelled correctly)', () => {
    const steps = progressSteps(1);
    expect(PROGRESS_STEP_LABELS.map((label, index) => `${label}: ${steps[index]}`)).toEqual([
      'Order Received: complete',
      'Anonymizing: active',
      'Swapping: pending',
      'Done: pending',
    ]);
  });

  it.each<[number, StepState[]]>([
    [0, ['active', 'pending', 'pending', 'pending']],
    [1, ['complete', 'active', 'pending', 'pending']],
    [2, ['complete', 'complete', 'active', 'pending']],
    [3, ['complete', 'complete', 'complete', 'active']],
    [4, ['done', 'done', 'done', 'done']],
    [5, ['inactive', 'inactive', 'inactive', 'inactive']],
    [6, ['inactive', 'inactive', 'inactive', 'inactive']],
    [7, ['complete', 'refunded', 'refunded', 'refunded']],
    [8, ['complete', 'held', 'pending', 'pending']],
  ])('shows status %d as %j', (status, steps) => {
    expect(progressSteps(status)).toEqual(steps);
  });

  it.each<[number, StepState[]]>([
    [0, ['withheld', 'pending', 'pending', 'pending']],
    [2, ['complete', 'complete', 'withheld', 'pending']],
    [8, ['complete', 'withheld', 'pending', 'pending']],
    [4, ['done', 'done', 'done', 'done']],
  ])(
    'stops the running step of status %d of an order its provider no longer matches',
    (status, steps) => {
      expect(progressSteps(status, true)).toEqual(steps);
    },
  );
});

describe('isTerminal', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, false],
    [4, true],
    [5, true],
    [6, true],
  ])('status %d is terminal: %s', (status, terminal) => {
    expect(isTerminal(status)).toBe(terminal);
  });
});

describe('displayStatus', () => {
  const deposit = CREATED + 600;

  // title, status shown, server status, first deposit, now
  it.each([
    ['no deposit yet, waiting', 0, 0, null, deposit + 1000],
    ['a first-deposit time of 0 (none)', 0, 0, 0, deposit + 1000],
    ['no deposit, server says anonymizing', 1, 1, null, deposit],
    ['a deposit just seen', 1, 0, deposit, deposit],
    ['239 s after the deposit', 1, 0, deposit, deposit + 239],
    ['240 s after the deposit', 2, 0, deposit, deposit + 240],
    ['long after the deposit', 2, 1, deposit, deposit + 5000],
    ['a server status of 2 before 240 s', 2, 2, deposit, deposit + 10],
    ['a server status of 3', 3, 3, deposit, deposit + 10],
    ['a completed order', 4, 4, deposit, deposit + 10],
    ['an expired order', 5, 5, deposit, deposit + 10],
    ['a failed order', 6, 6, deposit, deposit + 10_000],
  ])('shows %s as status %i', (_title, shown, server, firstReceivedAt, now) => {
    expect(displayStatus(server, firstReceivedAt, now)).toBe(shown);
  });
});

describe('depositCountdown', () => {
  it.each([
    ['at creation', 0, '30:00', 1800, false],
    ['one second in', 1, '29:59', 1799, false],
    ['half a second in', 0.5, '29:59', 1799, false],
    ['after 20 min 51 s', 20 * 60 + 51, '09:09', 549, false],
    ['one second before the end', 1799, '00:01', 1, false],
    ['at creation + 1800 s', 1800, '00:00', 0, true],
    ['long after the window', 99_999, '00:00', 0, true],
    ['with the clock 5 s behind the server', -5, '30:05', 1805, false],
    ['with the clock an hour behind the server', -3600, '90:00', 5400, false],
  ])('reads %s', (_title, elapsed, text, remainingS, expired) => {
    expect(depositCountdown(CREATED, CREATED + elapsed)).toEqual({ text, remainingS, expired });
  });
});

describe('sendByState', () => {
  const countdown = (text: string, tone: 'countdown' | 'alert', ticking: boolean) =>
    ({ shows: 'countdown', countdown: text, tone, ticking }) as const;
  const outcome = (said: string, tone: string) =>
    ({ shows: 'outcome', outcome: said, tone, ticking: false }) as const;

  it.each([
    ['a waiting order counts down', 0, null, 60, countdown('29:00', 'countdown', true)],
    [
      'a waiting order past the window is not received, in red',
      0,
      null,
      1800,
      outcome('notReceived', 'alert'),
    ],
    [
      'a non-waiting order past the window shows 00:00 in red',
      1,
      null,
      1800,
      countdown('00:00', 'alert', false),
    ],
    ['a deposit stops the countdown', 0, CREATED + 30, 60, outcome('received', 'info')],
    [
      'a deposit keeps saying received after the window',
      3,
      CREATED + 30,
      5000,
      outcome('received', 'info'),
    ],
    ['a completed order', 4, CREATED + 30, 900, outcome('completed', 'success')],
    ['an expired order', 5, null, 1800, outcome('expired', 'alert')],
    ['a failed order', 6, CREATED + 30, 900, outcome('failed', 'alert')],
  ])('%s', (_title, status, firstReceivedAt, elapsed, state) => {
    expect(sendByState(status, firstReceivedAt, CREATED, CREATED + elapsed)).toEqual(state);
  });
});

describe('depositWindowClosed and depositAddressWithdrawn', () => {
  // title, status, first deposit, seconds since creation, window closed, address withdrawn
  it.each([
    ['waiting, one second before the end', 0, null, 1799, false, false],
    ['waiting, at creation + 1800 s', 0, null, 1800, true, true],
    ['waiting, long after', 0, null, 5000, true, true],
    ['waiting but a deposit was seen', 0, CREATED + 1700, 1900, false, false],
    ['a deposit seen after the window', 0, CREATED + 1850, 1900, false, false],
    ['anonymizing after the window', 1, CREATED + 100, 1900, false, false],
    ['swapping', 3, CREATED + 100, 1900, false, false],
    ['completed', 4, CREATED + 100, 5000, false, false],
    ['expired (the upstream already says so)', 5, null, 1900, false, true],
    ['expired, even before the window would end', 5, null, 60, false, true],
    ['failed', 6, CREATED + 100, 1900, false, false],
  ])('%s', (_title, status, firstReceivedAt, elapsed, closed, withdrawn) => {
    const order = [status, firstReceivedAt, CREATED, CREATED + elapsed] as const;
    expect(depositWindowClosed(...order)).toBe(closed);
    expect(depositAddressWithdrawn(...order)).toBe(withdrawn);
  });
});

describe('status codes and texts', () => {
  it("accepts exactly the spec's seven codes and the two provider states", () => {
    expect(ORDER_STATUS_CODES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const code of ORDER_STATUS_CODES) expect(isOrderStatus(code)).toBe(true);
    for (const other of [-1, 9, 1.5, '1', null, undefined, Number.NaN]) {
      expect(isOrderStatus(other)).toBe(false);
    }
  });

  it('words every status as the spec does, outcomes with the outcome texts', () => {
    expect(ORDER_STATUS_TEXT).toEqual({
      0: 'Waiting for the deposit',
      1: 'Received, anonymizing',
      2: 'Swapping',
      3: 'Finishing',
      4: 'Order Completed',
      5: 'Expired',
      6: 'Failed',
      7: 'Refunded to your refund address',
      8: 'On hold: the provider is checking this swap; contact support with your order id',
    });
  });

  it('ends the order at refunded but keeps asking while the provider verifies it', () => {
    expect(isTerminal(ORDER_STATUS.refunded)).toBe(true);
    expect(isTerminal(ORDER_STATUS.verifying)).toBe(false);
    expect(isTerminal(ORDER_STATUS.finishing)).toBe(false);
    expect(
      sendByState(ORDER_STATUS.verifying, 1_700_000_100, 1_700_000_000, 1_700_000_200),
    ).toEqual({
      shows: 'outcome',
      outcome: 'verifying',
      tone: 'alert',
      ticking: false,
    });
    expect(
      depositAddressWithdrawn(ORDER_STATUS.refunded, 1_700_000_100, 1_700_000_000, 1_700_000_200),
    ).toBe(true);
  });
});

// Status 1 is a deposit being anonymized only where the upstream makes the Monero hops itself
// (the price service); with providers it is one exchange confirming the deposit (issue 58). The
// status line, the progress bar, the tab title and the support message all read this one rule.
describe('the status as the site may name it', () => {
  it('names status 1 confirming where the site may not say anonymizing, and nothing else moves', () => {
    const names = [
      'waiting',
      'anonymizing',
      'swapping',
      'finishing',
      'completed',
      'expired',
      'failed',
      'refunded',
      'verifying',
    ];
    expect(ORDER_STATUS_CODES.map((code) => statusName(code, true))).toEqual(names);
    expect(ORDER_STATUS_CODES.map((code) => statusName(code, false))).toEqual(
      names.with(ORDER_STATUS.anonymizing, 'confirming'),
    );
    expect(statusName(9, false)).toBeUndefined();
  });

  it('words its line by that name', () => {
    expect(statusLine(ORDER_STATUS.anonymizing, true)).toBe('Received, anonymizing');
    expect(statusLine(ORDER_STATUS.anonymizing, false)).toBe('Received, confirming');
    expect(statusLine(ORDER_STATUS.swapping, false)).toBe('Swapping');
    expect(statusLine(9, true)).toBe('Unknown');
  });
});
