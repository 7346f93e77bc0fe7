/**
 * The send-amount field's rule (spec section 5), as one function from what the visitor typed to
 * the text the field keeps, or null when the keystroke is refused.
 */
export function acceptAmountInput(raw: string): string | null {
  if (raw.includes('-')) return null;
  const text = raw.startsWith('.') || raw.startsWith(',') ? `0${raw}` : raw;
  return /^\d*(?:[.,]\d*)?$/.test(text) ? text : null;
}

/** The number an accepted amount text stands for ('0.' is 0); null when there is none yet (''). */
export function parseAmount(text: string): number | null {
  const normalised = text.replace(',', '.');
  if (!/^\d+(?:\.\d*)?$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export interface AmountLimitWarning {
  kind: 'min' | 'max';
  limit: number;
}

/**
 * Min when a positive amount is at or below the minimum; max when it is at or above a non-zero
 * maximum. Compares numbers, not strings (the original compared strings).
 */
export function amountLimitWarning(
  amount: number,
  min: number,
  max: number,
): AmountLimitWarning | null {
  if (!(amount > 0)) return null;
  if (amount <= min) return { kind: 'min', limit: min };
  if (max > 0 && amount >= max) return { kind: 'max', limit: max };
  return null;
}

/** Rates are shown to six decimals; '---' when there is nothing to divide. */
export function formatRate(numerator: number | null, denominator: number | null): string {
  if (numerator === null || denominator === null || !(numerator > 0) || !(denominator > 0)) {
    return '---';
  }
  return (numerator / denominator).toFixed(6);
}

/** Send amounts the API accepts: a positive decimal of at most 12 integer and 18 fraction digits. */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,18})?$/;

/**
 * The amount as the API wants it ('1.5'), or null when there is nothing above 0 to price:
 * '', '0', '0.' and '.' give null; '1,' gives '1'; '007.50' gives '7.50'.
 */
export function toApiAmount(text: string): string | null {
  const value = parseAmount(text);
  if (value === null || !(value > 0)) return null;
  const normalised = text
    .replace(',', '.')
    .replace(/\.$/, '')
    .replace(/^0+(?=\d)/, '');
  return AMOUNT_PATTERN.test(normalised) ? normalised : null;
}

/**
 * A number as plain decimal digits, never in exponent form: the visitor must be able to send
 * exactly this amount ('0.0000001', not '1e-7').
 */
export function plainAmount(value: number): string {
  if (!Number.isFinite(value)) return '—';
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', head = '', tail = '', exponentText = '0'] = match;
  const digits = head + tail;
  const point = 1 + Number(exponentText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A figure as the decimal a signed document prints: binary-float noise dropped (15 significant
 * digits, as much as a double holds), then cut to the coin's `decimals`, never rounded up
 * (0.26063367140000004 is 0.2606336714). Works on a decimal text too (cut, not reparsed).
 */
export function coinDecimal(value: number | string, decimals: number): string {
  const text = typeof value === 'string' ? value : plainAmount(Number(value.toPrecision(15)));
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = fraction.slice(0, decimals);
  while (kept.endsWith('0')) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : whole;
}
