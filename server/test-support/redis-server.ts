import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { freePort } from './server-process.js';
import { useStarted } from './use-started.js';
import { eventually } from './eventually.js';

/** Polls until a redis-server answers at `url`; fails if none does within 5 s. */
async function waitUntilUp(url: string): Promise<void> {
  await eventually(
    async () => {
      const probe = createClient({ url, socket: { reconnectStrategy: false } });
      probe.on('error', () => undefined);
      await probe.connect();
      await probe.quit();
      return true;
    },
    Boolean,
    { intervalMs: 100, what: `a redis-server at ${url}` },
  );
}

/**
 * A real, throwaway redis-server (Debian's package) on a free loopback port. `stop` and `start`
 * take it away and bring it back on the same port, empty (no persistence): an outage as a
 * replica sees it. With `persist`, it keeps an append-only file and snapshots in `dir`, as
 * deployed.
 */
export async function startRedisServer(
  options: { persist?: boolean; args?: string[]; port?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'swap-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  const args = ['--port', String(port), '--bind', '127.0.0.1', ...(options.args ?? [])];
  const persistence = options.persist
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--save', '', '--appendonly', 'no'];
  const spawnServer = () =>
    spawn('redis-server', [...args, ...persistence, '--dir', dir], {
      stdio: 'ignore',
    });
  let child: ChildProcess | null = spawnServer();
  await waitUntilUp(url);
  return {
    url,
    port,
    dir,
    /** SIGKILL: gone at once, as when its machine dies */
    kill() {
      const running = child;
      child = null;
      running?.kill('SIGKILL');
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    async start() {
      if (child) return;
      child = spawnServer();
      await waitUntilUp(url);
    },
  };
}

/**
 * For a test file or describe block: a redis-server started before its tests and stopped after
 * them. Its url can be read from the first test on.
 */
export function useRedisServer(): { readonly url: string } {
  const running = useStarted('redis-server', startRedisServer, (redis) => redis.stop());
  return {
    get url() {
      return running().url;
    },
  };
}
