import type { AmountLimitWarning } from '../../../../shared/amount.js';
import type { Lang } from '../../../../shared/i18n/languages.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import type { Translate } from './i18n.js';
import { knownMessageId } from './server-messages.js';

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
 * The server's Min/Max refusal (422 AMOUNT_OUT_OF_RANGE, the shared English text) in the page's
 * language, as is a known text (an amount that is not a number); any other text is shown as it came.
 */
export function limitRefusalText(t: Translate, lang: Lang, text: string): string {
  const match = /^(Min|Max): (\d+(?:\.\d+)?(?:e[+-]?\d+)?) (.+)$/.exec(text);
  if (!match) {
    const id = knownMessageId(text);
    return id ? t(id) : text;
  }
  const [, kind, limit = '0', coin = ''] = match;
  return limitWarningText(
    t,
    lang,
    { kind: kind === 'Min' ? 'min' : 'max', limit: Number(limit) },
    coin,
  );
}
