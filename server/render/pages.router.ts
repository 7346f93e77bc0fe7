import { randomBytes } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  urlOfPath,
  type PageData,
  type PageDataSource,
  type PageForm,
  type PageMatch,
  type ServerOrder,
  type VerifyFacts,
} from '../../shared/contract/render.js';
import {
  DEFAULT_LANG,
  languagePath,
  preferredLanguage,
  splitLanguagePath,
} from '../../shared/i18n/languages.js';
import { depositQrText } from '../../shared/deposit-qr.js';
import { isOrderId } from '../../shared/order-id.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import type { OrderViewService } from '../api/order-view.service.js';
import { ApiError } from '../http/api-error.js';
import { within } from '../lib/within.js';
import { labelRoute } from '../metrics/http-metrics.js';
import { limitRefusal } from '../security/route-limits.js';
import type { PageRenderer } from './page-renderer.js';
import { requestIdOf } from '../http/request-logger.js';
import { qrCodePngDataUrl } from './qr-code-png.js';

/** What every page's data starts from: the render time and a fresh key for the swap form. */
export function basePageData(): PageData {
  return {
    renderedAt: Math.floor(Date.now() / 1000),
    formKey: randomBytes(16).toString('base64url'),
  };
}

/** Sends a rendered page (never cached: it holds live data and a one-time form key). */
export async function sendPage(
  res: Response,
  renderer: PageRenderer,
  url: string,
  data: PageData,
  status?: number,
): Promise<void> {
  // an unprefixed (English) page offers, in one line, the language the browser prefers
  if (splitLanguagePath(urlOfPath(url).pathname).lang === DEFAULT_LANG) {
    res.vary('Accept-Language');
    const hint = preferredLanguage(res.req.headers['accept-language']);
    if (hint) data.languageHint = hint;
  }
  // Language versions by full URL on the configured origin (the app's renderer), else by path:
  // never from the Host header, which is the visitor's to choose.
  const page = await renderer.render(url, data);
  res.set('Cache-Control', 'no-store');
  if (page.kind === 'redirect') {
    res.redirect(page.status, page.location);
    return;
  }
  // hreflang versions as a header, not ten <link> tags that text browsers list first
  if (page.linkHeader) res.set('Link', page.linkHeader);
  res
    .status(status ?? page.status)
    .type('html')
    .send(page.html);
}

interface OrderFetch {
  orders: Pick<OrderViewService, 'get'>;
  /** what /verify names */
  verify: VerifyFacts;
  /** how long the page waits for the order before rendering without it */
  timeoutMs: number;
  statusLimit: RequestHandler;
}

/**
 * The order, fetched in-process through the same service as GET /api/orders/:id, within a short
 * bound: past it the page renders the order loading (with the upstream down, its trouble state)
 * at once and the browser keeps asking, as it does with script on. Past the bound the upstream request is given
 * up too, so a hung upstream holds no connection for pages nobody waits on.
 */
async function fetchOrder(
  orderId: string,
  fetch: OrderFetch,
  requestId: string,
): Promise<ServerOrder> {
  if (!isOrderId(orderId)) return { kind: 'invalid-id' };
  const giveUp = new AbortController();
  const asked = fetch.orders.get(orderId, { signal: giveUp.signal }, requestId).then(
    (order): ServerOrder => ({ kind: 'ready', order }),
    (error: unknown): ServerOrder =>
      error instanceof ApiError && error.code === 'ORDER_NOT_FOUND'
        ? { kind: 'not-found' }
        : { kind: 'unavailable' },
  );
  // slow is not down: the page shows the order loading and keeps asking, never 'cannot reach'
  const late = { kind: 'pending' } as const;
  const result = await within(asked, fetch.timeoutMs, late);
  if (result === late) giveUp.abort();
  return result;
}

/** What a page's data source decided: render with this data, or it has replied (a redirect). */
type PageReply = { data: PageData; status?: number } | null;
type PageSource = (req: Request, res: Response, page: PageMatch) => PageReply | Promise<PageReply>;

/** The script-free order lookup: a GET form on the home page (in each language) with ?orderId=. */
const orderLookup: PageSource = (req, res) => {
  const raw = req.query.orderId;
  if (raw === undefined) return { data: basePageData() };
  const orderId = typeof raw === 'string' ? raw.trim() : '';
  if (isOrderId(orderId)) {
    // the order's page in the lookup's language
    const { lang } = splitLanguagePath(req.path);
    res.redirect(303, languagePath(lang, `/order/${encodeURIComponent(orderId)}`));
    return null;
  }
  // spec section 5: 'Invalid ID' / 'Contact support', inline, with what was typed
  return { data: { ...basePageData(), invalidLookup: orderId.slice(0, 64) }, status: 400 };
};

/** The order page: its order, fetched in-process, and an unpaid order's deposit QR code. */
const orderPage =
  (fetch: OrderFetch): PageSource =>
  async (req, res, page) => {
    const orderId = page.params.orderId ?? '';
    const result =
      (await limitRefusal(fetch.statusLimit, req, res)) === null
        ? await fetchOrder(orderId, fetch, requestIdOf(req))
        : ({ kind: 'unavailable' } as const);
    const data: PageData = { ...basePageData(), order: { orderId, result } };
    // An unpaid order's deposit code is the page's largest picture: drawn here, it paints with
    // the page instead of after the script.
    if (
      result.kind === 'ready' &&
      result.order.status === ORDER_STATUS.waiting &&
      !result.order.providerMismatch
    ) {
      // the same text the page's code encodes: the address, with an XRP deposit's tag
      const text = depositQrText(result.order.send);
      // without it the browser draws the code itself, as before
      const url = await qrCodePngDataUrl(text).catch(() => null);
      if (url) data.qrCodes = { [text]: url };
    }
    return { data };
  };

/** What answers each form a page posts to itself (swap-form.router.ts for the swap form). */
export type PageForms = Record<PageForm, RequestHandler>;

/**
 * Every page of the client's route table, rendered on the server (GET; the browser hydrates it),
 * and the form a page posts to itself (POST to the page's path). The path is matched against that
 * table (no pattern is written here), each route's handle names the data it needs and its form,
 * and the matched pattern labels the request's metrics. A path only the catch-all matches goes
 * on: a built file, else the not-found page (notFoundPage).
 */
export function pagesRouter(renderer: PageRenderer, fetch: OrderFetch, forms: PageForms): Router {
  const router = Router();
  const sources: Record<PageDataSource, PageSource> = {
    'order-lookup': orderLookup,
    order: orderPage(fetch),
    verify: () => ({ data: { ...basePageData(), verify: fetch.verify } }),
  };

  // the template file itself holds the build's placeholder config: never served
  router.get('/index.html', (_req, res) => res.redirect(301, '/'));

  router.get('/{*path}', async (req, res, next) => {
    const page = renderer.match(req.path);
    if (page.notFound) {
      next();
      return;
    }
    labelRoute(res, page.pattern);
    const reply = page.data ? await sources[page.data](req, res, page) : { data: basePageData() };
    if (reply) await sendPage(res, renderer, req.originalUrl, reply.data, reply.status);
  });

  // the script-free swap form posts to its page, in the page's language
  router.post('/{*path}', (req, res, next) => {
    const page = renderer.match(req.path);
    if (page.notFound || page.form === null) {
      next();
      return;
    }
    labelRoute(res, page.pattern);
    forms[page.form](req, res, next);
  });

  return router;
}

/** Everything else that is not a file: the app's not-found page, with its 404. */
export function notFoundPage(renderer: PageRenderer): RequestHandler {
  return async (req, res) => {
    await sendPage(res, renderer, req.originalUrl, basePageData());
  };
}
