import { intlLocale, type Lang } from './languages.js';

// Amounts and rates are computed as plain decimal text ('0.191812', the spec's English form) and
// shown with the page language's decimal mark: the same digits on the server and in any browser,
// so a hydrated page always matches, and no grouping marks that a wallet would not accept.

const marks = new Map<Lang, string>();

function decimalMark(lang: Lang): string {
  let mark = marks.get(lang);
  if (mark === undefined) {
    const parts = new Intl.NumberFormat(intlLocale(lang)).formatToParts(1.5);
    mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
    marks.set(lang, mark);
  }
  return mark;
}

/** '0.191812' as German '0,191812'; text without a decimal point ('---', '12') is unchanged. */
export const localizeDecimal = (text: string, lang: Lang): string =>
  text.replace(/(\d)\.(\d)/, `$1${decimalMark(lang)}$2`);

const PERSIAN_DIGITS = /[\u06F0-\u06F9\u0660-\u0669]/g;

/**
 * What a visitor typed into the amount field, with Persian and Arabic-Indic digits as Latin ones
 * and the Persian decimal mark (٫) as a point, before the field's own rule reads it.
 */
export const latinDigits = (raw: string): string =>
  raw
    .replace(PERSIAN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x30) % 16))
    .replace(/\u066B/g, '.');
