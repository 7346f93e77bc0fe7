import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './test-support/server-process.js';

/** Runs the built entry point with only this environment (and PATH) until it exits. */
const runMainUntilExit = (env: Record<string, string>) =>
  spawnSync(process.execPath, [new URL('../dist/server/main.js', import.meta.url).pathname], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('the entry point', () => {
  it('starts with nothing configured, relaying to the embedded sandbox, and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-main-'));
    const server = await startServerProcess({
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dir,
    });
    try {
      const quote = await fetch(`${server.url}/api/price?from=BNB&to=ETH&amount=1`);
      expect(quote.status).toBe(200);
      expect(((await quote.json()) as { estimate: number }).estimate).toBeGreaterThan(0);
      expect(server.output()).toContain('SANDBOX MODE');
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  });

  it('stops start-up on a corrupt sandbox data file with one JSON log line naming the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-main-'));
    const file = join(dir, 'sandbox-orders.json');
    await writeFile(file, '{"version": 1, "orders": [');
    const run = runMainUntilExit({
      NODE_ENV: 'test',
      PORT: '0',
      SANDBOX_PORT: '0',
      DATA_DIR: dir,
    });
    expect(run.status).toBe(1);
    const lines = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { level: unknown; file: string; msg: string };
    expect(line.file).toBe(file);
    expect(line.msg).toContain('not valid JSON');
    expect(lines[0]).not.toMatch(/\n\s+at |unhandled/i);
  });

  it('refuses to start in production without an upstream, listing the problem', () => {
    const run = runMainUntilExit({
      NODE_ENV: 'production',
      PORT: '0',
      RATE_LIMIT_ORDERS: 'lots',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('PRICE_SERVICE_URL');
    expect(run.stderr).toContain('RATE_LIMIT_ORDERS');
  });
});
