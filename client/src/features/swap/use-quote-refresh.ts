import { useCallback, useEffect, useState } from 'react';
import { QUOTE_REFRESH_MS } from '../../../../shared/constants.js';
import type { PriceQuote } from '../../../../shared/contract/api.js';
import { useDocumentVisible } from '../../lib/use-document-visible.js';
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
  /** set after the server refused an order as moved; cleared once another quote is shown */
  moved: MovedEstimate | null;
  /**
   * Shows the new quote of a 409 ESTIMATE_MOVED and the request for a second click; the
   * estimate the visitor had seen is `previous`.
   */
  showMoved: (quote: PriceQuote, previous: number | null) => void;
}

/**
 * Keeps the shown quote fresh: it is asked for again QUOTE_REFRESH_MS after the last
 * answer, only while the tab is visible and no price request is on the wire, so it is one
 * request per period and none at all in a background tab. Shown again after a long while, the
 * tab asks at once. The 1 s delay after a change is usePriceQuote's and stays as it is: while
 * it runs there is no answer for the current inputs, so nothing is scheduled here. Whether an
 * estimate moved too far to order is the server's call (409 ESTIMATE_MOVED), made on a quote it
 * asks for itself, so however old the shown quote is, no order is made at an estimate not shown.
 */
export function useQuoteRefresh(
  price: PriceQuoteState,
  initialMoved?: number | null,
): QuoteRefresh {
  const visible = useDocumentVisible();
  const { settledAt, inFlight, requestNow, settledForInputs, shown, adopt } = price;
  // a script-free submit the server refused as moved comes back with the quote already shown
  const [moved, setMoved] = useState<MovedEstimate | null>(() =>
    initialMoved !== undefined && shown ? { quote: shown, previous: initialMoved } : null,
  );
  const current = settledForInputs ? shown : null;

  useEffect(() => {
    if (settledAt === null || !visible || inFlight) return;
    const wait = Math.max(0, settledAt + QUOTE_REFRESH_MS - Date.now());
    const timer = setTimeout(() => void requestNow(), wait);
    return () => clearTimeout(timer);
  }, [settledAt, visible, inFlight, requestNow]);

  const showMoved = useCallback(
    (quote: PriceQuote, previous: number | null) => {
      const fresh = adopt(quote);
      if (fresh) setMoved({ quote: fresh, previous });
    },
    [adopt],
  );

  return { current, moved: moved && moved.quote === shown ? moved : null, showMoved };
}
