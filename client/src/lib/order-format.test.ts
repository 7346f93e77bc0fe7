import { describe, expect, it } from 'vitest';
import { formatCreatedAt, plainAmount } from './order-format.js';

describe('plainAmount', () => {
  it('keeps ordinary amounts as they are', () => {
    expect(plainAmount(1.5)).toBe('1.5');
    expect(plainAmount(0.123456789)).toBe('0.123456789');
    expect(plainAmount(42)).toBe('42');
  });

  it('writes tiny and huge amounts without an exponent', () => {
    expect(plainAmount(1e-7)).toBe('0.0000001');
    expect(plainAmount(1.25e-8)).toBe('0.0000000125');
    expect(plainAmount(3e21)).toBe('3000000000000000000000');
    expect(plainAmount(1.5e21)).toBe('1500000000000000000000');
  });
});

describe('formatCreatedAt', () => {
  it('shows date and time in the given locale', () => {
    const text = formatCreatedAt(Date.UTC(2024, 0, 15, 12, 30) / 1000, 'en-US');
    expect(text).toMatch(/Jan 15, 2024/);
  });
});
