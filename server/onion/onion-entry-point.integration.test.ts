import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../test-support/server-process.js';
import { exchange, get, proxyLine, responsesIn } from './test-support/tor-client.js';
import { eventually } from '../test-support/eventually.js';

/** Polls the listener for tor until it answers a request behind a PROXY line. */
async function untilTorListenerAnswers(port: number) {
  await eventually(
    async () => {
      const replies = await exchange(port, [proxyLine(1), get('/healthz')]);
      return responsesIn(replies.received).length;
    },
    (answers) => answers > 0,
    { timeoutMs: 10_000, intervalMs: 100, what: 'an answer from the listener for tor' },
  );
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
