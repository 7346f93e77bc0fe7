import { describe, expect, it } from 'vitest';
import { intlLocale, LANGUAGES } from './languages.js';
import { formatNumber, latinDigits, localizeDecimal } from './numbers.js';

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

  it.each(LANGUAGES)("puts %s's own decimal mark into a decimal text", (lang) => {
    const mark = new Intl.NumberFormat(intlLocale(lang))
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    expect(localizeDecimal('0.191812', lang)).toBe(`0${mark}191812`);
    expect(localizeDecimal('---', lang)).toBe('---');
  });

  it('reads Persian digits and the Persian decimal mark as Latin ones', () => {
    expect(latinDigits('۱٫۵')).toBe('1.5');
  });
});
