import { plainAmount } from '../../../../shared/amount.js';
import { quotedFor, SHOWN_QUOTE_FIELDS } from '../../../../shared/contract/render.js';
import type { QuoteFor } from './use-price-quote.js';

/**
 * Which quote the visitor saw, as hidden fields: without script the server orders only at that
 * estimate (and at its fixed rate, when the provider gave one).
 */
export function ShownQuoteFields({
  shown,
  estimate,
}: {
  shown: QuoteFor | null;
  /** the estimate on screen: the offer picked, else the quote's */
  estimate: number | null;
}) {
  return (
    <>
      <input
        type="hidden"
        name={SHOWN_QUOTE_FIELDS.estimate}
        value={shown && estimate !== null ? plainAmount(estimate) : ''}
      />
      <input
        type="hidden"
        name={SHOWN_QUOTE_FIELDS.quotedFor}
        value={shown ? quotedFor(shown.from, shown.to, shown.amount) : ''}
      />
      {shown?.quote.rateId !== undefined && (
        <input type="hidden" name={SHOWN_QUOTE_FIELDS.rateId} value={shown.quote.rateId} />
      )}
      {shown?.quote.validUntil !== undefined && (
        <input type="hidden" name={SHOWN_QUOTE_FIELDS.validUntil} value={shown.quote.validUntil} />
      )}
    </>
  );
}
