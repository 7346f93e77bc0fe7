import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createOrder, quotedOrder } from '../test-support/order-requests.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

// Nothing a page view creates may outlive its response. A render store that something still
// points at (a timer, a listener) keeps its whole cache alive: under load on one order page that
// is what took a replica to its heap limit. Pending timers are the leak's trace: each one holds
// its store until it fires. An integration test beyond the build it serves: it counts every timer
// in the process, so it needs the process to itself, as the integration project gives each file.

const site = useSiteOverSandbox(() => ({ rendered: true }));

const pendingTimers = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;

/** Polls (at most `ms`) until the pending timers drop to `most`; the last count seen. */
async function timersSettleTo(most: number, ms = 1000): Promise<number> {
  const deadline = Date.now() + ms;
  let count = pendingTimers();
  while (count > most && Date.now() < deadline) {
    await sleep(20);
    count = pendingTimers();
  }
  return count;
}

describe('order page views and memory', () => {
  it('leave nothing scheduled once their pages are sent', async () => {
    const created = await createOrder(site.app.url, await quotedOrder(site.app.url));
    const { orderId } = (await created.json()) as { orderId: string };
    const view = async () => {
      const res = await fetch(`${site.app.url}/order/${orderId}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
    };
    await view();
    const before = await timersSettleTo(0, 300);

    const views = 40;
    for (let i = 0; i < views; i++) await view();

    // a couple of timers of the server's own (keep-alive, pools) may come and go
    expect(await timersSettleTo(before + 2)).toBeLessThanOrEqual(before + 2);
  });
});
