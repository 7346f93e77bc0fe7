import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Response } from 'express';
import type { RuntimeConfig } from '../../shared/contract/api.js';
import type { Logger } from '../logging/logger.js';
import { withRuntimeConfig } from '../render/page-template.js';

/** The client routes the SPA answers (spec section 2); anything else gets the not-found page. */
const CLIENT_ROUTES = ['/', '/order/:orderId', '/stake', '/How-it-works'];

/**
 * Serves the built client as a plain single-page app, when the server entry is not built (tests
 * with a stand-in client); with it, server/render serves every page rendered. index.html is never
 * cached and is written once at start with this deployment's runtime config.
 */
export function spaRouter(clientDir: string, config: RuntimeConfig, logger: Logger): Router {
  const router = Router();
  const indexPath = join(clientDir, 'index.html');
  const html = existsSync(indexPath)
    ? withRuntimeConfig(readFileSync(indexPath, 'utf8'), config)
    : null;
  if (!html) logger.warn({ clientDir }, 'no built client found: run `npm run build`');

  const sendIndex = (res: Response, status: number) => {
    res.set('Cache-Control', 'no-cache');
    if (!html) {
      res.status(503).type('text/plain').send('The site is not built yet. Run `npm run build`.');
      return;
    }
    res.status(status).type('html').send(html);
  };

  // '/index.html' too: the file on disk still holds the build's placeholder config.
  // one route per path, so each is its own metrics label
  for (const path of [...CLIENT_ROUTES, '/index.html']) {
    router.get(path, (_req, res) => sendIndex(res, 200));
  }
  router.use(staticFiles(clientDir));
  // Unknown paths get the app, which shows its not-found page, with a 404 status.
  router.get('/{*rest}', (_req, res) => sendIndex(res, 404));
  return router;
}

/** The built files: hashed assets cached for a year, the rest (favicon, no-js.css) revalidated. */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(
    '/assets',
    express.static(join(clientDir, 'assets'), {
      index: false,
      fallthrough: false,
      immutable: true,
      maxAge: '365d',
    }),
  );
  router.use(
    express.static(clientDir, {
      index: false,
      setHeaders: (res) => res.set('Cache-Control', 'no-cache'),
    }),
  );
  return router;
}
