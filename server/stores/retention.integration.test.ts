import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sweepOutbox } from '../alerts/outbox-retention.js';
import { createLogger } from '../logging/logger.js';
import { startRetentionSchedule } from '../proof/retention-schedule.js';
import { useRedisServer } from '../test-support/redis-server.js';
import { openFileDocumentStore } from './document-store.js';
import { openFileOrderMap } from './order-map.js';
import { connectRedis } from './redis.js';
import { createRedisOrderMap } from './redis-order-map.js';
import { createRedisDocumentStore } from './redis-documents.js';
import { UNENDED_MAX_MS, type Retention } from './retained-lines.js';

// What the site keeps about an order goes RETENTION_DAYS after the order ended, from
// the files (swept on a schedule) and from Redis (its own expiry). Time comes from a fake clock.

const DAY = 86_400_000;
const retention: Retention = { afterEndMs: 14 * DAY, unendedMs: UNENDED_MAX_MS };
const ENDED = 'ended-aaaaaaaaaaaaaaaaa';
const RUNNING = 'running-bbbbbbbbbbbbbbb';

const tempDir = () => mkdtemp(join(tmpdir(), 'swap-retention-'));

describe('the files, swept on the schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delete an ended order 14 days after its end, and nothing sooner, in the map, the documents and the outbox', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z'), toFake: ['Date', 'setInterval'] });
    const dir = await tempDir();
    const mapFile = join(dir, 'order-map.jsonl');
    const docsFile = join(dir, 'documents.jsonl');
    const outbox = join(dir, 'outbox');
    const map = await openFileOrderMap(mapFile, retention);
    const docs = await openFileDocumentStore(docsFile, retention);
    await map.put(ENDED, 'provider-ended');
    await map.put(RUNNING, 'provider-running');
    await docs.keep(ENDED, 'guarantee', 'the guarantee of the ended order');
    await docs.keep(RUNNING, 'guarantee', 'the guarantee of the running order');
    // an alert that SMTP never took, written now
    await mkdir(outbox);
    await writeFile(join(outbox, `${Date.now()}-0a1b2c3d.json`), '{}');
    const endedAt = Date.now();
    await map.ended(ENDED, endedAt);
    await docs.ended(ENDED, endedAt);

    const schedule = startRetentionSchedule(
      [
        () => map.sweep(),
        () => docs.sweep(),
        () => sweepOutbox(outbox, retention.afterEndMs, Date.now()),
      ],
      (error) => {
        throw error;
      },
    );
    try {
      await vi.advanceTimersByTimeAsync(14 * DAY - 60 * 60_000);
      expect(await map.providerIdOf(ENDED)).toBe('provider-ended');
      expect(await readFile(mapFile, 'utf8')).toContain('provider-ended');
      expect(await readdir(outbox)).toHaveLength(1);

      // the first sweep past the end's fourteenth day
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      await schedule.round();
      expect(await map.providerIdOf(ENDED)).toBeNull();
      expect(await docs.get(ENDED, 'guarantee')).toBeNull();
      expect(await readFile(mapFile, 'utf8')).not.toContain('provider-ended');
      expect(await readFile(docsFile, 'utf8')).not.toContain('ended order');
      expect(await readdir(outbox)).toEqual([]);
      // an order still running stays
      expect(await map.providerIdOf(RUNNING)).toBe('provider-running');
      expect(await docs.get(RUNNING, 'guarantee')).toBe('the guarantee of the running order');
    } finally {
      schedule.stop();
      await map.close();
      await docs.close();
    }
  });

  it('keep an order never seen to end at most 90 days, across a restart', async () => {
    const dir = await tempDir();
    const file = join(dir, 'order-map.jsonl');
    let now = Date.parse('2026-03-01T12:00:00Z');
    const clock = () => now;
    const first = await openFileOrderMap(file, retention, clock);
    await first.put(RUNNING, 'provider-running');
    await first.close();
    now += 90 * DAY - 1;
    const second = await openFileOrderMap(file, retention, clock);
    expect(await second.providerIdOf(RUNNING)).toBe('provider-running');
    await second.close();
    now += 1;
    const third = await openFileOrderMap(file, retention, clock);
    expect(await third.providerIdOf(RUNNING)).toBeNull();
    await third.close();
    expect(await readFile(file, 'utf8')).toBe('');
  });

  it('count from the first end seen: a later sighting does not extend it', async () => {
    const dir = await tempDir();
    let now = Date.parse('2026-03-01T12:00:00Z');
    const docs = await openFileDocumentStore(join(dir, 'documents.jsonl'), retention, () => now);
    await docs.keep(ENDED, 'receipt', 'the receipt');
    await docs.ended(ENDED, now);
    now += 10 * DAY;
    await docs.ended(ENDED, now);
    now += 4 * DAY;
    expect(await docs.get(ENDED, 'receipt')).toBeNull();
    await docs.close();
  });

  it('keep a public key that signs across restarts, as long as a document it signed, then drop it', async () => {
    const dir = await tempDir();
    const file = join(dir, 'documents.jsonl');
    let now = Date.parse('2026-03-01T12:00:00Z');
    const docs = await openFileDocumentStore(file, retention, () => now);
    await docs.keepKey('k1', 'PEM ONE');
    await docs.close();
    // a document signed at the last moment, its order ended on the last day it was kept
    now += UNENDED_MAX_MS + 14 * DAY - 1000;
    const reopened = await openFileDocumentStore(file, retention, () => now);
    expect(await reopened.key('k1')).toBe('PEM ONE');
    now += 2000;
    expect(await reopened.key('k1')).toBeNull();
    expect(await reopened.sweep()).toBe(1);
    await reopened.close();
    expect(await readFile(file, 'utf8')).not.toContain('PEM ONE');
  });
});

describe('Redis', () => {
  const redis = useRedisServer();

  it('expires an ended order’s pair and documents 14 days after the end, by itself', async () => {
    const client = await connectRedis(redis.url, createLogger('silent'));
    try {
      const map = createRedisOrderMap(client, retention);
      const docs = createRedisDocumentStore(client, retention);
      for (const id of [ENDED, RUNNING]) {
        await map.put(id, `provider-${id}`);
        await docs.keep(id, 'guarantee', `guarantee of ${id}`);
      }
      await docs.keep(ENDED, 'receipt', 'receipt');
      // one order ended just now, the other's end was seen 14 days and a second ago
      const now = Date.now();
      await map.ended(RUNNING, now);
      await docs.ended(RUNNING, now);
      await map.ended(ENDED, now - 14 * DAY - 1000);
      await docs.ended(ENDED, now - 14 * DAY - 1000);

      expect(await map.providerIdOf(ENDED)).toBeNull();
      expect(await docs.get(ENDED, 'guarantee')).toBeNull();
      expect(await docs.get(ENDED, 'receipt')).toBeNull();
      for (const key of [`order:${RUNNING}`, `doc:guarantee:${RUNNING}`]) {
        const ttl = await client.client.pTTL(key);
        expect(ttl).toBeGreaterThan(14 * DAY - 60_000);
        expect(ttl).toBeLessThanOrEqual(14 * DAY);
      }
      // the first text stays the only one
      expect(await docs.keep(RUNNING, 'guarantee', 'another text')).toBe(`guarantee of ${RUNNING}`);
      // a key that signs outlives any document it signed: renewed each time it is kept
      await docs.keepKey('k1', 'PEM ONE');
      expect(await docs.key('k1')).toBe('PEM ONE');
      expect(await client.client.pTTL('doc:signing-key:k1')).toBeGreaterThan(UNENDED_MAX_MS);
    } finally {
      await client.client.quit();
    }
  });
});
