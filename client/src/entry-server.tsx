import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  urlOfPath,
  type PageMatch,
  type RenderRequest,
  type RenderResult,
} from '../../shared/contract/render.js';
import { NO_SCRIPT_REFRESH_S, refreshesWithoutScript } from '../../shared/no-script-refresh.js';
import { pageHandle, routesFor } from './app/routes.js';
import { isCatchAll, matchPage as matchIn } from './app/page-match.js';
import { PageDataContext } from './lib/page-data.js';
import { disposeStore, makeStore } from './lib/api/store.js';
import { PageTitleSink } from './lib/page-title.js';
import { RuntimeConfigContext } from './lib/runtime-config-context.js';
import { alternateLinkHeader } from './lib/i18n/alternate-links.js';
import type { Messages } from './lib/i18n/catalogues/en.js';
import { LangContext, translate } from './lib/i18n/i18n.js';
import { catalogueModule, registerCatalogueChunk } from './lib/i18n/load-catalogue.js';
import {
  directionOf,
  isLang,
  LANGUAGE_TAGS,
  LANGUAGES,
  languagePath,
  splitLanguagePath,
} from '../../shared/i18n/languages.js';

/** The summary search engines show, true of what this deployment offers (`privacyRoute`). */
const DESCRIPTION = {
  service: 'meta.description',
  private: 'meta.descriptionPrivate',
  direct: 'meta.descriptionDirect',
} as const;

// The server renders every language: all catalogues, both chunks of each, are part of the server
// build (a page's loader then finds its chunk at hand).
for (const [file, module] of Object.entries(
  import.meta.glob<{ default: Partial<Messages> }>(
    ['./lib/i18n/catalogues/*.ts', './lib/i18n/catalogues/info/*.ts'],
    { eager: true },
  ),
)) {
  const lang = file.slice(file.lastIndexOf('/') + 1, -'.ts'.length);
  if (isLang(lang))
    registerCatalogueChunk(lang, file.includes('/info/') ? 'info' : 'main', module.default);
}

// The server half of the app: the Express server imports the SSR build of this file once at
// start, routes each page request with matchPage() and calls render(). No data loaders: the
// server passes what it fetched in `data` (a loader only redirects).

/** Each language's handler over its own table, as the browser routes it (routes.tsx). */
const handlers = new Map(LANGUAGES.map((lang) => [lang, createStaticHandler(routesFor(lang))]));

function refreshesItself(request: RenderRequest, url: URL): boolean {
  const result = request.data.order?.result;
  if (!result) return false;
  if (result.kind === 'ready') return refreshesWithoutScript(result.order, url.search);
  return result.kind === 'unavailable' || result.kind === 'pending';
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

/**
 * Where a path lands in the route table: the server's page routes are these. Read as render()
 * reads it, so a path that cannot be decoded is the not-found page here too.
 */
export function matchPage(pathname: string): PageMatch {
  const { pathname: path } = routable(urlOfPath(pathname));
  return matchIn(routesFor(splitLanguagePath(path).lang), path);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = routable(urlOfPath(request.url));
  const { lang, path } = splitLanguagePath(url.pathname);
  const handler = handlers.get(lang)!;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? languagePath(lang, '/'),
    };
  }
  const page = context.matches.at(-1)?.route;
  const router = createStaticRouter(handler.dataRoutes, context);
  // a store of this request's own: nothing of another visitor's page is in it
  const store = makeStore(request.data);
  // the page names its title as it renders (no effects run here); the site's name until it does
  let title = translate(lang, 'meta.title');
  const nameTitle = (named: string) => {
    title = named;
  };

  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <RuntimeConfigContext value={request.config}>
          <LangContext value={lang}>
            <PageDataContext value={request.data}>
              <PageTitleSink value={nameTitle}>
                {/* hydrate={false}: no inline script; the browser builds its router itself */}
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageTitleSink>
            </PageDataContext>
          </LangContext>
        </RuntimeConfigContext>
      </Provider>
    </StrictMode>,
  );
  disposeStore(store);
  // the lazy module of the page: its CSS and chunks go in <head>
  const { module, catalogue } = pageHandle(page);
  const modules = module === undefined ? [] : [module];
  const refresh = refreshesItself(request, url)
    ? `<noscript><meta http-equiv="refresh" content="${NO_SCRIPT_REFRESH_S}"></noscript>`
    : '';
  const status = isCatchAll(page) ? 404 : context.statusCode;
  return {
    kind: 'page',
    status,
    html,
    // the page's own catalogue loads beside the entry
    modules: [
      catalogueModule(lang),
      ...(catalogue ? [catalogueModule(lang, catalogue)] : []),
      ...modules,
    ],
    head: refresh,
    // a page that is not there has no versions in other languages
    linkHeader: status === 404 ? '' : alternateLinkHeader(path, request.origin),
    lang: LANGUAGE_TAGS[lang],
    dir: directionOf(lang),
    title,
    description: translate(lang, DESCRIPTION[request.config.privacyRoute]),
  };
}
