import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../shared/contract/render.js';

/**
 * What the server rendered the first page with (null in tests and in `vite` dev). It describes the
 * first page only: components use it for their first render and then go their own way.
 */
export const PageDataContext = createContext<PageData | null>(null);

export const usePageData = (): PageData | null => useContext(PageDataContext);

/**
 * The key of the history entry the server rendered: 'default', the first entry of a server
 * render and of a memory router, unless the browser's start names it (keyServedEntry).
 */
export const ServedEntryContext = createContext('default');

/**
 * The key of the entry the page was loaded on, given one of its own unless it has one (a reload
 * of an entry reached inside the app keeps the key the router gave it in history.state). Called
 * once, before the browser's router reads the entry. A key of its own, not React Router's shared
 * 'default': scroll positions are kept by entry key across page loads in the tab, and the first
 * entry of one page load is not that of another.
 */
export function keyServedEntry(): string {
  const state = history.state as { key?: unknown } | null;
  if (typeof state?.key === 'string') return state.key;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...state, key }, '');
  return key;
}

/**
 * The page data while the visitor is still on the history entry the server rendered; null after
 * moving on, so a later visit to the same route starts afresh.
 */
export function useFirstPageData(): PageData | null {
  const data = usePageData();
  const served = useContext(ServedEntryContext);
  return useLocation().key === served ? data : null;
}

/** Reads the block the server writes beside the runtime config; a missing or bad one is ignored. */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    if (typeof value?.renderedAt !== 'number' || typeof value.formKey !== 'string') return null;
    return value as PageData;
  } catch {
    return null;
  }
}

const noSubscription = () => () => undefined;

/**
 * false on the server and while React hydrates, true afterwards (and on every later client
 * render). Browser-only output switches on it, so the first client render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
