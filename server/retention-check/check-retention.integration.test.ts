import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheckRetention } from '../test-support/check-retention.js';
import { pollUntil } from '../test-support/redis-sentinels.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { makeCertificates } from '../test-support/tls-certificates.js';

// `npm run check-retention` as an operator runs it, with the site's own settings: against a real
// redis-server and a DATA_DIR holding every file store, each with one thing dated back past its
// lifetime; and over TLS with a password on 100,000 keys, in seconds.

const DAY = 86_400_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(() => Promise.all(cleanups.map((cleanup) => cleanup())));

/** The command as an operator runs it in production (SANDBOX=1: no signing key needed). */
const checkRetention = (env: Record<string, string>) =>
  runCheckRetention({ NODE_ENV: 'production', SANDBOX: '1', ...env });

const jsonl = (rows: object[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');

describe('npm run check-retention', () => {
  it('flags a dated-back line in each file store and a Redis key without a TTL or over its lifetime, and exits 1', async () => {
    const redis = await startRedisServer();
    cleanups.push(() => redis.stop());
    const client = createClient({ url: redis.url });
    await client.connect();
    await client.set('order:fresh0000001', 'p1', { PX: DAY });
    await client.set('idem:fresh-key', '{}', { PX: 5 * 60_000 });
    await client.set('intent:kept-forever-1', '{}');
    await client.set('rl:price:abcdef', '3', { PX: 3_600_000 });
    client.destroy();

    const now = Date.now();
    const dataDir = await mkdtemp(join(tmpdir(), 'swap-retention-'));
    await writeFile(
      join(dataDir, 'order-map.jsonl'),
      jsonl([
        { orderId: 'freshorder0001', at: now - DAY, providerOrderId: 'p1' },
        { orderId: 'endedorder0001', at: now - 30 * DAY, providerOrderId: 'p2' },
        { orderId: 'endedorder0001', endedAt: now - 20 * DAY },
      ]),
    );
    await writeFile(
      join(dataDir, 'documents.jsonl'),
      jsonl([{ orderId: 'unendedorder01', at: now - 91 * DAY, terms: '{}' }]),
    );
    await writeFile(
      join(dataDir, 'order-map.jsonl.intents'),
      jsonl([
        { intent: { orderId: 'oldintent00001', pair: 'BTC-ETH', amount: '1', at: now - 15 * DAY } },
      ]),
    );
    await writeFile(
      join(dataDir, 'idempotency.jsonl'),
      jsonl([{ key: 'expired-key-0001', reply: {}, expiresAt: now - 60_000 }]),
    );
    await mkdir(join(dataDir, 'outbox'));
    await writeFile(join(dataDir, 'outbox', `${now - 15 * DAY}-ab12cd34.json`), '{}');
    await writeFile(join(dataDir, 'outbox', `${now - DAY}-ef56ab78.json`), '{}');

    const { code, output } = await checkRetention({
      DATA_DIR: dataDir,
      REDIS_URL: redis.url,
      RETENTION_DAYS: '14',
    });
    const past = output.split('\n').filter((line) => line.startsWith('PAST ITS LIFETIME'));
    expect(past.map((line) => line.split(':')[0]!.replace('PAST ITS LIFETIME  ', ''))).toEqual([
      'redis',
      'redis',
      'order map',
      'documents',
      'intents',
      'idempotency',
      'outbox',
    ]);
    expect(output).toContain('intent:kept-f…: no time to live');
    expect(output).toMatch(/rl:price:…: expires in \d+ s, past the 60 s/);
    expect(output).toContain('redis: 4 keys');
    // ids shortened, never whole
    expect(output).not.toContain('endedorder0001');
    expect(code).toBe(1);
  });

  it('reads 100,000 keys over TLS with a password in seconds, and says ok when all is in time', async () => {
    const certs = await makeCertificates();
    const redis = await startRedisServer({ tls: certs, password: 'retention-over-tls' });
    cleanups.push(() => redis.stop());
    const client = createClient({
      url: redis.url,
      socket: { tls: true, ca: certs.ca },
    });
    await client.connect();
    for (let start = 0; start < 100_000; start += 10_000) {
      const batch = client.multi();
      for (let i = start; i < start + 10_000; i += 1)
        batch.set(`${i % 2 ? 'doc:terms:' : 'order:'}${String(i).padStart(12, '0')}`, 'x', {
          PX: DAY,
        });
      await batch.execAsPipeline();
    }
    await pollUntil(async () => (await client.dbSize()) === 100_000, '100,000 keys');
    client.destroy();

    const started = performance.now();
    const { code, output } = await checkRetention({
      DATA_DIR: await mkdtemp(join(tmpdir(), 'swap-retention-')),
      REDIS_URL: redis.url,
      REDIS_CA_FILE: certs.caFile,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(output).toContain('redis: 100000 keys (doc: 50000, order: 50000)');
    expect(output).toContain('ok: nothing past its lifetime');
    expect(code).toBe(0);
    expect(seconds).toBeLessThan(20);
    console.info(`check-retention: 100,000 keys over TLS in ${seconds.toFixed(1)} s`);
  });
});
