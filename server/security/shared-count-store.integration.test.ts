import { createClient } from 'redis';
import type { Options } from 'express-rate-limit';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { eventually } from '../test-support/eventually.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { freePort } from '../test-support/server-process.js';
import { connectRedis, type SharedStore } from '../stores/redis.js';
import { SharedCountStore } from './shared-count-store.js';

// A limiter's count against a real redis-server that goes away and comes back (decision 015):
// shared while Redis answers, this process's own while it is away, shared again once it is back.

const OPTIONS = { windowMs: 60_000 } as Options;
const KEY = 'a-keyed-visitor-hash';

const opened: SharedStore[] = [];
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

async function replica(url: string) {
  const shared = await connectRedis(url, createLogger('silent'));
  opened.push(shared);
  const store = new SharedCountStore(shared, 'price');
  store.init(OPTIONS);
  return { shared, store };
}

const untilUp = (shared: SharedStore, up: boolean) =>
  eventually(
    () => shared.health.up,
    (now) => now === up,
    { what: `the store marked ${up ? 'up' : 'away'}` },
  );

async function keysIn(url: string) {
  const client = createClient({ url });
  await client.connect();
  try {
    return await client.keys('rl:*');
  } finally {
    await client.quit();
  }
}

describe("a limiter's count", () => {
  it('is shared by replicas while Redis answers, per process while it is away, shared again after', async () => {
    const redis = await startRedisServer();
    stops.push(() => redis.stop());
    const [one, two] = [await replica(redis.url), await replica(redis.url)];
    expect((await one.store.increment(KEY)).totalHits).toBe(1);
    expect((await two.store.increment(KEY)).totalHits).toBe(2);
    expect(await keysIn(redis.url)).toEqual([`rl:price:${KEY}`]);

    await redis.stop();
    await untilUp(one.shared, false);
    // each replica counts alone, from nothing
    expect((await one.store.increment(KEY)).totalHits).toBe(1);
    expect((await one.store.increment(KEY)).totalHits).toBe(2);

    await redis.start();
    await untilUp(one.shared, true);
    await untilUp(two.shared, true);
    // the restarted Redis is empty (no persistence): the shared count starts again
    expect((await one.store.increment(KEY)).totalHits).toBe(1);
    expect((await two.store.increment(KEY)).totalHits).toBe(2);
    expect(one.shared.health.up).toBe(true);
  });

  it('loads its scripts once Redis comes, though the load failed while it was away', async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const { shared, store } = await replica(url);
    expect(shared.health.up).toBe(false);
    // the first count tries Redis (and its scripts' load fails), then counts here
    expect((await store.increment(KEY)).totalHits).toBe(1);

    const redis = await startRedisServer({ port });
    stops.push(() => redis.stop());
    await untilUp(shared, true);
    expect((await store.increment(KEY)).totalHits).toBe(1);
    expect(await keysIn(url)).toEqual([`rl:price:${KEY}`]);
    expect(shared.health.up).toBe(true);
  });
});
