import type { Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../test-support/harness.js';
import {
  createOrder,
  quote,
  quotedOrder,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { parsePrometheusText, sampleValue, type Sample } from '../test-support/prometheus-text.js';
import { startSmtp } from '../test-support/smtp.js';
import type { ConfigTuning } from '../test-support/tuned-config.js';
import { createMetricsApp } from './metrics-app.js';
import { createMetrics, type AppMetrics } from './metrics.js';

const sandbox = useTestSandbox();

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
  await control(sandbox, 'POST', '/reset');
});

/** The app wired as main.ts wires it, plus its metrics listener, both on port 0. */
async function startWithMetrics(env: Record<string, string>, tuning?: ConfigTuning) {
  const metrics: AppMetrics = createMetrics();
  const app = await startTestApp(sandbox.url, { metrics, env, tuning });
  cleanups.push(() => app.close());
  const listener: Server = await new Promise((resolve) => {
    const server = createMetricsApp(metrics.registry).listen(0, '127.0.0.1', () => resolve(server));
  });
  cleanups.push(() => new Promise((resolve) => listener.close(resolve)));
  const metricsUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  const scrape = async () => {
    const response = await fetch(`${metricsUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    return { text, samples: parsePrometheusText(text) };
  };
  return { app, metricsUrl, scrape };
}

const http = (route: string, method: string, statusClass: string) => ({
  route,
  method,
  status_class: statusClass,
});
const count = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  sampleValue(samples, name, labels) ?? 0;

describe('metrics', () => {
  it('counts a visitor flow by route, upstream outcome, order result, limiter and alert', async () => {
    const { app, scrape } = await startWithMetrics(
      { UPSTREAM_HEADERS_TIMEOUT_MS: '300', RATE_LIMIT_STATUS: '2' },
      { upstream: { bodyTimeoutMs: 300 } },
    );

    // Two quotes, then three identical ones while the price service hangs: one call, two saved.
    const orderBody = await quotedOrder(app.url);
    await quote(app.url, 'BTC', 'ETH', '0.5');
    await queueFault(sandbox, 'token_price', 'hang');
    const hung = await Promise.all(
      [1, 2, 3].map(() => fetch(`${app.url}/api/price?from=BNB&to=ETH&amount=2`)),
    );
    expect(hung.map((response) => response.status)).toEqual([504, 504, 504]);

    // Two orders, one resend of the first with its key, one upstream refusal, one broken reply.
    const first = await createOrder(app.url, orderBody, 'metrics-key-1');
    expect(first.status).toBe(201);
    const { orderId } = (await first.json()) as { orderId: string };
    expect((await createOrder(app.url, orderBody, 'metrics-key-1')).status).toBe(201);
    const second = await createOrder(app.url, orderBody);
    expect(second.status).toBe(201);
    const { orderId: secondId } = (await second.json()) as { orderId: string };
    await queueFault(sandbox, 'token_exchange', 'error301');
    expect((await createOrder(app.url, orderBody)).status).toBe(422);
    await queueFault(sandbox, 'token_exchange', 'unknown-message');
    expect((await createOrder(app.url, orderBody)).status).toBe(502);

    // Order status within its limit of two, then one over it.
    const statuses = [];
    for (const id of [orderId, secondId, orderId]) {
      statuses.push((await fetch(`${app.url}/api/orders/${id}`)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await fetch(`${app.url}/api/no-such-call/${orderId}`)).status).toBe(404);

    // The unknown-message alert has no SMTP to go to: it waits in the outbox.
    let samples: Sample[] = [];
    await vi.waitFor(
      async () => {
        samples = (await scrape()).samples;
        expect(count(samples, 'swap_alerts_spooled_total')).toBe(1);
        expect(count(samples, 'swap_alerts_outbox_depth')).toBe(1);
      },
      { timeout: 5000, interval: 50 },
    );
    const histogram = 'swap_http_request_duration_seconds_count';
    expect(count(samples, histogram, http('/api/price', 'GET', '2xx'))).toBe(2);
    expect(count(samples, histogram, http('/api/price', 'GET', '5xx'))).toBe(3);
    expect(count(samples, histogram, http('/api/orders', 'POST', '2xx'))).toBe(3);
    expect(count(samples, histogram, http('/api/orders', 'POST', '4xx'))).toBe(1);
    expect(count(samples, histogram, http('/api/orders', 'POST', '5xx'))).toBe(1);
    expect(count(samples, histogram, http('/api/orders/:orderId', 'GET', '2xx'))).toBe(2);
    expect(count(samples, histogram, http('/api/orders/:orderId', 'GET', '4xx'))).toBe(1);
    expect(count(samples, histogram, http('unmatched', 'GET', '4xx'))).toBe(1);
    expect(
      sampleValue(samples, 'swap_http_request_duration_seconds_bucket', {
        ...http('/api/price', 'GET', '5xx'),
        le: '0.25',
      }),
      'the hung calls waited for the 300 ms timeout',
    ).toBe(0);

    const upstream = 'swap_upstream_call_duration_seconds_count';
    expect(count(samples, upstream, { call: 'token_price', outcome: 'ok' })).toBe(2);
    expect(count(samples, upstream, { call: 'token_price', outcome: 'timeout' })).toBe(1);
    expect(count(samples, upstream, { call: 'token_exchange', outcome: 'ok' })).toBe(3);
    expect(count(samples, upstream, { call: 'token_exchange', outcome: 'unknown-message' })).toBe(
      1,
    );
    // two views, and each of the two orders made read once for its deposit address (the price
    // service's create reply names none): the guarantee is written at creation
    expect(count(samples, upstream, { call: 'exchange_status', outcome: 'ok' })).toBe(4);
    expect(count(samples, 'swap_upstream_price_calls_coalesced_total')).toBe(2);
    expect(count(samples, 'swap_upstream_breaker_state')).toBe(0);

    expect(count(samples, 'swap_orders_created_total')).toBe(2);
    expect(count(samples, 'swap_orders_idempotent_replays_total')).toBe(1);
    expect(count(samples, 'swap_orders_upstream_refusals_total', { code: 'INVALID_ADDRESS' })).toBe(
      1,
    );
    expect(count(samples, 'swap_rate_limit_rejections_total', { limiter: 'status' })).toBe(1);
    expect(count(samples, 'swap_rate_limit_rejections_total', { limiter: 'global' })).toBe(0);
    expect(
      count(samples, 'swap_alerts_raised_total', { kind: 'create-exchange:unknown-message' }),
    ).toBe(1);
    expect(count(samples, 'swap_alerts_mailed_total')).toBe(0);

    // The default process metrics come along.
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(sampleValue(samples, name), name).toBeGreaterThanOrEqual(0);
    }

    // No label holds an order id, an IP or an address, whole or in part.
    const status = (await control(sandbox, 'GET', `/orders/${orderId}`)) as {
      paying_address: string;
    };
    const secrets = [orderId, secondId, VALID_ETH_ADDRESS, status.paying_address];
    const values = samples.flatMap((sample) => Object.values(sample.labels));
    expect(values.length).toBeGreaterThan(100);
    for (const value of values) {
      expect(value).not.toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isIP(value), value).toBe(0);
      expect(value).not.toMatch(/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|::|0x[0-9a-f]{40}/i);
      for (const secret of secrets) expect(value.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('never answers /metrics on the public port, and the listener serves nothing else', async () => {
    const { app, metricsUrl, scrape } = await startWithMetrics({});
    const publicReply = await fetch(`${app.url}/metrics`);
    expect(publicReply.status).toBe(404);
    expect(await publicReply.text()).not.toContain('swap_');
    expect((await fetch(`${app.url}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/api/price?from=BNB&to=ETH&amount=1`)).status).toBe(404);

    // Pages are labelled by the client route they matched; the 404 page by its catch-all.
    expect((await fetch(`${app.url}/order/AbCdEfGhIjKlMnOpQrStUv`)).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const { samples } = await scrape();
    const histogram = 'swap_http_request_duration_seconds_count';
    expect(count(samples, histogram, http('/order/:orderId', 'GET', '2xx'))).toBe(1);
    expect(count(samples, histogram, http('/healthz', 'GET', '2xx'))).toBe(1);
    expect(count(samples, histogram, http('/{*rest}', 'GET', '4xx'))).toBe(1);
    expect(count(samples, histogram, http('unmatched', 'GET', '4xx'))).toBe(1);
  });

  it('shows the breaker opening, fast failures and the alert mailed, in a registry of its own', async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { app, scrape } = await startWithMetrics(
      { SMTP_URL: smtp.url },
      { breaker: { volume: 2 } },
    );
    await queueFault(sandbox, 'token_price', 'http500', 2);
    for (const amount of ['1', '2', '3']) {
      const reply = await fetch(`${app.url}/api/price?from=BNB&to=ETH&amount=${amount}`);
      expect(reply.status).toBe(502);
    }
    let samples: Sample[] = [];
    await vi.waitFor(
      async () => {
        samples = (await scrape()).samples;
        expect(count(samples, 'swap_alerts_mailed_total')).toBe(1);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(smtp.mails).toHaveLength(1);
    const upstream = 'swap_upstream_call_duration_seconds_count';
    expect(count(samples, upstream, { call: 'token_price', outcome: 'http-status' })).toBe(2);
    expect(count(samples, upstream, { call: 'token_price', outcome: 'circuit-open' })).toBe(1);
    expect(count(samples, 'swap_upstream_breaker_state')).toBe(2);
    expect(count(samples, 'swap_alerts_raised_total', { kind: 'circuit-open' })).toBe(1);
    expect(count(samples, 'swap_alerts_mailed_total')).toBe(1);
    expect(count(samples, 'swap_alerts_outbox_depth')).toBe(0);
    // Nothing from the first app's flow leaks into this app's registry.
    expect(count(samples, 'swap_orders_created_total')).toBe(0);
    expect(count(samples, upstream, { call: 'token_price', outcome: 'ok' })).toBe(0);
  });
});
