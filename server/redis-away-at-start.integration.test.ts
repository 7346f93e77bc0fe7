import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from './sandbox/sandbox.js';
import { startTestSandbox } from './test-support/harness.js';
import { quotedOrder } from './test-support/order-requests.js';
import { pollUntil } from './test-support/redis-sentinels.js';
import { startRedisServer } from './test-support/redis-server.js';
import { freePort, startServerProcess, type ServerProcess } from './test-support/server-process.js';

// A replica started while Redis is away used to wait for it before listening at all: not even
// /healthz answered, so in Kubernetes its probes failed and it was restarted, during exactly the
// outage the guide calls harmless. Now it listens, serves pages and quotes, says degraded, and
// heals as a running one does; SIGTERM stops it in that state.

let sandbox: RunningSandbox;
const started: ServerProcess[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  for (const site of started) if (site.child.exitCode === null) site.child.kill('SIGKILL');
  await sandbox?.close();
});

async function siteWithRedisAt(port: number): Promise<ServerProcess> {
  const site = await startServerProcess({
    PRICE_SERVICE_URL: sandbox.url,
    REDIS_URL: `redis://127.0.0.1:${port}`,
  });
  started.push(site);
  return site;
}

const within3s = (url: string, init: RequestInit = {}) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(3000) });

const readiness = async (site: ServerProcess) =>
  ((await (await within3s(`${site.url}/readyz`)).json()) as { status: string }).status;

/** An order with an Idempotency-Key: one that cannot be made without Redis to keep its key. */
const order = (site: ServerProcess, body: Record<string, unknown>, key: string) =>
  within3s(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });

describe('a replica started while Redis is away', () => {
  it('serves pages and quotes, says degraded, refuses orders with 503, and heals when Redis comes', async () => {
    const port = await freePort();
    const site = await siteWithRedisAt(port);

    expect((await within3s(`${site.url}/healthz`)).status).toBe(200);
    const page = await within3s(`${site.url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    const price = await within3s(`${site.url}/api/price?from=BNB&to=ETH&amount=1`);
    expect(price.status).toBe(200);
    const body = await quotedOrder(site.url);
    expect(await readiness(site)).toBe('degraded');
    const refused = await order(site, body, 'away-at-start-0001');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const redis = await startRedisServer({ port });
    try {
      await pollUntil(async () => (await readiness(site)) === 'ready', 'ready once Redis answers');
      const created = await order(site, body, 'away-at-start-0002');
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      // the limits are shared through Redis again (shared-count-store.integration.test.ts pins
      // the script load that failed at start)
      const client = createClient({ url: redis.url });
      await client.connect();
      try {
        const quote = await within3s(`${site.url}/api/price?from=BNB&to=ETH&amount=1`);
        await quote.body?.cancel();
        expect(await client.keys('rl:price:*')).toHaveLength(1);
        expect(await client.keys('rl:global:*')).toHaveLength(1);
      } finally {
        await client.quit();
      }

      // Redis away again: the order's kept terms and pinned deposit cannot be read, so no view
      // shows an address the site cannot vouch for: each answers a fast 503 with a time to come
      // back (issue 46), and the order shows again once Redis does
      await redis.stop();
      for (let i = 0; i < 3; i++) {
        const view = await within3s(`${site.url}/api/orders/${orderId}`);
        expect(view.status).toBe(503);
        expect(Number(view.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await view.json()) as { error: { code: string } }).error.code).toBe(
          'TEMPORARILY_UNAVAILABLE',
        );
      }
    } finally {
      await redis.stop();
    }
  }, 60_000);

  it('stops on SIGTERM while Redis is still away', async () => {
    const site = await siteWithRedisAt(await freePort());
    expect((await within3s(`${site.url}/healthz`)).status).toBe(200);
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
  });
});
