import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { freePort } from './server-process.js';
import { useStarted } from './use-started.js';
import { eventually } from './eventually.js';
import { tlsServerArgs, type TestCertificates } from './tls-certificates.js';

/** Polls until a redis-server answers at `url`; fails if none does within 5 s. */
async function waitUntilUp(url: string, ca?: string): Promise<void> {
  await eventually(
    async () => {
      const tls = ca ? { tls: true as const, ca } : {};
      const probe = createClient({ url, socket: { reconnectStrategy: false, ...tls } });
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
  options: {
    persist?: boolean;
    args?: string[];
    port?: number;
    /** TLS only, with these certificates: its url is rediss:// */
    tls?: TestCertificates;
    password?: string;
  } = {},
) {
  const port = options.port ?? (await freePort());
  const dir = await mkdtemp(join(tmpdir(), 'swap-redis-'));
  const { tls, password } = options;
  const auth = password ? `:${encodeURIComponent(password)}@` : '';
  const url = `${tls ? 'rediss' : 'redis'}://${auth}127.0.0.1:${port}`;
  const args = [
    ...(tls ? tlsServerArgs(tls, port) : ['--port', String(port)]),
    '--bind',
    '127.0.0.1',
    ...(password ? ['--requirepass', password] : []),
    ...(options.args ?? []),
  ];
  const persistence = options.persist
    ? ['--appendonly', 'yes', '--appendfsync', 'always']
    : ['--save', '', '--appendonly', 'no'];
  const spawnServer = () =>
    spawn('redis-server', [...args, ...persistence, '--dir', dir], {
      stdio: 'ignore',
    });
  let child: ChildProcess | null = spawnServer();
  await waitUntilUp(url, tls?.ca);
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
      await waitUntilUp(url, tls?.ca);
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
