import { Agent, request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/harness.js';
import { quotedOrder } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { createShutdown } from './shutdown.js';

const sandbox = useTestSandbox();

describe('a graceful stop', () => {
  it('turns /readyz 503 at once and refuses a new order on an open keep-alive socket', async () => {
    const shutdown = createShutdown();
    const app = await startTestApp(sandbox.url, { shutdown });
    // One connection, kept alive: every request below travels on the same socket.
    const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
    try {
      const orderBody = await quotedOrder(app.url);
      const ready = await request(`${app.url}/readyz`, { dispatcher: agent });
      expect(ready.statusCode).toBe(200);
      expect(ready.headers.connection).toBe('keep-alive');
      await ready.body.dump();

      shutdown.begin();

      const notReady = await request(`${app.url}/readyz`, { dispatcher: agent });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.headers.connection).toBe('close');
      await notReady.body.dump();

      const order = await request(`${app.url}/api/orders`, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', 'idempotency-key': 'late-order-1' },
        body: JSON.stringify(orderBody),
      });
      expect(order.statusCode).toBe(503);
      expect(order.headers['retry-after']).toMatch(/^\d+$/);
      expect(order.headers.connection).toBe('close');
      const body = (await order.body.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('SHUTTING_DOWN');
      expect(body.error.message).toMatch(/try again/);
      // Refused before any work: the upstream never saw it.
      expect(app.logs.some((line) => line.includes('/api/orders'))).toBe(false);
    } finally {
      await agent.close();
      await app.close();
    }
  });

  it('answers a request already in flight in full, then closes its socket', async () => {
    const shutdown = createShutdown();
    const app = await startTestApp(sandbox.url, {
      shutdown,
      env: { UPSTREAM_HEADERS_TIMEOUT_MS: '300' },
    });
    const agent = new Agent({ connections: 1, keepAliveTimeout: 60_000 });
    try {
      // The upstream holds this quote until our timeout: it is surely in flight when the stop begins.
      await queueFault(sandbox, 'token_price', 'hang');
      const quoting = request(`${app.url}/api/price?from=BNB&to=ETH&amount=1`, {
        dispatcher: agent,
      });
      for (let polls = 0; polls < 100; polls++) {
        const { faults } = (await control(sandbox, 'GET', '/faults')) as {
          faults: { token_price: unknown[] };
        };
        if (faults.token_price.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      shutdown.begin();
      const reply = await quoting;
      expect(reply.statusCode).toBe(504);
      expect(reply.headers.connection).toBe('close');
      const body = (await reply.body.json()) as { error: { code: string } };
      expect(body.error.code).toBe('UPSTREAM_TIMEOUT');
    } finally {
      await agent.close();
      await app.close();
    }
  });
});
