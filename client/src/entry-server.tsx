import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  urlOfPath,
  type PageMatch,
  type RenderRequest,
  type RenderResult,
} from '../../shared/contract/render.js';
import { NO_SCRIPT_REFRESH_S, refreshesWithoutScript } from '../../shared/no-script-refresh.js';
import { AppRouter } from './app/app-router.js';
import { routesFor } from './app/routes.js';
import { matchPage as matchIn } from './app/page-match.js';
import { PageDataContext } from './lib/page-data.js';
import { disposeStore, makeStore } from './lib/api/store.js';
import { matchRoute } from './lib/router/match-route.js';
import { isCatchAll } from './lib/router/route.js';
import { createMemoryRouter, loadRoute } from './lib/router/router.js';
import { RuntimeConfigContext } from './lib/runtime-config-context.js';
import { alternateLinkHeader } from './lib/i18n/alternate-links.js';
import type { Messages } from './lib/i18n/catalogues/en.js';
import { LangContext, registerCatalogue, translate } from './lib/i18n/i18n.js';
import { catalogueModule } from './lib/i18n/load-catalogue.js';
import {
  directionOf,
  isLang,
  LANGUAGE_TAGS,
  languagePath,
  splitLanguagePath,
} from '../../shared/i18n/languages.js';

// The server renders every language: all catalogues are part of the server build.
for (const [file, module] of Object.entries(
  import.meta.glob<{ default: Messages }>('./lib/i18n/catalogues/*.ts', { eager: true }),
)) {
  const lang = file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);
  if (isLang(lang)) registerCatalogue(lang, module.default);
}

// The server half of the app: the Express server imports the SSR build of this file once at
// start, routes each page request with matchPage() and calls render(). No data loaders: the
// server passes what it fetched in `data`.

function refreshesItself(request: RenderRequest, url: URL): boolean {
  const result = request.data.order?.result;
  if (!result) return false;
  if (result.kind === 'ready') return refreshesWithoutScript(result.order, url.search);
  return result.kind === 'unavailable';
}

/** Where a path lands in the route table: the server's page routes are these. */
export function matchPage(pathname: string): PageMatch {
  return matchIn(routesFor(splitLanguagePath(pathname).lang), pathname);
}

/** Line breaks and other controls in a path: no page takes them. */
// eslint-disable-next-line no-control-regex
const UNMATCHABLE = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * The URL to route: one no pattern can match becomes a path only the not-found page takes, in
 * the language its prefix names.
 */
function routable(url: URL): URL {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = '\u0000';
  }
  if (!UNMATCHABLE.test(path)) return url;
  return new URL(languagePath(splitLanguagePath(url.pathname).lang, '/page-not-found'), url);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = routable(urlOfPath(request.url));
  const { lang, path } = splitLanguagePath(url.pathname);
  const table = routesFor(lang);
  const route = matchRoute(table, url.pathname)?.route;
  if (route?.redirect !== undefined) {
    return { kind: 'redirect', status: 301, location: route.redirect };
  }
  await loadRoute(route);
  const router = createMemoryRouter(table, `${url.pathname}${url.search}`);
  // a store of this request's own: nothing of another visitor's page is in it
  const store = makeStore(request.data);

  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext value={request.config}>
          <LangContext value={lang}>
            <PageDataContext value={request.data}>
              <AppRouter router={router} />
            </PageDataContext>
          </LangContext>
        </RuntimeConfigContext>
      </Provider>
    </StrictMode>,
  );
  router.dispose();
  disposeStore(store);
  // the lazy modules of the matched routes: their CSS and chunks go in <head>
  const module = route?.handle?.module;
  const modules = module === undefined ? [] : [module];
  const refresh = refreshesItself(request, url)
    ? `<noscript><meta http-equiv="refresh" content="${NO_SCRIPT_REFRESH_S}"></noscript>`
    : '';
  const status = !route || isCatchAll(route) ? 404 : 200;
  return {
    kind: 'page',
    status,
    html,
    // the page's own catalogue loads beside the entry
    modules: [catalogueModule(lang), ...modules],
    head: refresh,
    // a page that is not there has no versions in other languages
    linkHeader: status === 404 ? '' : alternateLinkHeader(path, request.origin),
    lang: LANGUAGE_TAGS[lang],
    dir: directionOf(lang),
    title: translate(lang, 'meta.title'),
    description: translate(lang, 'meta.description'),
  };
}
