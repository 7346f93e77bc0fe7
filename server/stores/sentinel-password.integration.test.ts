import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { quotedOrder } from '../test-support/order-requests.js';
import { pollUntil, startSentinelSet } from '../test-support/redis-sentinels.js';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';

// A Sentinel set whose servers and sentinels all ask for a password (requirepass), as a managed
// one does, configured by REDIS_SENTINELS alone: redis://:<password>@host:port entries. The site
// found no master (sentinel mode built redis://host:port, with no way to log in); now it logs in
// to the sentinels and to the master they name, before and after a failover, and never writes
// the password to its log.

const PASSWORD = 's3cret,with:odd@chars';

let sandbox: RunningSandbox;
let set: Awaited<ReturnType<typeof startSentinelSet>>;
let site: ServerProcess;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  set = await startSentinelSet({ password: PASSWORD });
  site = await startServerProcess({
    PRICE_SERVICE_URL: sandbox.url,
    REDIS_SENTINELS: set.sentinels,
  });
}, 60_000);
afterAll(async () => {
  if (site && site.child.exitCode === null) {
    site.child.kill('SIGTERM');
    await site.exited;
  }
  await set?.stop();
  await sandbox?.close();
});

const readiness = async () =>
  ((await (await fetch(`${site.url}/readyz`)).json()) as { status: string }).status;

const order = async (key: string) =>
  fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(await quotedOrder(site.url)),
    signal: AbortSignal.timeout(5000),
  });

/** Whether the master the sentinels name now, logged in to, holds this order's key. */
async function masterHoldsKey(key: string): Promise<boolean> {
  const client = createClient({
    password: PASSWORD,
    socket: { host: '127.0.0.1', port: await set.masterNow(), reconnectStrategy: false },
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.exists(`idem:${key}`)) === 1;
  } finally {
    client.destroy();
  }
}

describe('a Sentinel set with a password, from REDIS_SENTINELS alone', () => {
  it('keeps orders on the master the sentinels name, and follows it through a failover', async () => {
    await pollUntil(async () => (await readiness()) === 'ready', 'ready', 10_000);
    const first = await order('sentinel-password-0001');
    expect(first.status).toBe(201);
    expect(await masterHoldsKey('sentinel-password-0001')).toBe(true);

    set.killMaster();
    await pollUntil(
      async () => (await order(`sentinel-password-${String(Date.now())}`)).status === 201,
      'orders again on the new master',
      30_000,
    );
    expect(site.output()).toContain('the sentinels name a new master');
    expect(site.output()).not.toContain(PASSWORD);
    expect(site.output()).not.toContain(encodeURIComponent(PASSWORD));
  }, 60_000);
});
