import { useCallback, useEffect, useState } from 'react';
import { QUOTE_REFRESH_MS } from '../../../../shared/constants.js';
import { useDocumentVisible } from '../../lib/use-document-visible.js';
import { estimateMoved, isQuoteStale } from './quote-freshness.js';
import type { PriceQuoteState, QuoteFor } from './use-price-quote.js';

/** A fresh estimate that moved too far from the shown one: the visitor must confirm it. */
export interface MovedEstimate {
  /** the fresh quote, now on screen */
  quote: QuoteFor;
  /** the estimate the visitor had seen */
  previous: number | null;
}

export interface QuoteRefresh {
  /** the quote for exactly the current inputs, if one arrived */
  current: QuoteFor | null;
  /** set after SWAP NOW found the estimate moved; cleared once another quote is shown */
  moved: MovedEstimate | null;
  /**
   * The quote SWAP NOW may use: the current one while it is at most 60 s old, otherwise a new
   * one, provided its estimate has not moved by more than 1% (then `moved` is set and the
   * answer is null, so the order waits for a second click). Null or undefined: do not go on.
   */
  quoteForOrder: () => Promise<QuoteFor | null | undefined>;
}

/**
 * Keeps the shown quote fresh (issue 15): it is asked for again QUOTE_REFRESH_MS after the last
 * answer, only while the tab is visible and no price request is on the wire, so it is one
 * request per period and none at all in a background tab. Shown again after a long while, the
 * tab asks at once. The 1 s delay after a change is usePriceQuote's and stays as it is: while
 * it runs there is no answer for the current inputs, so nothing is scheduled here.
 */
export function useQuoteRefresh(price: PriceQuoteState): QuoteRefresh {
  const visible = useDocumentVisible();
  const { settledAt, inFlight, requestNow, settledForInputs, shown } = price;
  const [moved, setMoved] = useState<MovedEstimate | null>(null);
  const current = settledForInputs ? shown : null;

  useEffect(() => {
    if (settledAt === null || !visible || inFlight) return;
    const wait = Math.max(0, settledAt + QUOTE_REFRESH_MS - Date.now());
    const timer = setTimeout(() => void requestNow(), wait);
    return () => clearTimeout(timer);
  }, [settledAt, visible, inFlight, requestNow]);

  const quoteForOrder = useCallback(async () => {
    if (current && !isQuoteStale(current.receivedAt, Date.now())) return current;
    const fresh = await requestNow();
    if (!fresh || !current || fresh.quote.estimate === null) return fresh;
    if (estimateMoved(current.quote.estimate, fresh.quote.estimate)) {
      setMoved({ quote: fresh, previous: current.quote.estimate });
      return null;
    }
    return fresh;
  }, [current, requestNow]);

  return { current, moved: moved && moved.quote === shown ? moved : null, quoteForOrder };
}
