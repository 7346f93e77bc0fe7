import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState } from 'react';
import { toApiAmount } from '../../../../shared/amount.js';
import type { CoinSymbol } from '../../../../shared/coins.js';
import { QUOTE_DEBOUNCE_MS, QUOTE_REFRESH_MS } from '../../../../shared/constants.js';
import { NOTICES, notify } from '../../components/notify.js';
import { api, type QuoteFor, type QuoteInputs } from '../../lib/api/api.js';

export type { QuoteFor };

/** A fresh estimate that moved too far from the shown one: the visitor must confirm it. */
export interface MovedEstimate {
  /** the fresh quote, now on screen */
  quote: QuoteFor;
  /** the estimate the visitor had seen */
  previous: number | null;
}

export interface PriceQuoteState {
  /** the latest quote for the chosen pair, possibly for an earlier amount while a new one loads */
  shown: QuoteFor | null;
  /** the quote for exactly the current inputs, if one arrived (and the last ask did not fail) */
  current: QuoteFor | null;
  /** the quote for exactly the current inputs has not arrived yet (waiting or asking) */
  pending: boolean;
  /** a price request is on the wire */
  inFlight: boolean;
  /** set after the server refused an order as moved; cleared once another quote is shown */
  moved: MovedEstimate | null;
  /** asks for the current inputs again at once (RTK Query's refetch); null while they wait */
  refetch: ReturnType<typeof api.usePriceQuery>['refetch'] | null;
  /** a 409 ESTIMATE_MOVED's new quote, put in the cache by SWAP NOW: shown for a second click */
  setMoved: (moved: MovedEstimate) => void;
}

const keyOf = (inputs: QuoteInputs | null) =>
  inputs && `${inputs.from}>${inputs.to}:${inputs.amount}`;

interface Asked {
  inputs: QuoteInputs | null;
  /** epoch ms since when they are asked for (0: from the start, the served quote answering) */
  since: number;
}

/** The inputs as they stood QUOTE_DEBOUNCE_MS after their last change (as they are, at mount). */
function useAskedInputs(inputs: QuoteInputs | null): Asked {
  const [asked, setAsked] = useState<Asked>({ inputs, since: 0 });
  const key = keyOf(inputs);
  useEffect(() => {
    const settle = () =>
      setAsked((before) => (keyOf(before.inputs) === key ? before : { inputs, since: Date.now() }));
    const timer = setTimeout(settle, QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // the key stands for the inputs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return asked;
}

/**
 * Spec section 4 through RTK Query's `price` query: one request 1 s after the last change of
 * amount or either coin, only for an amount above 0, then again every QUOTE_REFRESH_MS after
 * each answer (`pollingInterval`), none while the tab is hidden (`skipPollingIfUnfocused`) and
 * one at once when it is shown again (`refetchOnFocus`). Inputs it comes back to are asked for
 * afresh. A reply for inputs no longer asked for is never shown (each inputs' answer is its own
 * cache entry; one left is dropped with its request). A failure shows the 'Fetching price failed'
 * toast, or names a rate limit as the script-free form does. Whether an estimate moved too far
 * to order is the server's call (409 ESTIMATE_MOVED) on a quote it asks for itself, so however
 * old the shown quote is, no order is made at an estimate not shown.
 */
export function usePriceQuote(
  from: CoinSymbol,
  to: CoinSymbol,
  amountText: string,
  /** a script-free submit the server refused as moved: the estimate the visitor had seen */
  servedMoved?: number | null,
): PriceQuoteState {
  const amount = toApiAmount(amountText);
  const inputs = amount === null ? null : { from, to, amount };
  const asked = useAskedInputs(inputs);
  const query = api.usePriceQuery(asked.inputs ?? skipToken, {
    pollingInterval: QUOTE_REFRESH_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnMountOrArgChange: true,
  });
  const { data, currentData, error, fulfilledTimeStamp = -1 } = query;
  const askedNow = inputs !== null && keyOf(asked.inputs) === keyOf(inputs);
  // a failed ask shows no quote until one comes (the entry keeps the last, RTK Query's way)
  const failed = askedNow && error !== undefined;
  // inputs come back to are asked afresh: what the cache still held is shown meanwhile
  const pending = inputs !== null && (!askedNow || (!failed && fulfilledTimeStamp < asked.since));
  const current = askedNow && !pending && !failed ? (currentData ?? null) : null;
  const shown =
    inputs === null || failed ? null : data?.from === from && data.to === to ? data : null;
  // a script-free submit refused as moved comes back with the new quote on screen
  const [moved, setMoved] = useState<MovedEstimate | null>(() =>
    servedMoved !== undefined && current ? { quote: current, previous: servedMoved } : null,
  );

  useEffect(() => {
    if (!error) return;
    import('./price-failure.js')
      .then(({ notifyPriceFailure }) => notifyPriceFailure(error))
      .catch(() => notify(NOTICES.priceFailed));
  }, [error]);

  return {
    shown,
    current,
    pending,
    inFlight: query.isFetching,
    moved: moved && moved.quote.receivedAt === current?.receivedAt ? moved : null,
    refetch: askedNow ? query.refetch : null,
    setMoved,
  };
}
