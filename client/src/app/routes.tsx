import type { ComponentType } from 'react';
import { replace, type RouteObject } from 'react-router';
import type { PageDataSource, PageForm } from '../../../shared/contract/render.js';
import {
  DEFAULT_LANG,
  languagePath,
  LANGUAGES,
  PREFIXED_LANGUAGES,
  type Lang,
} from '../../../shared/i18n/languages.js';
import { AppLayout } from '../features/layout/app-layout.js';
import { loadCatalogue, type CataloguePart } from '../lib/i18n/load-catalogue.js';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';
import { RouteErrorPage } from './route-error-page.js';

/**
 * What the app keeps beside a route: the Vite manifest key of the module an on-demand page loads
 * (the server renderer links that module's CSS and chunks in <head>; routes.test.tsx checks the
 * two agree), what the server fetches for the page, and the form it posts to itself
 * (server/render/pages.router.ts).
 */
export interface PageHandle {
  module?: string;
  /** The catalogue chunk the page needs beyond the first-load one (load-catalogue.ts). */
  catalogue?: CataloguePart;
  serverData?: PageDataSource;
  form?: PageForm;
}

/** What the app keeps beside a route (React Router types a handle as anything). */
export const pageHandle = (route: RouteObject | undefined): PageHandle =>
  (route?.handle ?? {}) as PageHandle;

/**
 * A page loaded on demand: its module's manifest key in the handle beside the loader that imports
 * it (each import is written out, so the bundler sees it), what the server fetches for it, and
 * the catalogue chunk its words are in, loaded beside it in the page's language.
 */
const lazyPage = (
  lang: Lang,
  module: string,
  load: () => Promise<ComponentType>,
  { serverData, catalogue }: Pick<PageHandle, 'serverData' | 'catalogue'> = {},
): Pick<RouteObject, 'handle' | 'lazy'> => ({
  handle: {
    module,
    ...(serverData ? { serverData } : {}),
    ...(catalogue ? { catalogue } : {}),
  } satisfies PageHandle,
  lazy: async () => {
    const [Component] = await Promise.all([
      load(),
      catalogue ? loadCatalogue(lang, catalogue) : undefined,
    ]);
    return { Component };
  },
});

/**
 * One language's pages, each with its whole path: English at the root, every other language
 * under /{lang}/. The language itself comes from the URL (i18n's LangContext); these routes only
 * place the pages.
 */
function languagePages(lang: Lang): RouteObject[] {
  const at = (path: string) => languagePath(lang, path);
  return [
    {
      path: at('/'),
      // the swap form posts to its page: without script the server places the order
      handle: { serverData: 'order-lookup', form: 'swap' } satisfies PageHandle,
      Component: HomePage,
    },
    {
      path: at('/order/:orderId'),
      ...lazyPage(
        lang,
        'src/features/order/order-page.tsx',
        async () => (await import('../features/order/order-page.js')).OrderPage,
        { serverData: 'order' },
      ),
    },
    {
      path: at('/stake'),
      ...lazyPage(
        lang,
        'src/features/stake/stake-page.tsx',
        async () => (await import('../features/stake/stake-page.js')).StakePage,
        { catalogue: 'info' },
      ),
    },
    {
      path: at('/How-it-works'),
      // exact case, so that the other spellings reach the redirect below
      caseSensitive: true,
      ...lazyPage(
        lang,
        'src/features/how-it-works/how-it-works-page.tsx',
        async () => (await import('../features/how-it-works/how-it-works-page.js')).HowItWorksPage,
        { catalogue: 'info' },
      ),
    },
    {
      // the build, the key and what is kept, for anyone to check
      path: at('/verify'),
      ...lazyPage(
        lang,
        'src/features/verify/verify-page.tsx',
        async () => (await import('../features/verify/verify-page.js')).VerifyPage,
        { serverData: 'verify', catalogue: 'info' },
      ),
    },
    {
      // one redirect for both sides: the server answers it as a 301, the browser replaces the
      // entry (replace(), not redirect(): Back then skips the lower-case spelling)
      path: at('/how-it-works'),
      loader: () => replace(at('/How-it-works'), 301),
    },
    { path: lang === DEFAULT_LANG ? '*' : at('/*'), Component: NotFoundPage },
  ];
}

/**
 * Pages in the site's frame: the header and footer around every page, and a page that fails to
 * load or render shows the error page inside them (the inner boundary); the outer one catches a
 * frame that fails itself.
 */
export const framed = (pages: RouteObject[]): RouteObject[] => [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [{ ErrorBoundary: RouteErrorPage, children: pages }],
  },
];

const pagesByLang = new Map(LANGUAGES.map((lang) => [lang, languagePages(lang)]));
const tables = new Map(LANGUAGES.map((lang) => [lang, framed(pagesByLang.get(lang)!)]));

/**
 * One language's routes, the table both sides route with (the server's static handler, the
 * browser's router): a path in a language lands on the same page in its own table as in the
 * whole one (language-tables.test.ts holds the two together), and a language link loads a new
 * page, so a table never needs another language's pages.
 */
export const routesFor = (lang: Lang): RouteObject[] => tables.get(lang)!;

/**
 * The client routes (spec section 2), every language's, the only list of them: the home page
 * ships in the first script; every other page loads on demand. React Router ranks the paths, so
 * each language's catch-all takes only what none of its pages does.
 */
export const routes: RouteObject[] = framed(
  [...PREFIXED_LANGUAGES, DEFAULT_LANG].flatMap((lang) => pagesByLang.get(lang)!),
);
