import { DEFAULT_LANG, preferredLanguage, splitLanguagePath } from '../../shared/i18n/languages.js';
import { randomBytes } from 'node:crypto';
import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { PageData, ServerOrder } from '../../shared/contract/render.js';
import { isOrderId } from '../../shared/order-id.js';
import { ORDER_STATUS } from '../../shared/order-status.js';
import { qrCodeDataUrl } from '../../shared/qr-code.js';
import type { OrdersService } from '../api/orders.service.js';
import { ApiError } from '../http/api-error.js';
import { within } from '../lib/within.js';
import type { PageRenderer } from './page-renderer.js';

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
  if (splitLanguagePath(url).lang === DEFAULT_LANG) {
    res.vary('Accept-Language');
    const hint = preferredLanguage(res.req.headers['accept-language']);
    if (hint) data.languageHint = hint;
  }
  const page = await renderer.render(url, data);
  res.set('Cache-Control', 'no-store');
  if (page.kind === 'redirect') {
    res.redirect(page.status, page.location);
    return;
  }
  res
    .status(status ?? page.status)
    .type('html')
    .send(page.html);
}

/** Runs a rate limiter; false when the visitor is over its limit (nothing is sent yet). */
export function withinLimit(limiter: RequestHandler, req: Request, res: Response) {
  return new Promise<boolean>((resolve, reject) => {
    const next: NextFunction = (error?: unknown) => {
      if (error instanceof ApiError && error.status === 429) resolve(false);
      else if (error)
        reject(error instanceof Error ? error : new Error('rate limiter failed', { cause: error }));
      else resolve(true);
    };
    void limiter(req, res, next);
  });
}

interface OrderFetch {
  orders: OrdersService;
  /** how long the page waits for the order before rendering without it */
  timeoutMs: number;
  statusLimit: RequestHandler;
}

/**
 * The order, fetched in-process through the same service as GET /api/orders/:id, within a short
 * bound: past it (or with the upstream down) the page renders its trouble state at once and the
 * browser keeps asking, as it does with script on.
 */
function fetchOrder(orderId: string, fetch: OrderFetch): Promise<ServerOrder> {
  if (!isOrderId(orderId)) return Promise.resolve({ kind: 'invalid-id' });
  const asked = fetch.orders.get(orderId).then(
    (order): ServerOrder => ({ kind: 'ready', order }),
    (error: unknown): ServerOrder =>
      error instanceof ApiError && error.code === 'ORDER_NOT_FOUND'
        ? { kind: 'not-found' }
        : { kind: 'unavailable' },
  );
  return within(asked, fetch.timeoutMs, { kind: 'unavailable' } as const);
}

/** GET pages: every route is rendered on the server; the browser hydrates it. */
export function pagesRouter(renderer: PageRenderer, fetch: OrderFetch): Router {
  const router = Router();

  // The script-free order lookup: a GET form on / with ?orderId=.
  router.get('/', async (req, res) => {
    // mounted at / and at each /{lang}: the lookup answers in its page's language
    const home = `${req.baseUrl}/`;
    const raw = req.query.orderId;
    if (raw === undefined) {
      await sendPage(res, renderer, home, basePageData());
      return;
    }
    const orderId = typeof raw === 'string' ? raw.trim() : '';
    if (isOrderId(orderId)) {
      res.redirect(303, `${req.baseUrl}/order/${encodeURIComponent(orderId)}`);
      return;
    }
    // spec section 5: 'Invalid ID' / 'Contact support', inline, with what was typed
    const data: PageData = { ...basePageData(), invalidLookup: orderId.slice(0, 64) };
    await sendPage(res, renderer, home, data, 400);
  });

  router.get('/order/:orderId', async (req, res) => {
    const orderId = req.params.orderId;
    const result = (await withinLimit(fetch.statusLimit, req, res))
      ? await fetchOrder(orderId, fetch)
      : ({ kind: 'unavailable' } as const);
    const data: PageData = { ...basePageData(), order: { orderId, result } };
    // An unpaid order's deposit code is the page's largest picture: drawn here, it paints with
    // the page instead of after the script.
    if (result.kind === 'ready' && result.order.status === ORDER_STATUS.waiting) {
      const address = result.order.send.address;
      // without it the browser draws the code itself, as before
      const url = await qrCodeDataUrl(address).catch(() => null);
      if (url) data.qrCodes = { [address]: url };
    }
    await sendPage(res, renderer, req.originalUrl, data);
  });

  router.get('/index.html', (_req, res) => res.redirect(301, '/'));

  return router;
}

/** Everything else that is not a file: the app decides (the not-found page answers 404). */
export function fallbackPage(renderer: PageRenderer): RequestHandler {
  return async (req, res) => {
    await sendPage(res, renderer, req.originalUrl, basePageData());
  };
}
