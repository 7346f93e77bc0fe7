import { createContext, useContext, useSyncExternalStore } from 'react';
import { useLocation } from './router/router-context.js';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../shared/contract/render.js';

/**
 * What the server rendered the first page with (null in tests and in `vite` dev). It describes the
 * first page only: components use it for their first render and then go their own way.
 */
export const PageDataContext = createContext<PageData | null>(null);

export const usePageData = (): PageData | null => useContext(PageDataContext);

/**
 * The history entry the server rendered, read once as the page starts: 'default' on a first visit,
 * the entry's own key when the visitor reloads a page they had reached inside the app (the router
 * keeps it in history.state).
 */
const servedEntryKey: unknown =
  typeof history === 'undefined'
    ? 'default'
    : ((history.state as { key?: unknown } | null)?.key ?? 'default');

/**
 * The page data while the visitor is still on the history entry the server rendered; null after
 * moving on, so a later visit to the same route starts afresh.
 */
export function useFirstPageData(): PageData | null {
  const data = usePageData();
  return useLocation().key === servedEntryKey ? data : null;
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
