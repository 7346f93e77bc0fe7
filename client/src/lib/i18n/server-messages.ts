import type { MessageId } from './i18n.js';

/**
 * The server's own refusals that the page shows as they are (rate limit, a form out of date), by
 * their shared English text: the page says them in its own language. An unknown text falls back
 * to a general message in that language rather than English.
 */
const KNOWN: Record<string, MessageId> = {
  'Too many requests. Please wait a minute and try again.': 'notice.rateLimited',
  'Pick two coins to swap.': 'notice.pickTwoCoins',
  'The form is out of date: please send it again.': 'notice.formOutOfDate',
  'Choose two different coins': 'swap.sameCoin',
  // not the server's: the script-free form's reason under the amount (features/swap/form-problem)
  'Enter the amount as a plain number, such as 1.5': 'swap.invalidAmount',
};

/** The id of a known English text, or null for any other (shown as it came). */
export const knownMessageId = (message: string): MessageId | null => KNOWN[message.trim()] ?? null;

export const serverMessageId = (message: string | null, fallback: MessageId): MessageId =>
  (message !== null ? KNOWN[message.trim()] : undefined) ?? fallback;
