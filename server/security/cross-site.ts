import type { Request, RequestHandler } from 'express';
import { ApiError } from '../http/api-error.js';

/**
 * Whether a browser sent this request from a page of another origin. `Sec-Fetch-Site` is the
 * browser's own verdict and survives proxies that rewrite hosts; older browsers only send
 * `Origin`, compared with the Host the request came to. Clients that send neither (curl, the
 * upstream check, server-to-server) are not browsers acting for a visitor. With our no-referrer
 * policy some browsers send `Origin: null` for our own pages, but those also send Sec-Fetch-Site.
 */
export function fromAnotherOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = req.get('origin');
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage: not this site
  }
}

/**
 * The API serves this site's own pages only. Browsers already keep other origins from reading
 * replies (no CORS headers are ever sent), but a "simple" request (a form post, a text/plain
 * fetch) still reaches the server: refusing it first means it does no work and cannot use up the
 * visitor's rate limits from someone else's page.
 */
export const refuseCrossSite: RequestHandler = (req, _res, next) => {
  if (fromAnotherOrigin(req)) {
    throw new ApiError(403, 'CROSS_ORIGIN', 'This API answers pages of this site only');
  }
  next();
};
