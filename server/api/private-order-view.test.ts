import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { overallStatus } from './private-order-view.js';

const { waiting, anonymizing, swapping, finishing, completed, expired, refunded, verifying } =
  ORDER_STATUS;

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
