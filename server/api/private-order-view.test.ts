import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { legTwoAsShown, overallStatus } from './private-order-view.js';

const {
  waiting,
  anonymizing,
  swapping,
  finishing,
  completed,
  expired,
  failed,
  refunded,
  verifying,
} = ORDER_STATUS;

describe('a private order’s overall progress', () => {
  it('follows leg one until its deposit is being swapped', () => {
    expect(overallStatus(waiting, waiting)).toBe(waiting);
    expect(overallStatus(anonymizing, waiting)).toBe(anonymizing);
    expect(overallStatus(swapping, waiting)).toBe(swapping);
  });

  it('stays exchanging while the Monero moves between the legs', () => {
    expect(overallStatus(finishing, waiting)).toBe(swapping);
    expect(overallStatus(completed, waiting)).toBe(swapping);
    expect(overallStatus(completed, anonymizing)).toBe(swapping);
    expect(overallStatus(completed, swapping)).toBe(swapping);
  });

  it('is sending and completed only with leg two’s payout', () => {
    expect(overallStatus(completed, finishing)).toBe(finishing);
    expect(overallStatus(completed, completed)).toBe(completed);
  });

  it('is held or refunded when either leg is', () => {
    expect(overallStatus(verifying, waiting)).toBe(verifying);
    expect(overallStatus(refunded, waiting)).toBe(refunded);
    expect(overallStatus(completed, verifying)).toBe(verifying);
    expect(overallStatus(completed, refunded)).toBe(refunded);
    expect(overallStatus(expired, waiting)).toBe(expired);
  });
});

describe('a private order’s leg two reported expired', () => {
  const facts = (status: number) => ({ status });
  const shown = (one: number) => {
    const { facts: two, remembered, unpaid } = legTwoAsShown(facts(one), facts(expired));
    return [two.status, remembered, unpaid];
  };

  it('is waiting for its deposit, and not remembered, while leg one may still pay it out', () => {
    for (const one of [waiting, anonymizing, swapping, finishing, verifying]) {
      expect(shown(one)).toEqual([waiting, false, false]);
    }
  });

  it('is expired once leg one has paid out, for support to hear of', () => {
    expect(shown(completed)).toEqual([expired, true, true]);
  });

  it('is expired, with nothing stranded, when leg one ended without paying', () => {
    for (const one of [expired, failed, refunded]) {
      expect(shown(one)).toEqual([expired, true, false]);
    }
  });

  it('leaves any other status of leg two as it is', () => {
    expect(legTwoAsShown(facts(swapping), facts(waiting))).toMatchObject({
      facts: { status: waiting },
      remembered: true,
      unpaid: false,
    });
  });
});
