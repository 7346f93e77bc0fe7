import type { RouteObject } from 'react-router';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../../shared/i18n/languages.js';
import { routes } from './routes.js';

/**
 * The route table cut to one language's pages, for the server. React Router flattens and ranks a
 * whole table on every match, and with nine languages' copies that was about a millisecond of
 * each page request (twice: routing, then rendering). A path in a language lands on the same
 * routes in its cut table as in the whole one (language-routes.test.ts holds the two together);
 * the browser keeps the whole table.
 */
const layout = routes[0]!;

function cutTable(lang: Lang): RouteObject[] {
  const pages = (layout.children ?? []).find((child) =>
    lang === DEFAULT_LANG ? child.path === undefined : child.path === lang,
  );
  if (!pages || layout.index) throw new Error(`no routes for ${lang}`);
  return [{ ...layout, children: [pages] }];
}

const tables = new Map(LANGUAGES.map((lang) => [lang, cutTable(lang)]));

export const routesFor = (lang: Lang): RouteObject[] => tables.get(lang)!;
