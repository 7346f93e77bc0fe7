import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { useT } from '../../lib/i18n/i18n.js';
import { usePageTitle } from '../../lib/page-title.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';

/** Enough of the id to tell a visitor's orders apart in tabs and history; never the whole id. */
const ID_PREFIX_LENGTH = 6;

/** A status's name in ORDER_STATUS ('waiting'): the title's message selects on it. */
const statusName = (status: number): string =>
  Object.entries(ORDER_STATUS).find(([, code]) => code === status)?.[0] ?? 'other';

/**
 * The order page's title: the id's first characters and the state the page shows; an order whose
 * provider's reply no longer matches it says 'do not send' there too, whatever its status.
 */
export function useOrderTitle(orderId: string, status: number, mismatch = false): void {
  const t = useT();
  const anonymizing = useSaysAnonymizing();
  const name = statusName(status);
  usePageTitle(
    t('meta.orderTitle', {
      id: `${orderId.slice(0, ID_PREFIX_LENGTH)}…`,
      status: mismatch ? 'withheld' : name === 'anonymizing' && !anonymizing ? 'confirming' : name,
    }),
  );
}
