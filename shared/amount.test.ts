import { describe, expect, it } from 'vitest';
import { itGives } from './test-support/table-tests.js';
import {
  AMOUNT_PATTERN,
  acceptAmountInput,
  plainAmount,
  amountLimitWarning,
  formatRate,
  parseAmount,
  toApiAmount,
} from './amount.js';

describe('acceptAmountInput', () => {
  itGives('keeps %j as %j', acceptAmountInput, [
    ['', ''],
    ['0', '0'],
    ['12', '12'],
    ['1.', '1.'],
    ['1.5', '1.5'],
    ['1,5', '1,5'],
    ['0.000001', '0.000001'],
    ['.', '0.'],
    ['.5', '0.5'],
    [',5', '0,5'],
    ['12345678901234567890', '12345678901234567890'],
  ]);

  it.each([
    ['a minus sign', '-1'],
    ['a minus sign inside', '1-2'],
    ['a lone minus sign', '-'],
    ['a plus sign', '+1'],
    ['letters', 'abc'],
    ['a trailing letter', '1a'],
    ['exponent notation', '1e5'],
    ['two dots', '1.2.3'],
    ['a double dot', '1..2'],
    ['a dot and a comma', '1.2,3'],
    ['a leading double dot', '..'],
    ['a space', '1 000'],
    ['surrounding spaces', ' 1 '],
  ])('refuses %s (%j)', (_title, raw) => {
    expect(acceptAmountInput(raw)).toBeNull();
  });
});

describe('parseAmount', () => {
  itGives('reads %j as %d', parseAmount, [
    ['1', 1],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['0.25', 0.25],
    ['1.', 1],
    ['0', 0],
    ['0.', 0],
    ['007', 7],
  ]);

  it.each([
    ['nothing typed', ''],
    ['a bare dot', '.'],
    ['a minus sign', '-1'],
    ['letters', 'abc'],
    ['two dots', '1.2.3'],
    ['a number too big for a double', '9'.repeat(400)],
  ])('has no number for %s', (_title, text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('amountLimitWarning', () => {
  it.each([
    // the original compared strings: '10' <= '0.5' is false but '10' <= '5' is true
    ['an amount well above the minimum', 10, 0.5, 0],
    ['10 against a minimum of 5 (string order would say below)', 10, 5, 100],
    ['9 against a maximum of 10 (string order would say above)', 9, 0.1, 10],
    ['a zero amount', 0, 0.5, 10],
    ['a negative amount', -1, 0.5, 10],
    ['NaN', Number.NaN, 0.5, 10],
    ['any amount when the maximum is 0 (none)', 1_000_000, 0.5, 0],
    ['an amount just above the minimum', 0.5000001, 0.5, 10],
    ['an amount just below the maximum', 9.99, 0.5, 10],
  ])('stays silent for %s', (_title, amount, min, max) => {
    expect(amountLimitWarning(amount, min, max)).toBeNull();
  });

  it.each([
    ['below the minimum', 0.1, 0.5, 10, { kind: 'min', limit: 0.5 }],
    ['at the minimum', 0.5, 0.5, 10, { kind: 'min', limit: 0.5 }],
    [
      '2 against a minimum of 10 (string order would say above)',
      2,
      10,
      0,
      { kind: 'min', limit: 10 },
    ],
    ['at the maximum', 10, 0.5, 10, { kind: 'max', limit: 10 }],
    ['above the maximum', 25, 0.5, 10, { kind: 'max', limit: 10 }],
    [
      '100 against a maximum of 20 (string order would say below)',
      100,
      1,
      20,
      { kind: 'max', limit: 20 },
    ],
  ])('warns for an amount %s', (_title, amount, min, max, warning) => {
    expect(amountLimitWarning(amount, min, max)).toEqual(warning);
  });
});

describe('formatRate', () => {
  it.each([
    [2, 1, '2.000000'],
    [1, 3, '0.333333'],
    [0.0512, 1.5, '0.034133'],
    [1234.5, 0.5, '2469.000000'],
  ])('divides %d by %d to six decimals: %s', (numerator, denominator, text) => {
    expect(formatRate(numerator, denominator)).toBe(text);
  });

  it.each([
    [null, 1],
    [1, null],
    [1, 0],
    [0, 1],
    [-1, 1],
    [1, Number.NaN],
  ])('shows --- for %s / %s', (numerator, denominator) => {
    expect(formatRate(numerator, denominator)).toBe('---');
  });
});

describe('AMOUNT_PATTERN (what the API accepts)', () => {
  it.each(['1', '0.5', '1.5', '0', '123456789012', `0.${'1'.repeat(18)}`])('matches %j', (text) => {
    expect(AMOUNT_PATTERN.test(text)).toBe(true);
  });

  it.each(['', '.5', '1.', '1,5', '01', '-1', '1e5', '1234567890123', `0.${'1'.repeat(19)}`])(
    'does not match %j',
    (text) => {
      expect(AMOUNT_PATTERN.test(text)).toBe(false);
    },
  );
});

describe('toApiAmount', () => {
  itGives('sends %j as %j', toApiAmount, [
    ['', null],
    ['0', null],
    ['0.', null],
    ['0.000', null],
    ['1,', '1'],
    ['1,25', '1.25'],
    ['007.50', '7.50'],
    ['0.5', '0.5'],
  ]);
});

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

  it('writes what Intl writes without grouping, without loading Intl on the page', () => {
    const intl = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    for (const value of [0, 0.1918125, 2.5e-10, 1.23456789e-7, 1e21, 3.2e22, 0.30000000000000004]) {
      expect(plainAmount(value), String(value)).toBe(intl.format(value));
    }
  });
});
