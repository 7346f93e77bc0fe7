import type { PageDataSource } from '../../../shared/contract/render.js';
import {
  DEFAULT_LANG,
  languagePath,
  LANGUAGES,
  PREFIXED_LANGUAGES,
  type Lang,
} from '../../../shared/i18n/languages.js';
import type { Route } from '../lib/router/route.js';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';

/**
 * What the app keeps beside a route: the Vite manifest key of the module an on-demand page loads
 * (the server renderer links that module's CSS and chunks in <head>; routes.test.tsx checks the
 * two agree), and what the server fetches for the page (server/render/pages.router.ts).
 */
export interface PageHandle {
  module?: string;
  serverData?: PageDataSource;
}

export interface PageRoute extends Route {
  handle?: PageHandle;
}

/**
 * One language's pages: English at the root, every other language under /{lang}/. The
 * language itself comes from the URL (i18n's LangContext); these routes only place the pages.
 */
function languagePages(lang: Lang): PageRoute[] {
  const at = (path: string) => languagePath(lang, path);
  return [
    { path: at('/'), handle: { serverData: 'order-lookup' }, Component: HomePage },
    {
      path: at('/order/:orderId'),
      handle: { module: 'src/features/order/order-page.tsx', serverData: 'order' },
      lazy: async () => (await import('../features/order/order-page.js')).OrderPage,
    },
    {
      path: at('/stake'),
      handle: { module: 'src/features/stake/stake-page.tsx' },
      lazy: async () => (await import('../features/stake/stake-page.js')).StakePage,
    },
    {
      path: at('/How-it-works'),
      // exact case, so that the other spellings reach the redirect below
      caseSensitive: true,
      handle: { module: 'src/features/how-it-works/how-it-works-page.tsx' },
      lazy: async () =>
        (await import('../features/how-it-works/how-it-works-page.js')).HowItWorksPage,
    },
    {
      // the build, the key and what is kept, for anyone to check
      path: at('/verify'),
      handle: { module: 'src/features/verify/verify-page.tsx', serverData: 'verify' },
      lazy: async () => (await import('../features/verify/verify-page.js')).VerifyPage,
    },
    // one redirect for both sides: the server answers it as a 301, the browser replaces
    { path: at('/how-it-works'), redirect: at('/How-it-works') },
    { path: lang === DEFAULT_LANG ? '*' : at('/*'), Component: NotFoundPage },
  ];
}

const tables = new Map(LANGUAGES.map((lang) => [lang, languagePages(lang)]));

/**
 * One language's routes, for the server: a path in a language lands on the same route in its
 * own table as in the whole one (routes.test.tsx holds the two together).
 */
export const routesFor = (lang: Lang): readonly PageRoute[] => tables.get(lang)!;

/**
 * The client routes (spec section 2), the only list of them: the server routes each page request
 * through this table (entry-server's matchPage), in every language. The home page ships in the
 * first script; every other page loads on demand. English goes last: its catch-all takes
 * whatever no language's page did.
 */
export const routes: readonly PageRoute[] = [...PREFIXED_LANGUAGES, DEFAULT_LANG].flatMap((lang) =>
  routesFor(lang),
);
