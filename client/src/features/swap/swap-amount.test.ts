import { describe, expect, it } from 'vitest';
import { formatEstimate, nextAmountText } from './swap-amount.js';

describe('nextAmountText', () => {
  it.each([
    ['1.5', '1.5'],
    ['.5', '0.5'],
    ['1,5', '1,5'],
    ['-1', null],
    ['1e3', null],
    ['1.2.3', null],
    ['1234567890123', null],
    ['000000000000001', '000000000000001'],
    [`0.${'1'.repeat(18)}`, `0.${'1'.repeat(18)}`],
    [`0.${'1'.repeat(19)}`, null],
  ])('turns %j into %j', (raw, kept) => {
    expect(nextAmountText(raw)).toBe(kept);
  });
});

describe('formatEstimate', () => {
  it('shows --- when there is no estimate', () => {
    expect(formatEstimate(null)).toBe('---');
    expect(formatEstimate(undefined)).toBe('---');
    expect(formatEstimate(-1)).toBe('---');
  });

  it('shows at most 8 decimals without trailing zeros', () => {
    expect(formatEstimate(0.123456789)).toBe('0.12345679');
    expect(formatEstimate(2.5)).toBe('2.5');
  });
});
