import { describe, expect, it } from 'vitest';
import { REFERENCE_PRICES } from './reference-prices.js';
import { flowOf, quote, sendLimits } from './quote.js';

describe('sandbox quotes', () => {
  it('never promises more than the reference rate less the fee, and at most 8 decimals', () => {
    for (const amount of [0.05, 0.1, 0.3, 1, 1.98, 7.77, 33.3]) {
      const { estimate } = quote('BNB', 'BTC', amount);
      const exact =
        ((amount * REFERENCE_PRICES.usd.BNB!) / REFERENCE_PRICES.usd.BTC!) *
        (1 - REFERENCE_PRICES.feePercent / 100);
      expect(estimate).toBeLessThanOrEqual(exact);
      expect(exact - estimate).toBeLessThan(1e-8);
      expect(String(estimate)).toMatch(/^\d+(\.\d{1,8})?$/);
    }
  });

  it('does not lose the last unit to binary rounding', () => {
    // 20.2 * 0.99 is 19.997999999999998 in binary; the 1% fee leaves exactly 19.998.
    expect(quote('USDT', 'DAI', 20.2).estimate).toBe(19.998);
    expect(quote('USDT', 'DAI', 303).estimate).toBe(299.97);
  });

  it('rounds limits to two significant figures', () => {
    for (const symbol of ['BTC', 'ETH', 'MATIC', 'XRP', 'USDT'] as const) {
      const { min, max } = sendLimits(symbol);
      expect(Number(min.toPrecision(2))).toBe(min);
      expect(Number(max.toPrecision(2))).toBe(max);
      expect(min).toBeLessThan(max);
    }
  });

  it('has no limits for a coin the service does not trade', () => {
    expect(sendLimits('AVAX')).toEqual({ min: 0, max: 0 });
  });

  it('routes through XMR unless XMR is one of the sides', () => {
    expect(flowOf('SOL', 'ADA')).toBe('SOL>XMR>ADA');
    expect(flowOf('XMR', 'ADA')).toBe('XMR>ADA');
    expect(flowOf('SOL', 'XMR')).toBe('SOL>XMR');
  });
});
