import { createContext, useContext, useEffect } from 'react';
import { translate, useLang } from './i18n/i18n.js';

/**
 * Given by the server render only, which runs no effects: each title named while it renders is
 * passed on, the page's own last. In the browser the title goes to document.title.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * The page's <title>: its name before the site's, or the site's alone (`page` null, the home
 * page), in the page's language. The server writes it into the HTML, the browser follows every
 * move (tabs, history and bookmarks tell the pages apart).
 */
export function usePageTitle(page: string | null): void {
  const lang = useLang();
  const site = translate(lang, 'meta.title');
  const title = page === null ? site : translate(lang, 'meta.pageTitle', { page, site });
  useContext(PageTitleSink)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
