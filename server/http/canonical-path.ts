import { posix } from 'node:path';
import type { RequestHandler } from 'express';
import { PREFIXED_LANGUAGES } from '../../shared/i18n/languages.js';

/**
 * The path as its one plain spelling: decoded, no `.` or `..` segments, no empty ones. null when
 * it cannot be decoded.
 */
function normalForm(path: string): string | null {
  try {
    return posix.normalize(decodeURIComponent(path));
  } catch {
    return null;
  }
}

/**
 * Serves `files` (the static build) only to paths spelled the plain way. The file server decodes
 * and normalises on its own, so `/%69ndex.html` or `/./index.html` would reach the raw build
 * template, which the pages router never serves (it redirects /index.html to /): those redirect as
 * /index.html does, and any other odd spelling goes on to the app (its not-found page).
 */
export function plainPathsOnly(files: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const normal = normalForm(req.path);
    if (normal === req.path) {
      files(req, res, next);
      return;
    }
    if (normal?.toLowerCase() === '/index.html') {
      res.redirect(301, '/');
      return;
    }
    next();
  };
}

/**
 * Language prefixes are lower case only. Express matches mount paths without regard to case, so
 * `POST /FA/` reached the Persian form and made an order whose page, `/FA/order/<id>`, does not
 * exist. A prefix in another case is sent to its lower-case path (GET, HEAD) or gets `notFound`
 * (a form post, or anything else): no order is made behind a dead link.
 */
export function lowerCaseLanguagePrefix(notFound: RequestHandler): RequestHandler {
  const prefixed = new Set<string>(PREFIXED_LANGUAGES);
  return (req, res, next) => {
    const { path } = req;
    const prefix = path.slice(1, 3);
    const lower = prefix.toLowerCase();
    const isPrefix = path.length === 3 || path[3] === '/';
    if (!isPrefix || prefix === lower || !prefixed.has(lower)) {
      next();
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const query = req.originalUrl.indexOf('?');
      const search = query === -1 ? '' : req.originalUrl.slice(query);
      res.redirect(301, `/${lower}${path.slice(3)}${search}`);
      return;
    }
    res.status(404);
    void notFound(req, res, next);
  };
}
