import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bnbToEthOrder,
  createOrder,
  onQuote,
  quote,
  VALID_ETH_ADDRESS,
} from './test-support/order-requests.js';
import { freePort, startServerProcess } from './test-support/server-process.js';

// The built entry point with UPSTREAM_PROTOCOL=changenow and nothing else: the embedded
// sandbox speaks ChangeNOW, and an order's page outlives a restart through the order map file.

describe('the entry point in changenow mode', () => {
  it('relays to the sandbox as a provider and finds an order again after a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-main-cn-'));
    const env = {
      UPSTREAM_PROTOCOL: 'changenow',
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dir,
    };
    const first = await startServerProcess(env);
    let orderId: string;
    try {
      expect(first.output()).toContain(
        'UPSTREAM_PROTOCOL=changenow with no PRICE_SERVICE_URL and no UPSTREAM_API_KEY, relaying to the simulated upstream',
      );
      const quoted = await quote(first.url);
      expect(quoted.rateId).toBeTruthy();
      const created = await createOrder(first.url, {
        ...bnbToEthOrder(quoted.route),
        ...onQuote(quoted),
        refundAddress: VALID_ETH_ADDRESS,
      });
      expect(created.status).toBe(201);
      orderId = ((await created.json()) as { orderId: string }).orderId;
    } finally {
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
    }
    const second = await startServerProcess(env);
    try {
      const view = await fetch(`${second.url}/api/orders/${orderId}`);
      expect(view.status).toBe(200);
      expect(await view.json()).toMatchObject({ orderId, refundAddress: VALID_ETH_ADDRESS });
      const page = await fetch(`${second.url}/order/${orderId}`);
      expect(page.status).toBe(200);
      // an order on the sandbox: its signed guarantee says so, so it never passes for a real one
      const guarantee = await fetch(`${second.url}/order/${orderId}/guarantee.txt`);
      expect(guarantee.status).toBe(200);
      expect((await guarantee.text()).split('\n')[2]).toMatch(/^SANDBOX:\s+a simulated order/);
      expect(second.output()).not.toContain(orderId);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
