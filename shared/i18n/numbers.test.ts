import { describe, expect, it } from 'vitest';
import { intlLocale, LANGUAGES } from './languages.js';
import { formatNumber, latinDigits, localDigits, localizeDecimal } from './numbers.js';

const VALUES = [
  0, 1, 20, 99.5, 999, 1000, 1234.5, 9999, 10_000, 123_456.789, 1_000_000, 12_345_678, 0.000123,
];

describe('numbers without Intl on the page', () => {
  it.each(LANGUAGES)('writes numbers in %s exactly as Intl does', (lang) => {
    const intl = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 20 });
    for (const value of VALUES)
      expect(formatNumber(lang, value), String(value)).toBe(intl.format(value));
  });

  it('leaves what the table cannot write to Intl: negative numbers, exponents', () => {
    expect(formatNumber('de', -1234.5)).toBe('-1.234,5');
    expect(formatNumber('en', 1e21)).toBe(new Intl.NumberFormat('en').format(1e21));
  });

  it.each(LANGUAGES)(
    "writes a decimal text in %s's own digits and decimal mark, as Intl does",
    (lang) => {
      const intl = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 20 });
      expect(localizeDecimal('0.191812', lang)).toBe(intl.format(0.191812));
      expect(localizeDecimal('12', lang)).toBe(intl.format(12));
      expect(localizeDecimal('---', lang)).toBe('---');
    },
  );

  it('writes Persian numbers in Persian digits, and only Persian ones', () => {
    expect(localizeDecimal('0.191812', 'fa')).toBe('۰٫۱۹۱۸۱۲');
    expect(formatNumber('fa', 1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(localDigits('29:49', 'fa')).toBe('۲۹:۴۹');
    expect(localDigits('29:49', 'de')).toBe('29:49');
  });

  it('reads Persian digits and marks back as the Latin ones a wallet takes', () => {
    expect(latinDigits('۱٫۵')).toBe('1.5');
    expect(latinDigits(formatNumber('fa', 1234.5))).toBe('1234.5');
    expect(latinDigits(localizeDecimal('0.1918125', 'fa'))).toBe('0.1918125');
  });
});
