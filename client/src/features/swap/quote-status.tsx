import type { Lang } from '../../../../shared/i18n/languages.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useT, type Translate } from '../../lib/i18n/i18n.js';
import { useCallback, useSyncExternalStore } from 'react';
import { getCoin } from '../../../../shared/coins.js';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../../../shared/constants.js';
import { subscribeToClock } from '../../lib/clock.js';
import { formatQuoteAge, quoteAgeSeconds } from './quote-freshness.js';
import { formatEstimate } from './swap-amount.js';
import type { MovedEstimate, QuoteFor } from './use-price-quote.js';
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
  const t = useT();
  const lang = useLang();
  return (
    <>
      <p className="quote-status__age">{quote && <QuoteAge receivedAt={quote.receivedAt} />}</p>
      <p id={movedId} className="quote-status__moved" aria-live="polite">
        {moved && movedText(t, lang, moved)}
      </p>
    </>
  );
}

function movedText(t: Translate, lang: Lang, { quote, previous }: MovedEstimate): string {
  return t('swap.estimateMoved', {
    percent: QUOTE_MOVE_LIMIT_PERCENT,
    previous: localizeDecimal(formatEstimate(previous), lang),
    next: localizeDecimal(formatEstimate(quote.quote.estimate), lang),
    coin: getCoin(quote.to).label,
  });
}

// No clock on the server, and none in the first render of a hydrated page.
const noAge = (): null => null;

function QuoteAge({ receivedAt }: { receivedAt: number }) {
  const t = useT();
  const age = useSyncExternalStore(
    subscribeToClock,
    useCallback(() => quoteAgeSeconds(receivedAt, Date.now()), [receivedAt]),
    noAge,
  );
  return age === null ? null : <>{t(...formatQuoteAge(age))}</>;
}
