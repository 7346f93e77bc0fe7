import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startServerWithListener } from '../test-support/server-process.js';

// Everything the metrics port serves, as Prometheus's own linter reads it: prom-client's default
// gauges named `*_total` made `promtool check metrics` exit 3. Scraped after a few requests, so
// the site's own series (labelled by route, status, upstream call) are in it too.

describe('the metrics port', () => {
  it('serves only what promtool check metrics accepts', async () => {
    const { server, port: metricsPort } = await startServerWithListener('METRICS_PORT');
    try {
      for (const path of ['/api/price?from=BNB&to=ETH&amount=1', '/', '/nope', '/readyz']) {
        const res = await fetch(`${server.url}${path}`);
        await res.body?.cancel();
      }
      // the port serves /metrics alone (anything else is a 404)
      const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toContain('swap_http_');
      expect(text).toContain('nodejs_active_handles');
      const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
      expect(`${check.stdout}${check.stderr}`).toBe('');
      expect(check.status).toBe(0);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });
});

describe('the example alert rules (deploy/prometheus-alerts.yml)', () => {
  const repo = new URL('../../', import.meta.url).pathname;

  it('pass promtool check rules', () => {
    const check = spawnSync('promtool', ['check', 'rules', 'deploy/prometheus-alerts.yml'], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(check.stdout).toContain('SUCCESS: 3 rules found');
    expect(check.status).toBe(0);
  });

  it('page on a provider or market reference at 0 for five minutes, not before', () => {
    const test = spawnSync(
      'promtool',
      ['test', 'rules', 'server/metrics/test-support/prometheus-alerts.rules-test.yml'],
      { cwd: repo, encoding: 'utf8' },
    );
    expect(`${test.stdout}${test.stderr}`).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });
});
