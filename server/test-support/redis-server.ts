import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from 'redis';
import { freePort } from './server-process.js';

/** A real, throwaway redis-server (Debian's package) on a free loopback port. */
export async function startRedisServer() {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'swap-redis-'));
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = createClient({ url, socket: { reconnectStrategy: false } });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.quit();
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url,
    port,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
