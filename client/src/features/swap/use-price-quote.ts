import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../lib/api/store.js';
import { toApiAmount } from '../../../../shared/amount.js';
import type { CoinSymbol } from '../../../../shared/coins.js';
import { QUOTE_DEBOUNCE_MS } from '../../../../shared/constants.js';
import type { PriceQuote } from '../../../../shared/contract/api.js';
import { NOTICES, notify, type Notice } from '../../components/notify.js';
import { api } from '../../lib/api/api.js';
import { apiFailureOf, noticeForFailure } from './order-error.js';

/** A quote together with the inputs it was asked for. */
export interface QuoteFor {
  from: CoinSymbol;
  to: CoinSymbol;
  /** the amount as sent to the API ('1.5') */
  amount: string;
  quote: PriceQuote;
  /** epoch ms when the reply arrived: how old the quote is */
  receivedAt: number;
}

type Inputs = Omit<QuoteFor, 'quote' | 'receivedAt'>;

const keyOf = (inputs: Inputs): string => `${inputs.from}>${inputs.to}:${inputs.amount}`;

interface Settled {
  key: string;
  /** null when asking failed */
  result: QuoteFor | null;
  /** epoch ms of the answer (or the failure) */
  at: number;
}

export interface PriceQuoteState {
  /** the latest quote for the chosen pair, possibly for an earlier amount while a new one loads */
  shown: QuoteFor | null;
  /** the quote for exactly the current inputs has not arrived yet (waiting or asking) */
  pending: boolean;
  /** a price request is on the wire */
  inFlight: boolean;
  /** the last answer is for exactly the current inputs (it may have been a failure) */
  settledForInputs: boolean;
  /** epoch ms of the last answer for exactly the current inputs; null while there is none */
  settledAt: number | null;
  /** asks at once, bypassing the delay; undefined when a newer request overtook this one */
  requestNow: () => Promise<QuoteFor | null | undefined>;
  /** shows a quote the server sent for the current inputs (an order refused as moved) */
  adopt: (quote: PriceQuote) => QuoteFor | null;
}

/**
 * What a failed price request says: a rate limit is named, as the script-free form names it (in
 * the page's language, from the reply's code and params); any other failure is the spec's
 * 'Fetching price failed'.
 */
function priceFailureNotice(error: unknown): Notice {
  const failure = apiFailureOf(error);
  return failure.code === 'RATE_LIMITED' ? noticeForFailure(failure) : NOTICES.priceFailed;
}

/**
 * Spec section 4: one price request 1 s after the last change of amount or either coin, only
 * for an amount above 0. A reply that a newer request has overtaken is dropped, so a slow old
 * quote can never replace a newer one. A failure shows the 'Fetching price failed' toast.
 */
export function usePriceQuote(
  from: CoinSymbol,
  to: CoinSymbol,
  amountText: string,
  /** what the server already asked for these inputs (script-free submit); quote null: failed */
  initial: (Inputs & { quote: PriceQuote | null }) | null = null,
) {
  const amount = toApiAmount(amountText);
  const key = amount === null ? null : keyOf({ from, to, amount });
  const [settled, setSettled] = useState<Settled | null>(() => {
    if (!initial) return null;
    const { quote, ...inputs } = initial;
    // The server asked moments ago; its age counts from when this page took it over.
    const at = Date.now();
    return { key: keyOf(inputs), result: quote ? { ...inputs, quote, receivedAt: at } : null, at };
  });
  // Counted here rather than read from the query hook: it drops to 0 in the same render that
  // brings the answer, so nothing ever sees "idle" next to the previous answer's time.
  const [asking, setAsking] = useState(0);
  const latestRequest = useRef(0);
  const dispatch = useAppDispatch();

  const ask = useCallback(
    async (inputs: Inputs): Promise<QuoteFor | null | undefined> => {
      const request = ++latestRequest.current;
      setAsking((count) => count + 1);
      try {
        // always a fresh answer: the quote shown is this form's, never the cache's
        const quote = await dispatch(
          api.endpoints.price.initiate(inputs, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        if (request !== latestRequest.current) return undefined;
        const result = { ...inputs, quote, receivedAt: Date.now() };
        setSettled({ key: keyOf(inputs), result, at: result.receivedAt });
        return result;
      } catch (error) {
        if (request !== latestRequest.current) return undefined;
        setSettled({ key: keyOf(inputs), result: null, at: Date.now() });
        notify(priceFailureNotice(error));
        return null;
      } finally {
        setAsking((count) => count - 1);
      }
    },
    [dispatch],
  );

  useEffect(() => {
    // Any change makes every earlier request stale, even one already on the wire.
    latestRequest.current += 1;
    if (amount === null) return;
    const timer = setTimeout(() => void ask({ from, to, amount }), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [from, to, amount, ask]);

  const requestNow = useCallback(
    () => (amount === null ? Promise.resolve(null) : ask({ from, to, amount })),
    [amount, from, to, ask],
  );

  const adopt = useCallback(
    (quote: PriceQuote): QuoteFor | null => {
      if (amount === null) return null;
      // it is newer than any request still on the wire
      latestRequest.current += 1;
      const result = { from, to, amount, quote, receivedAt: Date.now() };
      setSettled({ key: keyOf(result), result, at: result.receivedAt });
      return result;
    },
    [amount, from, to],
  );

  const result = settled?.result ?? null;
  const state: PriceQuoteState = {
    shown:
      key !== null && result !== null && result.from === from && result.to === to ? result : null,
    pending: key !== null && settled?.key !== key,
    inFlight: asking > 0,
    settledForInputs: key !== null && settled?.key === key,
    settledAt: key !== null && settled?.key === key ? settled.at : null,
    requestNow,
    adopt,
  };
  return state;
}
