import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startErrorReporting } from './app/error-reporting.js';
import { routesFor } from './app/routes.js';
import { readRuntimeConfig } from './lib/runtime-config.js';
import { RuntimeConfigContext } from './lib/runtime-config-context.js';
import {
  keyServedEntry,
  PageDataContext,
  readPageData,
  ServedEntryContext,
} from './lib/page-data.js';
import { makeStore } from './lib/api/store.js';
import { LangContext, setPageLanguage } from './lib/i18n/i18n.js';
import { loadCatalogue } from './lib/i18n/load-catalogue.js';
import { splitLanguagePath } from '../../shared/i18n/languages.js';
import './styles/tokens.css';
import './styles/global.css';

const config = readRuntimeConfig();
const pageData = readPageData();
// the URL decides the language; a language link loads a new page, so it never changes here
const { lang } = splitLanguagePath(window.location.pathname);
setPageLanguage(lang);
void startErrorReporting(config);

/**
 * Marks <html data-hydrated> once the app is live (tests wait for it; it is outside #root), and
 * the moment in the performance timeline. It comes first in the tree, so its effect runs before
 * the page's own (which may start loading what only follows the first render).
 */
function LiveMark() {
  useEffect(() => {
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** This language's pages, as the server routes them: a language link loads a new page. */
const routes = routesFor(lang);

/**
 * Loads the page's own module, so the first render has it as the server did (React Router would
 * otherwise render nothing until it came): asked twice, as a chunk can fail once over a Tor
 * circuit. False when it did not come (a deployment replaced it, or the link is down): the page
 * is then drawn afresh and the router asks once more, showing the error page and its Reload if
 * that fails too, not left as a server-rendered page that never comes alive (its script-free
 * refresh is in <noscript>, so it never runs here).
 */
async function pageModuleLoaded(): Promise<boolean> {
  const route = matchRoutes(routes, window.location)?.at(-1)?.route;
  const { lazy } = route ?? {};
  if (!route || typeof lazy !== 'function') return true;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      // what the router would do with it: the route shows the module's component from now on
      Object.assign(route, await lazy(), { lazy: undefined });
      return true;
    } catch {
      // asked again below, or given up on
    }
  }
  return false;
}

async function start() {
  const root = document.getElementById('root')!;
  const catalogue = loadCatalogue(lang);
  // Server-rendered HTML gets hydrated; an empty root (`vite` dev) is rendered from scratch.
  const hydrate =
    pageData !== null && root.firstElementChild !== null && (await pageModuleLoaded());
  await catalogue;
  const servedEntry = keyServedEntry();
  // hydrationData: the page is the server's, so the router leaves its scroll position alone
  // (Back and Forward, and later moves, are the router's)
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: {} } : {});
  // the one store of this page, made just before the render that reads its seed; RTK Query
  // hears the tab hidden and shown (polling pauses, and catches up on return)
  const store = makeStore(pageData);
  setupListeners(store.dispatch);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext value={config}>
          <LangContext value={lang}>
            <PageDataContext value={pageData}>
              <ServedEntryContext value={servedEntry}>
                <LiveMark />
                <RouterProvider router={router} />
              </ServedEntryContext>
            </PageDataContext>
          </LangContext>
        </RuntimeConfigContext>
      </Provider>
    </StrictMode>
  );
  // A transition lets React yield while it renders the first screen, so the page never sits in
  // one long task between loading the script and answering the visitor.
  startTransition(() => {
    if (!hydrate) {
      createRoot(root).render(app);
      return;
    }
    hydrateRoot(root, app, {
      // Production React reports a mismatch only here; the e2e hydration check looks for this.
      onRecoverableError: (error) => console.error('[hydration]', error),
    });
  });
}

void start();
