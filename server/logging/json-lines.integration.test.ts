import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bnbToEthOrder, createOrder, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { freePort, startServerProcess } from '../test-support/server-process.js';

// A log pipeline parses every line the server writes: one plain-text warning or stack trace in
// between breaks it. `npm start` runs with NODE_ENV unset, where libraries take their
// development paths (and the embedded sandbox plays two providers), so that is the case tested.

describe('the server log', () => {
  it('is one JSON object per line, with NODE_ENV unset, through renders and odd requests', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-json-lines-'));
    const server = await startServerProcess({
      NODE_ENV: undefined,
      LOG_LEVEL: 'info',
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dir,
    });
    let exit: number | null = null;
    try {
      const quote = (await (
        await fetch(`${server.url}/api/price?from=BNB&to=ETH&amount=1`, {
          headers: { Forwarded: 'for=198.51.100.7;proto=https' },
        })
      ).json()) as { route: unknown[] };
      const created = await createOrder(server.url, bnbToEthOrder(quote.route));
      expect(created.status).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };
      for (const path of [
        `/order/${orderId}`,
        `/order/${orderId}`,
        '/',
        '/How-it-works',
        `/%0a${VALID_ETH_ADDRESS}`,
        `/%E2%80%A8${VALID_ETH_ADDRESS}`,
      ]) {
        const res = await fetch(`${server.url}${path}`, {
          headers: { 'X-Forwarded-For': '198.51.100.7', Forwarded: 'for=198.51.100.7' },
        });
        await res.text();
        expect(res.status).toBeLessThan(500);
      }
    } finally {
      server.child.kill('SIGTERM');
      exit = await server.exited;
    }
    expect(exit).toBe(0);
    const lines = server.output().split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(5);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(server.output()).not.toContain(VALID_ETH_ADDRESS);
  });
});
