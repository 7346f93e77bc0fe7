import { join } from 'node:path';
import express, { Router } from 'express';
import { precompressed } from './precompressed.js';

/**
 * The built files: hashed assets cached for a year, the rest (favicon, no-js.css) revalidated;
 * scripts and styles as the build's brotli or gzip copy where the browser takes one.
 */
export function staticFiles(clientDir: string): Router {
  const router = Router();
  router.use(precompressed(clientDir));
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
