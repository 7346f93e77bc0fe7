import type { Notice } from '../../components/notify.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMING_SOON_MS = 4000;

const COMING_SOON_TITLE = 'Coming soon';

/** The toast each stake button shows instead of pretending to act. */
export const comingSoonNotice = (action: 'Approve' | 'Stake' | 'Redeem'): Notice => ({
  type: 'info',
  title: COMING_SOON_TITLE,
  message: `${action} is coming soon: staking is not live yet, so nothing was sent or signed.`,
  durationMs: COMING_SOON_MS,
});

/** The day a plan started on `start` would unlock, e.g. '14 Jun 2026'. */
export function exampleRedemptionDate(start: Date, days: number): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(
    new Date(start.getTime() + days * DAY_MS),
  );
}

export const formatTokens = (amount: number): string =>
  amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
