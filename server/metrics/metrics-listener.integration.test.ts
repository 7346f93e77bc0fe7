import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { freePort, startServerProcess } from '../test-support/server-process.js';

describe('the entry point with METRICS_PORT', () => {
  it('serves metrics on their own port, counting what the public port answered', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-metrics-'));
    const metricsPort = await freePort();
    const server = await startServerProcess({
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dir,
      METRICS_PORT: String(metricsPort),
    });
    try {
      expect((await fetch(`${server.url}/api/price?from=BNB&to=ETH&amount=1`)).status).toBe(200);
      // 404 with a built client, 503 without one: never the metrics.
      const publicReply = await fetch(`${server.url}/metrics`);
      expect(publicReply.status).toBeGreaterThanOrEqual(400);
      expect(await publicReply.text()).not.toContain('swap_');
      await vi.waitFor(
        async () => {
          const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
          const samples = parsePrometheusText(await scrape.text());
          expect(
            sampleValue(samples, 'swap_upstream_call_duration_seconds_count', {
              call: 'token_price',
              outcome: 'ok',
            }),
          ).toBe(1);
          expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});
