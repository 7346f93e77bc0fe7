import { intlLocale, type Lang } from './languages.js';

// Amounts and rates are computed as plain decimal text ('0.191812', the spec's English form) and
// shown with the page language's decimal mark: the same digits on the server and in any browser,
// so a hydrated page always matches, and no grouping marks that a wallet would not accept.

/**
 * Each language's marks, as Intl writes them for its `intlLocale` (numbers.test.ts holds the table
 * to Intl). Written out because the first Intl.NumberFormat a page makes costs 17-41 ms in
 * Chromium (measured on this machine, more for Persian), all of it while the page hydrates; a
 * table costs nothing. `minGrouping`: the digits the whole part needs before it is grouped.
 */
const NUMBER_MARKS: Record<Lang, { decimal: string; group: string; minGrouping: number }> = {
  en: { decimal: '.', group: ',', minGrouping: 4 },
  es: { decimal: ',', group: '.', minGrouping: 5 },
  pt: { decimal: ',', group: '.', minGrouping: 4 },
  fr: { decimal: ',', group: '\u202f', minGrouping: 4 },
  de: { decimal: ',', group: '.', minGrouping: 4 },
  ru: { decimal: ',', group: '\u00a0', minGrouping: 4 },
  tr: { decimal: ',', group: '.', minGrouping: 4 },
  zh: { decimal: '.', group: ',', minGrouping: 4 },
  fa: { decimal: '\u066b', group: '\u066c', minGrouping: 4 },
};

const PERSIAN_ZERO = 0x06f0;

/**
 * Text with its Latin digits in the page language's own: Persian writes every number in Persian
 * digits (۰-۹), prose, dates, times and amounts alike, so a page never mixes two systems. Only
 * for numbers to read: addresses, ids, hashes and commands keep the Latin digits they are typed
 * and compared with (and an amount copied for a wallet goes back to them: latinDigits).
 */
export function localDigits(text: string, lang: Lang): string {
  if (lang !== 'fa') return text;
  return text.replace(/\d/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

const decimalMark = (lang: Lang): string => NUMBER_MARKS[lang].decimal;

/** '1234567' as '1,234,567' with the language's mark: three digits a group from the right. */
function groupThousands(digits: string, group: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return groups.join(group);
}

/**
 * A number as Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 20 }) writes it, for the
 * plain numbers messages hold (minutes, counts, percentages); Intl itself only for what the table
 * cannot write (negative numbers, exponents).
 */
export function formatNumber(lang: Lang, value: number): string {
  const plain = String(value);
  if (!/^\d+(?:\.\d+)?$/.test(plain)) {
    return new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 20 }).format(value);
  }
  const { decimal, group, minGrouping } = NUMBER_MARKS[lang];
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.length >= minGrouping ? groupThousands(whole, group) : whole;
  return localDigits(fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`, lang);
}

/**
 * '0.191812' as German '0,191812', Persian '۰٫۱۹۱۸۱۲'; text without a decimal point ('---',
 * '12') keeps its marks (Persian digits still).
 */
export const localizeDecimal = (text: string, lang: Lang): string =>
  localDigits(text.replace(/(\d)\.(\d)/, `$1${decimalMark(lang)}$2`), lang);

const PERSIAN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;

/**
 * What a visitor typed into the amount field (or copies from an amount for a wallet), with
 * Persian and Arabic-Indic digits as Latin ones, the Persian decimal mark (٫) as a point and its
 * thousands mark (٬) gone, before the field's own rule (or the wallet) reads it.
 */
export const latinDigits = (raw: string): string =>
  raw
    .replace(PERSIAN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x30) % 16))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');
