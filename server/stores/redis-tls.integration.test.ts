import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { runCheckRetention } from '../test-support/check-retention.js';
import { eventually } from '../test-support/eventually.js';
import { startTestSandbox } from '../test-support/harness.js';
import { quotedOrder } from '../test-support/order-requests.js';
import { pollUntil, startSentinelSet } from '../test-support/redis-sentinels.js';
import {
  freePort,
  REPLICA_ENV,
  startServerProcess,
  trackProcesses,
  type ServerProcess,
} from '../test-support/server-process.js';
import {
  makeCertificates,
  tlsServerArgs,
  type TestCertificates,
} from '../test-support/tls-certificates.js';

// Redis over TLS with a private CA, as a managed Redis hands it out: every server and sentinel
// speaks TLS only (no plain port), with a certificate an openssl-made CA signed, and a password.
// The site trusts that CA by REDIS_CA_FILE (or NODE_EXTRA_CA_CERTS), starts without a warning,
// keeps orders and follows a failover; without the CA it says the certificate is the trouble.
// The failover comes last: the set has no replica after it.

const PASSWORD = 'tls-and-a-password';
const track = trackProcesses();
let certs: TestCertificates;
let sandbox: RunningSandbox;
let set: Awaited<ReturnType<typeof startSentinelSet>>;

beforeAll(async () => {
  certs = await makeCertificates();
  sandbox = await startTestSandbox();
  set = await startSentinelSet({ password: PASSWORD, tls: certs });
}, 60_000);
afterAll(async () => {
  await set?.stop();
  await sandbox?.close();
});

interface LogLine {
  level: string;
  msg: string;
  code?: string;
  kind?: string;
}
const linesOf = (site: ServerProcess): LogLine[] =>
  site
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
/** What a start logged that an operator would have to look into. */
const troubleOf = (site: ServerProcess) =>
  linesOf(site).filter(({ level }) => ['warn', 'error', 'fatal'].includes(level));

const siteOver = (env: Record<string, string>) =>
  track(
    startServerProcess({
      ...REPLICA_ENV,
      PRICE_SERVICE_URL: sandbox.url,
      LOG_LEVEL: 'info',
      ...env,
    }),
  );
const readiness = async (site: ServerProcess) =>
  ((await (await fetch(`${site.url}/readyz`)).json()) as { status: string }).status;
const order = async (site: ServerProcess, key: string) =>
  fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(await quotedOrder(site.url)),
    signal: AbortSignal.timeout(5000),
  });

describe('Redis Sentinel over TLS with a password and a private CA', () => {
  it('names the untrusted certificate when the CA is not given, with code and kind', async () => {
    const site = await siteOver({ REDIS_SENTINELS: set.sentinels });
    const line = await eventually(
      () => linesOf(site).find(({ msg }) => /no sentinel names the master/.test(msg)),
      Boolean,
      { timeoutMs: 10_000, what: 'the sentinel warning' },
    );
    expect(line).toMatchObject({ code: 'SELF_SIGNED_CERT_IN_CHAIN', kind: 'tls-certificate' });
    expect(line!.msg).toMatch(/TLS certificate is not trusted.*REDIS_CA_FILE/);
    site.child.kill('SIGTERM');
    await site.exited;
  });

  it('trusts the CA named by NODE_EXTRA_CA_CERTS instead', async () => {
    const site = await siteOver({
      REDIS_SENTINELS: set.sentinels,
      NODE_EXTRA_CA_CERTS: certs.caFile,
    });
    await pollUntil(async () => (await readiness(site)) === 'ready', 'ready', 10_000);
    expect(troubleOf(site)).toEqual([]);
    site.child.kill('SIGTERM');
    await site.exited;
  });

  it('lets npm run check-retention read the master through the sentinels, with TLS and the password', async () => {
    const { code, output } = await runCheckRetention({
      REDIS_SENTINEL_NAME: 'swap',
      REDIS_SENTINELS: set.sentinels,
      REDIS_CA_FILE: certs.caFile,
    });
    expect(output).toMatch(/^redis: \d+ keys/m);
    expect(output).toContain('ok: nothing past its lifetime');
    expect(output).not.toContain(PASSWORD);
    expect(code).toBe(0);
  });

  it('starts without a warning or a deprecation, keeps orders, and follows a failover', async () => {
    const site = await siteOver({ REDIS_SENTINELS: set.sentinels, REDIS_CA_FILE: certs.caFile });
    await pollUntil(async () => (await readiness(site)) === 'ready', 'ready', 10_000);
    expect((await order(site, 'tls-sentinel-0001')).status).toBe(201);
    expect(troubleOf(site)).toEqual([]);
    expect(site.output()).not.toMatch(/DeprecationWarning|ServerName/);

    set.killMaster();
    await pollUntil(
      async () => (await order(site, `tls-sentinel-${String(Date.now())}`)).status === 201,
      'orders again on the new master',
      30_000,
    );
    expect(site.output()).toContain('the sentinels name a new master');
    expect(site.output()).not.toContain(PASSWORD);
    expect(site.output()).not.toMatch(/DeprecationWarning/);
    site.child.kill('SIGTERM');
    expect(await site.exited).toBe(0);
  }, 60_000);
});

describe('one Redis over TLS (REDIS_URL=rediss://)', () => {
  it('starts without a warning with REDIS_CA_FILE, and keeps an order there', async () => {
    const port = await freePort();
    const server = spawn(
      'redis-server',
      [
        ...tlsServerArgs(certs, port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--requirepass',
        PASSWORD,
      ],
      { stdio: 'ignore' },
    );
    try {
      const site = await siteOver({
        REDIS_URL: `rediss://:${PASSWORD}@127.0.0.1:${port}`,
        REDIS_CA_FILE: certs.caFile,
      });
      await pollUntil(async () => (await readiness(site)) === 'ready', 'ready', 10_000);
      expect((await order(site, 'tls-url-0001')).status).toBe(201);
      expect(troubleOf(site)).toEqual([]);
      expect(site.output()).not.toMatch(/DeprecationWarning/);
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  });
});
