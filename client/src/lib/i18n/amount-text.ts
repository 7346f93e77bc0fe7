import type { AmountLimitWarning } from '../../../../shared/amount.js';
import type { Lang } from '../../../../shared/i18n/languages.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import type { Translate } from './i18n.js';

/** 'Min: 0.05 BNB (BEP-20)' in the page's language (German 'Min.: 0,05 BNB (BEP-20)'). */
export const limitWarningText = (
  t: Translate,
  lang: Lang,
  warning: AmountLimitWarning,
  coin: string,
): string =>
  t(warning.kind === 'min' ? 'swap.min' : 'swap.max', {
    limit: localizeDecimal(String(warning.limit), lang),
    coin,
  });

/**
 * Why the server refused an amount: its Min/Max (422 AMOUNT_OUT_OF_RANGE with the limit), the
 * provider's own refusal (the same code, no limit to show), or, from the script-free form, a
 * text that is not an amount.
 */
export type AmountRefusal =
  | { kind: 'min' | 'max'; limit: number; coin: string }
  | { kind: 'out-of-range' }
  | { kind: 'not-a-number' };

/** An amount refusal in the page's language, by what it is (never by the server's English). */
export function amountRefusalText(t: Translate, lang: Lang, refusal: AmountRefusal): string {
  switch (refusal.kind) {
    case 'min':
    case 'max':
      return limitWarningText(t, lang, refusal, refusal.coin);
    case 'out-of-range':
      return t('swap.outOfRange');
    case 'not-a-number':
      return t('swap.invalidAmount');
  }
}
