import { useCallback, useSyncExternalStore } from 'react';
import { getCoin } from '../../../../shared/coins.js';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../../../shared/constants.js';
import { subscribeToClock } from '../../lib/clock.js';
import { formatQuoteAge, quoteAgeSeconds } from './quote-freshness.js';
import { formatEstimate } from './swap-amount.js';
import type { QuoteFor } from './use-price-quote.js';
import type { MovedEstimate } from './use-quote-refresh.js';
import './quote-status.css';

export interface QuoteStatusProps {
  /** the quote for the current inputs; null while there is none */
  quote: QuoteFor | null;
  moved: MovedEstimate | null;
  /** id of the moved-estimate line, so SWAP NOW can point at it */
  movedId: string;
}

/**
 * Under the rates: how old the quote is, and the request for a second click when SWAP NOW
 * found the estimate moved. The age line keeps its height while empty, so nothing jumps; the
 * moved line is a live region that stays in the page, so its text is announced when it comes.
 */
export function QuoteStatus({ quote, moved, movedId }: QuoteStatusProps) {
  return (
    <>
      <p className="quote-status__age">{quote && <QuoteAge receivedAt={quote.receivedAt} />}</p>
      <p id={movedId} className="quote-status__moved" aria-live="polite">
        {moved && movedText(moved)}
      </p>
    </>
  );
}

function movedText({ quote, previous }: MovedEstimate): string {
  const coin = getCoin(quote.to).label;
  return (
    `The estimate moved by more than ${QUOTE_MOVE_LIMIT_PERCENT}% while the form was open: ` +
    `from ${formatEstimate(previous)} to ${formatEstimate(quote.quote.estimate)} ${coin}. ` +
    'Press SWAP NOW again to swap at the new estimate.'
  );
}

// No clock on the server, and none in the first render of a hydrated page.
const noAge = (): null => null;

function QuoteAge({ receivedAt }: { receivedAt: number }) {
  const age = useSyncExternalStore(
    subscribeToClock,
    useCallback(() => quoteAgeSeconds(receivedAt, Date.now()), [receivedAt]),
    noAge,
  );
  return age === null ? null : <>{formatQuoteAge(age)}</>;
}
