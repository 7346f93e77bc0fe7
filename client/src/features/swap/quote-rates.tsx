import { formatRate } from '../../../../shared/amount.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang } from '../../lib/i18n/i18n.js';
import { MarketNote } from './market-place.js';
import { QuoteStatus } from './quote-status.js';
import type { PriceQuoteState } from './use-price-quote.js';

interface QuoteRatesProps {
  fromLabel: string;
  toLabel: string;
  /** the estimate on screen (the offer picked, else the quote's) and the amount it is for */
  estimate: number | null;
  quotedAmount: number | null;
  price: Pick<PriceQuoteState, 'current' | 'moved'>;
}

/**
 * The rate both ways (left to right in every language: it is a formula) and how fresh it is. The
 * line keeps the page's direction, so it sits where the form's text starts (right, in Persian);
 * the formula alone reads left to right.
 */
export function QuoteRates({ fromLabel, toLabel, estimate, quotedAmount, price }: QuoteRatesProps) {
  const lang = useLang();
  const number = (text: string) => localizeDecimal(text, lang);
  return (
    <div className="swap-form__rates">
      <p>
        <bdi dir="ltr">
          {number('1')} {fromLabel} = {number(formatRate(estimate, quotedAmount))} {toLabel}
        </bdi>
      </p>
      <p>
        <bdi dir="ltr">
          {number('1')} {toLabel} = {number(formatRate(quotedAmount, estimate))} {fromLabel}
        </bdi>
      </p>
      <MarketNote quote={price.current?.quote} />
      <QuoteStatus quote={price.current} moved={price.moved} movedId="quote-moved" />
    </div>
  );
}
