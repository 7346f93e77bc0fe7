import { statusName } from '../../../shared/order-status.js';
import type { MessageId } from './i18n/i18n.js';

/**
 * A status's line ('Received, anonymizing' or, with providers, 'Received, confirming'), by the
 * status's name (shared/order-status.ts statusName).
 */
export const statusMessage = (status: number, anonymizing: boolean): MessageId =>
  statusName(status, anonymizing) === 'confirming'
    ? 'status.1Confirming'
    : (`status.${status}` as MessageId);
