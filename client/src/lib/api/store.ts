import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { PageData } from '../../../../shared/contract/render.js';
import type { CoinSymbol } from '../../../../shared/coins.js';
import { api } from './api.js';

/**
 * A store for one page load: one in the browser, a fresh one for each server render, so nothing
 * one visitor's page held reaches another's. The page data the server rendered with seeds RTK
 * Query's cache, so the hydrating render reads what the server's did: a served order (not asked
 * for again at once: its first poll waits one interval) and the quote a script-free submit came
 * back with.
 */
export function makeStore(pageData: PageData | null) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // RTK Query's replies reach the page in the same turn: a frame (the default) never comes in
    // a background tab's timers, nor on the tests' fake clock
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  const served = pageData?.order;
  if (served?.result.kind === 'ready') {
    store.dispatch(
      api.util.upsertQueryEntries([
        { endpointName: 'order', arg: served.orderId, value: served.result.order },
      ]),
    );
  }
  const form = pageData?.swapForm;
  if (form?.quote?.quote) {
    const { amount, quote } = form.quote;
    // the server asks a price only for a pair that can be chosen
    const inputs = { from: form.from as CoinSymbol, to: form.to as CoinSymbol, amount };
    // the server asked moments ago; its age counts from when this page took it over
    const value = { ...inputs, quote, receivedAt: Date.now() };
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'price', arg: inputs, value }]));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Ends what a server render's store left running (the cache's timers): it is not used again. */
export function disposeStore(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}

/** The store's dispatch, which takes the API's thunks. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
