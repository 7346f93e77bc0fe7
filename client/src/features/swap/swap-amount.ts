import { acceptAmountInput } from '../../../../shared/amount.js';

// The API takes at most 12 integer and 18 fraction digits; longer input is refused as typed.
const MAX_INTEGER_DIGITS = 12;
const MAX_FRACTION_DIGITS = 18;

/** The text the amount field keeps after a keystroke, or null to refuse it (spec section 5). */
export function nextAmountText(raw: string): string | null {
  const text = acceptAmountInput(raw);
  if (text === null) return null;
  const [integer = '', fraction = ''] = text.split(/[.,]/);
  const significantInteger = integer.replace(/^0+(?=\d)/, '');
  if (significantInteger.length > MAX_INTEGER_DIGITS || fraction.length > MAX_FRACTION_DIGITS) {
    return null;
  }
  return text;
}

/** The receive estimate as shown: up to 8 decimals without trailing zeros; '---' when none. */
export function formatEstimate(estimate: number | null | undefined): string {
  if (estimate === null || estimate === undefined || !Number.isFinite(estimate) || estimate < 0) {
    return '---';
  }
  return String(Number(estimate.toFixed(8)));
}
