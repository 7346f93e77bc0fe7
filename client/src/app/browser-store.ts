import type { PageData } from '../../../shared/contract/render.js';
import { seedPageData } from './seed-page-data.js';
import { makeStore, type AppStore } from './store.js';

// The browser's one store, made when the first page that needs it (the order page) loads: the
// home page's script carries no Redux at all (first-load JavaScript on a Tor link).
let store: AppStore | undefined;

export function browserStore(): AppStore {
  store ??= makeStore();
  return store;
}

/** Puts the order the server rendered into the browser's store before hydrating. */
export const seedBrowserStore = (data: PageData): Promise<void> =>
  seedPageData(browserStore(), data);
