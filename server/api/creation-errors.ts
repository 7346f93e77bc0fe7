import type { ProviderMismatch } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import type { AlertOrders } from '../alerts/alert-mail.js';
import { ApiError } from '../http/api-error.js';
import { UpstreamError } from '../upstream/upstream-error.js';

// How an order's creation fails past the provider's call: the reply did not match the order, or
// the order was made and could not be written down. Each carries what support's alert names.

/** The reply to a creation did not pass reply-checks.ts: no order is shown as made (a 502). */
export class ProviderMismatchError extends ApiError {
  constructor(
    readonly problems: ProviderMismatch[],
    /** our id and the provider's, when the provider's is fit to print; null: none is */
    readonly orders: AlertOrders | null,
    /** the name of the provider whose reply it was (a private route's leg two's, or leg one's) */
    readonly provider: string,
  ) {
    super(502, 'PROVIDER_MISMATCH', englishText('providerMismatch'));
  }
}

/** The provider made an order the site could not write down (support was told both ids). */
export class UnrecordedOrderError extends Error {
  constructor(cause: unknown) {
    super('the order could not be recorded', { cause });
    this.name = 'UnrecordedOrderError';
  }
}

/**
 * A private route's leg one was not made after leg two was (never asked, or refused for what is
 * no fault of the visitor's): nothing the visitor can pay exists, so the order's intent goes
 * (no orphan to chase, and the key free for a retry); a bad reply (502) as any provider fault.
 */
export class LegOneNotMadeError extends UpstreamError {
  constructor(why: string) {
    super('bad-reply', `token_exchange: ${why}`, 'token_exchange');
    this.name = 'LegOneNotMadeError';
  }
}
