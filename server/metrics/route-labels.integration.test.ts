import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { parsePrometheusText } from '../test-support/prometheus-text.js';
import { createMetricsApp } from './metrics-app.js';
import { createMetrics } from './metrics.js';

// Route labels are a fixed set: a visitor who varies a path's spelling must not mint new series.

const sandbox = useTestSandbox();
const metrics = createMetrics();
let app: TestApp;
let listener: Server;

beforeAll(async () => {
  app = await startTestApp(sandbox.url, { metrics });
  listener = await new Promise((resolve) => {
    const server = createMetricsApp(metrics.registry).listen(0, '127.0.0.1', () => resolve(server));
  });
});
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => listener.close(resolve));
});

describe('request metrics', () => {
  it('label a case variant of a path with the matched route, never with its spelling', async () => {
    for (const path of ['/API/price', '/Api/Price', '/api/PRICE', '/API/nothing-here']) {
      const res = await fetch(`${app.url}${path}?from=BNB&to=ETH&amount=1`);
      await res.text();
    }
    const port = (listener.address() as AddressInfo).port;
    const samples = parsePrometheusText(
      await (await fetch(`http://127.0.0.1:${port}/metrics`)).text(),
    );
    const routes = new Set(
      samples.flatMap((sample) => (sample.labels.route ? [sample.labels.route] : [])),
    );
    expect(routes.has('/api/price')).toBe(true);
    const apiSpellings = [...routes].filter((route) => /^\/api\b/i.test(route));
    expect(apiSpellings.filter((route) => route !== route.toLowerCase())).toEqual([]);
  });
});
