import { describe, expect, it } from 'vitest';
import { createMetrics } from '../metrics/metrics.js';
import { withTestApp } from '../test-support/harness.js';
import { createOrder, quotedOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

// An exchange creation that outlives the visitor's wait. The visitor's bound is 1.5 s
// (the test apps' headers timeout); the creation itself is cut at 2.5 s here (60 s in production).

const sandbox = useTestSandbox();
const CREATE_CUT_MS = 2500;

const upstreamOrders = async () =>
  ((await control(sandbox, 'GET', '/orders')) as { orders: number }).orders;

/** Creation calls that have ended, by outcome: a call is counted once it is over. */
async function endedCreations(metrics: ReturnType<typeof createMetrics>) {
  const samples = parsePrometheusText(await metrics.registry.metrics());
  return (
    sampleValue(samples, 'swap_upstream_call_duration_seconds_count', {
      call: 'token_exchange',
      outcome: 'timeout',
    }) ?? 0
  );
}

describe('a creation the upstream never answers', () => {
  it('raises create-exchange:timeout once, not again when the call is cut', async () => {
    const metrics = createMetrics();
    await withTestApp(sandbox.url, { metrics, createLateReplyMs: CREATE_CUT_MS }, async (app) => {
      const body = await quotedOrder(app.url);
      await control(sandbox, 'POST', '/faults', { endpoint: 'token_exchange', fault: 'hang' });
      expect((await createOrder(app.url, body, 'hang-key-0001')).status).toBe(504);
      await expect.poll(() => endedCreations(metrics), { timeout: 10_000 }).toBe(1);
      const samples = parsePrometheusText(await metrics.registry.metrics());
      expect(
        sampleValue(samples, 'swap_alerts_raised_total', { kind: 'create-exchange:timeout' }),
      ).toBe(1);
    });
    await control(sandbox, 'DELETE', '/faults');
  });
});

describe('a reply that comes after the creation was cut (past its window)', () => {
  it('never makes a second order on a retry with the same key', async () => {
    const metrics = createMetrics();
    await withTestApp(sandbox.url, { metrics, createLateReplyMs: CREATE_CUT_MS }, async (app) => {
      const body = await quotedOrder(app.url);
      const before = await upstreamOrders();
      // the order is made at once; its reply comes after the cut, as a 66 s one would at 60 s
      await control(sandbox, 'POST', '/faults', {
        endpoint: 'token_exchange',
        fault: 'late',
        delayMs: CREATE_CUT_MS + 1500,
      });
      const key = 'late-key-0001';
      expect((await createOrder(app.url, body, key)).status).toBe(504);
      // retried while the call runs (409, come back later), then after it was cut
      await expect.poll(() => endedCreations(metrics), { timeout: 10_000 }).toBe(1);
      const retry = await createOrder(app.url, body, key);
      expect(retry.status).toBe(504);
      expect(((await retry.json()) as { error: { code: string } }).error.code).toBe(
        'UPSTREAM_TIMEOUT',
      );
      expect(await upstreamOrders()).toBe(before + 1);
    });
    await control(sandbox, 'DELETE', '/faults');
  });
});
