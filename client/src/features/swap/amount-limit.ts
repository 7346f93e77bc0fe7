import { amountLimitWarning, type AmountLimitWarning } from '../../../../shared/amount.js';
import type { Offer } from '../../../../shared/contract/api.js';
import type { QuoteFor } from './use-price-quote.js';

/**
 * How the typed amount (as sent to the API) falls outside the shown quote's limits, or those of
 * the offer picked, which may differ; null inside them or without a quote or an amount. Both the
 * warning under the amount and the submit's guard read it, so they never disagree.
 */
export const limitWarningOf = (
  shown: QuoteFor | null,
  offer: Offer | null,
  apiAmount: string | null,
): AmountLimitWarning | null =>
  shown && apiAmount !== null
    ? amountLimitWarning(Number(apiAmount), (offer ?? shown.quote).min, (offer ?? shown.quote).max)
    : null;
