import { ORDER_STATUS } from '../../../shared/order-status.js';
import type { MessageId } from './i18n/i18n.js';
import { useRuntimeConfig } from './runtime-config-context.js';

/**
 * Whether the site's words may say a deposit is being anonymized: only where the upstream makes
 * the Monero hops itself (the price service). With providers, status 1 is a deposit being
 * confirmed by one exchange (a private route's Monero hop is its legs', shown as such): the same
 * status then reads "confirming", never a claim the order does not keep (issue 58).
 */
export const useSaysAnonymizing = (): boolean => useRuntimeConfig().privacyRoute === 'service';

/** A status's line ('Received, anonymizing' or, with providers, 'Received, confirming'). */
export const statusMessage = (status: number, anonymizing: boolean): MessageId =>
  status === ORDER_STATUS.anonymizing && !anonymizing
    ? 'status.1Confirming'
    : (`status.${status}` as MessageId);
