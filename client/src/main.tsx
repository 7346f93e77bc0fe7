import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startErrorReporting } from './app/error-reporting.js';
import { AppRouter } from './app/app-router.js';
import { routes } from './app/routes.js';
import { createBrowserRouter, preloadRoute } from './lib/router/router.js';
import { readRuntimeConfig } from './lib/runtime-config.js';
import { RuntimeConfigContext } from './lib/runtime-config-context.js';
import { PageDataContext, readPageData } from './lib/page-data.js';
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

async function start() {
  const root = document.getElementById('root')!;
  // Server-rendered HTML gets hydrated; an empty root (`vite` dev) is rendered from scratch.
  const hydrate = pageData !== null && root.firstElementChild !== null;
  const catalogue = loadCatalogue(lang);
  // the page's module, so the first render has it as the server did
  if (hydrate) await preloadRoute(routes, window.location.pathname);
  await catalogue;
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RuntimeConfigContext value={config}>
        <LangContext value={lang}>
          <PageDataContext value={pageData}>
            <LiveMark />
            <AppRouter router={router} />
          </PageDataContext>
        </LangContext>
      </RuntimeConfigContext>
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
