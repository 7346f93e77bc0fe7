import { intlLocale, type Lang } from '../../../../shared/i18n/languages.js';
import type { Notice } from '../../components/notify.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMING_SOON_MS = 4000;

export type StakeAction = 'approve' | 'stake' | 'redeem';

/** The toast each stake button shows instead of pretending to act. */
export const comingSoonNotice = (action: StakeAction): Notice => ({
  type: 'info',
  title: 'stake.comingSoon',
  message: 'stake.soonMessage',
  values: { action },
  durationMs: COMING_SOON_MS,
});

/** The day a plan started on `start` would unlock, e.g. '14 Jun 2026' (English: en-GB). */
export function exampleRedemptionDate(start: Date, days: number, lang: Lang = 'en'): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : intlLocale(lang), {
    dateStyle: 'medium',
  }).format(new Date(start.getTime() + days * DAY_MS));
}

export const formatTokens = (amount: number, lang: Lang = 'en'): string =>
  amount.toLocaleString(lang === 'en' ? 'en-US' : intlLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
