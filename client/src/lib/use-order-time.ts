import { localDigits } from '../../../shared/i18n/numbers.js';
import { useLang, useT } from './i18n/i18n.js';
import { formatOrderTime } from './order-format.js';

/** An order's time in the page's calendar and digits, in UTC, the zone named in its language. */
export function useOrderTime(): (epochSeconds: number) => string {
  const t = useT();
  const lang = useLang();
  return (epochSeconds) =>
    t('order.utcTime', { time: localDigits(formatOrderTime(epochSeconds, lang), lang) });
}
