import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../test-support/server-process.js';
import { exchange, get, proxyLine, responsesIn } from './test-support/tor-client.js';

/** Polls the listener for tor until it answers a request behind a PROXY line. */
async function untilTorListenerAnswers(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const replies = await exchange(port, [proxyLine(1), get('/healthz')]).catch(() => null);
    if (replies && responsesIn(replies.received).length > 0) return;
    await sleep(100);
  }
  throw new Error('the listener for tor never answered');
}

describe('the entry point with ONION_PORT', () => {
  it('listens for tor on loopback, refuses connections without the line, and stops cleanly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-onion-main-'));
    const onionPort = await freePort();
    const server = await startServerProcess({
      ONION_PORT: String(onionPort),
      SANDBOX_PORT: String(await freePort()),
      DATA_DIR: dir,
    });
    try {
      await untilTorListenerAnswers(onionPort);
      const [health] = responsesIn(
        (await exchange(onionPort, [proxyLine(2), get('/healthz')])).received,
      );
      expect(health?.status).toBe(200);
      expect((await exchange(onionPort, [get('/healthz')])).received).toBe('');

      // An idle keep-alive connection from tor does not hold the stop up.
      const idle = connect(onionPort, '127.0.0.1');
      await new Promise<void>((resolve) => idle.once('connect', resolve));
      idle.write(proxyLine(3) + get('/healthz', {}, false));
      await new Promise<void>((resolve) => idle.once('data', () => resolve()));
      const closed = new Promise<void>((resolve) => idle.once('close', resolve));
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await closed;
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
