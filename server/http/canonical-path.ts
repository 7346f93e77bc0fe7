import { posix } from 'node:path';
import type { RequestHandler } from 'express';

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
