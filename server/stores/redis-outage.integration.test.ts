import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { createMetrics } from '../metrics/metrics.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { createOrder, quotedOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, SAME_SITE, swapFields } from '../test-support/swap-form-post.js';
import { createRedisIdempotencyStore } from './redis-idempotency.js';
import { connectRedis, type SharedStore } from './redis.js';

// With REDIS_URL set and Redis stopped, every API call waited for it (24 s until it
// came back). Now each store call is bounded: quotes go on with per-process limits, new orders
// are refused fast with 503 and nothing is ordered that could not be recorded, and all of it
// heals by itself when Redis returns.

const sandbox = useTestSandbox();
const metrics = createMetrics();
const storeLog: string[] = [];
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let shared: SharedStore;
let app: TestApp;

beforeAll(async () => {
  redis = await startRedisServer();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      storeLog.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  shared = await connectRedis(redis.url, createLogger('info', sink), metrics.sharedStore.up);
  app = await startTestApp(sandbox.url, {
    redis: shared,
    idempotency: createRedisIdempotencyStore(shared),
    metrics,
  });
});
afterAll(async () => {
  await app?.close();
  await shared?.client.quit().catch(() => undefined);
  await redis?.stop();
});

/** A request that must be answered within 2 s (the store's bound is 0.5 s; the machine is busy). */
const quick = (path: string) => fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(2000) });

const upstreamOrders = async () =>
  ((await control(sandbox, 'GET', '/orders')) as { orders: number }).orders;

const storeUp = async () =>
  sampleValue(parsePrometheusText(await metrics.registry.metrics()), 'swap_shared_store_up');

const linesSaying = (words: string) => storeLog.filter((line) => line.includes(words)).length;

describe('a Redis outage under traffic', () => {
  it('keeps quotes answering, refuses new orders fast with 503, and heals when Redis returns', async () => {
    const body = await quotedOrder(app.url);
    expect((await quick('/api/price?from=BNB&to=ETH&amount=1')).status).toBe(200);
    expect(await storeUp()).toBe(1);
    const before = await upstreamOrders();

    await redis.stop();
    const during = await Promise.all([
      ...Array.from({ length: 6 }, () => quick('/api/price?from=BNB&to=ETH&amount=1')),
      createOrder(app.url, body, 'outage-key-0001'),
      createOrder(app.url, body, 'outage-key-0002'),
    ]);
    for (const res of during.slice(0, 6)) {
      expect(res.status).toBe(200);
      // the limits still count, per process
      expect(res.headers.get('ratelimit')).toMatch(/remaining=\d+/);
    }
    for (const res of during.slice(6)) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'TEMPORARILY_UNAVAILABLE',
      );
    }
    expect(await upstreamOrders()).toBe(before);
    // the script-free form says so too, in the page's words
    const form = await postForm(
      app.url,
      swapFields({ idempotencyKey: 'outage-key-form' }),
      SAME_SITE,
      '/',
      AbortSignal.timeout(4000),
    );
    expect(form.status).toBe(503);
    expect(form.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await form.text()).toContain('New swaps are paused for a moment');
    expect(await upstreamOrders()).toBe(before);

    // readiness stays: pages render and limits count per process (decision 015)
    const ready = await quick('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', checks: { redis: false } });
    expect(await storeUp()).toBe(0);
    expect(linesSaying('shared store (Redis) unreachable')).toBe(1);

    await redis.start();
    // the client reconnects by itself; a retry soon orders again
    await expect
      .poll(async () => (await createOrder(app.url, body, 'outage-key-0003')).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(201);
    expect(await upstreamOrders()).toBe(before + 1);
    expect((await quick('/readyz')).status).toBe(200);
    expect(await (await quick('/readyz')).json()).toMatchObject({ status: 'ready' });
    expect(await storeUp()).toBe(1);
    expect(linesSaying('shared store (Redis) unreachable')).toBe(1);
    expect(linesSaying('shared store (Redis) answers again')).toBe(1);
  });
});
