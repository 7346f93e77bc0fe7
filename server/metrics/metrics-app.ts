import express, { type Express } from 'express';
import type { Registry } from 'prom-client';

/**
 * The scrape endpoint, on its own listener (METRICS_PORT) so it is never reachable through the
 * public port or the proxy in front of it. Only GET /metrics; everything else is a 404.
 */
export function createMetricsApp(registry: Registry): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res, next) => {
    try {
      const text = await registry.metrics();
      res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(text);
    } catch (error) {
      next(error);
    }
  });
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found: metrics are at /metrics\n');
  });
  return app;
}
