import { replace, type RouteObject } from 'react-router';
import type { PageDataSource } from '../../../shared/contract/render.js';
import {
  DEFAULT_LANG,
  languagePath,
  PREFIXED_LANGUAGES,
  type Lang,
} from '../../../shared/i18n/languages.js';
import { AppLayout } from '../features/layout/app-layout.js';
import { HomePage } from './home-page.js';
import { NotFoundPage } from './not-found-page.js';
import { RouteErrorPage } from './route-error-page.js';

/**
 * On a page that loads on demand: the Vite manifest key of the module its `lazy` imports, so the
 * server renderer links that module's CSS and chunks in <head> (routes.test.tsx checks the two
 * agree for every lazy route).
 */
export interface PageModuleHandle {
  module: string;
}

/** On a page the server fetches data for: what it fetches (server/render/pages.router.ts). */
export interface ServerDataHandle {
  serverData: PageDataSource;
}

/**
 * One language's pages: English at the root, every other language under /{lang}/. The
 * language itself comes from the URL (i18n's LangContext); these routes only place the pages.
 */
function languagePages(lang: Lang): RouteObject {
  return {
    ...(lang === DEFAULT_LANG ? {} : { path: lang }),
    // a page that fails to load shows its error inside the header and footer
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        index: true,
        handle: { serverData: 'order-lookup' } satisfies ServerDataHandle,
        Component: HomePage,
      },
      {
        path: 'order/:orderId',
        handle: {
          module: 'src/features/order/order-page.tsx',
          serverData: 'order',
        } satisfies PageModuleHandle & ServerDataHandle,
        lazy: async () => ({
          Component: (await import('../features/order/order-page.js')).OrderPage,
        }),
      },
      {
        path: 'stake',
        handle: { module: 'src/features/stake/stake-page.tsx' } satisfies PageModuleHandle,
        lazy: async () => ({
          Component: (await import('../features/stake/stake-page.js')).StakePage,
        }),
      },
      {
        path: 'How-it-works',
        // exact case, so that the other spellings reach the redirect below
        caseSensitive: true,
        handle: {
          module: 'src/features/how-it-works/how-it-works-page.tsx',
        } satisfies PageModuleHandle,
        lazy: async () => ({
          Component: (await import('../features/how-it-works/how-it-works-page.js')).HowItWorksPage,
        }),
      },
      {
        // the build, the key and what is kept, for anyone to check
        path: 'verify',
        handle: {
          module: 'src/features/verify/verify-page.tsx',
          serverData: 'verify',
        } satisfies PageModuleHandle & ServerDataHandle,
        lazy: async () => ({
          Component: (await import('../features/verify/verify-page.js')).VerifyPage,
        }),
      },
      {
        // one redirect for both sides: the server answers it as a 301, the browser replaces
        path: 'how-it-works',
        loader: () => replace(languagePath(lang, '/How-it-works'), 301),
      },
      { path: '*', Component: NotFoundPage },
    ],
  };
}

/**
 * The client routes (spec section 2), the only list of them: the server routes each page request
 * through this table (entry-server's matchPage), in every language. The home page ships in the
 * first script; every other page loads on demand.
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [DEFAULT_LANG, ...PREFIXED_LANGUAGES].map(languagePages),
  },
];
