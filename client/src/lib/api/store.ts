import { configureStore } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { PageData } from '../../../../shared/contract/render.js';
import { api } from './api.js';

/**
 * A store for one page load: one in the browser, a fresh one for each server render, so nothing
 * one visitor's page held reaches another's. The page data the server rendered with seeds it, so
 * the hydrating render reads what the server's did, and a served order is not asked for again at
 * once (its first poll waits one interval).
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
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;

/** Ends what a server render's store left running (the cache's timers): it is not used again. */
export function disposeStore(store: AppStore): void {
  store.dispatch(api.util.resetApiState());
}

/** The store's dispatch, which takes the API's thunks. */
export const useAppDispatch = useDispatch.withTypes<AppStore['dispatch']>();
