import { createContext, useContext, useEffect } from 'react';
import { translate, useLang } from './i18n/i18n.js';

/** Where a server render collects the page's title (it runs no effects). */
export interface TitleSink {
  title: string;
}

/** Given by the server render only; in the browser the title goes to document.title. */
export const PageTitleSink = createContext<TitleSink | null>(null);

/**
 * The page's <title>: its name before the site's, or the site's alone (`page` null, the home
 * page), in the page's language. The server writes it into the HTML, the browser follows every
 * move (tabs, history and bookmarks tell the pages apart).
 */
export function usePageTitle(page: string | null): void {
  const lang = useLang();
  const site = translate(lang, 'meta.title');
  const title = page === null ? site : translate(lang, 'meta.pageTitle', { page, site });
  const sink = useContext(PageTitleSink);
  // rendered last is the page itself, inside the frame: its title wins
  if (sink) sink.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
