import { statusName } from '../../../../shared/order-status.js';
import { useT } from '../../lib/i18n/i18n.js';
import { usePageTitle } from '../../lib/page-title.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';

/** Enough of the id to tell a visitor's orders apart in tabs and history; never the whole id. */
const ID_PREFIX_LENGTH = 6;

/**
 * The order page's title: the id's first characters and the state the page shows; an order whose
 * provider's reply no longer matches it says 'do not send' there too, whatever its status.
 */
export function useOrderTitle(orderId: string, status: number, mismatch = false): void {
  const t = useT();
  const anonymizing = useSaysAnonymizing();
  usePageTitle(
    t('meta.orderTitle', {
      id: `${orderId.slice(0, ID_PREFIX_LENGTH)}…`,
      // the title's message selects on the status's name ('waiting', 'confirming')
      status: mismatch ? 'withheld' : (statusName(status, anonymizing) ?? 'other'),
    }),
  );
}
