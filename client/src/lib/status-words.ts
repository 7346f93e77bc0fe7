import { ORDER_STATUS } from '../../../shared/order-status.js';
import type { MessageId } from './i18n/i18n.js';

/** A status's line ('Received, anonymizing' or, with providers, 'Received, confirming'). */
export const statusMessage = (status: number, anonymizing: boolean): MessageId =>
  status === ORDER_STATUS.anonymizing && !anonymizing
    ? 'status.1Confirming'
    : (`status.${status}` as MessageId);
