import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api-slice.js';

/**
 * The store of one server render. Development checks never run here, whatever NODE_ENV says:
 * they cost milliseconds per render and write plain-text warnings into the JSON log. Actions are
 * not batched on a timer (without a window, RTK's default batching waits on setTimeout), so the
 * render schedules nothing; releaseServerStore clears what RTK Query itself schedules.
 */
export function makeServerStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: false,
        serializableCheck: false,
        actionCreatorCheck: false,
      }).concat(api.middleware),
    enhancers: (getDefault) => getDefault({ autoBatch: false }),
    devTools: false,
  });
}

/**
 * Ends a render store's life once its page is rendered: resetting the API state clears the cache
 * entries' removal timers (keepUnusedDataFor, a minute each), which would otherwise keep the
 * whole store, and every page it rendered, reachable until they fire.
 */
export function releaseServerStore(store: ReturnType<typeof makeServerStore>): void {
  store.dispatch(api.util.resetApiState());
}
