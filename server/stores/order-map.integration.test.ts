import { appendFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { useRedisServer } from '../test-support/redis-server.js';
import { openFileOrderMap } from './order-map.js';
import { connectRedis } from './redis.js';
import { createRedisOrderMap } from './redis-order-map.js';

// The site's order ids and the provider's: an order's page keeps working after a
// restart, with Redis and with the file.

describe('the order map file', () => {
  it('keeps every pair across a restart', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'order-map-')), 'nested', 'order-map.jsonl');
    const first = await openFileOrderMap(file);
    await first.put('ours-aaaaaaaaaaaaaaaaaa', 'provider-1');
    await first.put('ours-bbbbbbbbbbbbbbbbbb', 'provider-2');
    await first.close();

    const second = await openFileOrderMap(file);
    expect(await second.providerIdOf('ours-aaaaaaaaaaaaaaaaaa')).toBe('provider-1');
    expect(await second.providerIdOf('ours-bbbbbbbbbbbbbbbbbb')).toBe('provider-2');
    expect(await second.providerIdOf('ours-cccccccccccccccccc')).toBeNull();
    await second.close();
  });

  it('counts a torn last line and still reads the rest', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'order-map-')), 'order-map.jsonl');
    const first = await openFileOrderMap(file);
    await first.put('ours-aaaaaaaaaaaaaaaaaa', 'provider-1');
    await first.close();
    await appendFile(file, '{"orderId":"ours-torn');
    const second = await openFileOrderMap(file);
    expect(second.unreadableLines).toBe(1);
    expect(await second.providerIdOf('ours-aaaaaaaaaaaaaaaaaa')).toBe('provider-1');
    await second.close();
    expect(await readFile(file, 'utf8')).toContain('provider-1');
  });
});

describe('the order map in Redis', () => {
  const redis = useRedisServer();

  it('is shared by every replica and outlives a replica’s restart', async () => {
    const logger = createLogger('silent');
    const one = await connectRedis(redis.url, logger);
    await createRedisOrderMap(one).put('ours-dddddddddddddddddd', 'provider-4');
    await one.client.quit();
    const other = await connectRedis(redis.url, logger);
    const map = createRedisOrderMap(other);
    expect(await map.providerIdOf('ours-dddddddddddddddddd')).toBe('provider-4');
    expect(await map.providerIdOf('ours-eeeeeeeeeeeeeeeeee')).toBeNull();
    // kept at most 90 days while its order is not seen to end
    const ttl = await other.client.ttl('order:ours-dddddddddddddddddd');
    expect(ttl).toBeGreaterThan(90 * 86_400 - 60);
    expect(ttl).toBeLessThanOrEqual(90 * 86_400);
    await other.client.quit();
  });

  it('names which order of ours a provider order is, for as long as its map line is kept', async () => {
    const shared = await connectRedis(redis.url, createLogger('silent'));
    const map = createRedisOrderMap(shared);
    await map.put('ours-ffffffffffffffffff', 'provider-6');
    expect(await map.orderIdOf('provider-6')).toBe('ours-ffffffffffffffffff');
    expect(await map.orderIdOf('provider-7')).toBeNull();
    // the order ended an hour ago: its reverse goes with its map line, at the same moment
    await map.ended('ours-ffffffffffffffffff', Date.now() - 3_600_000);
    const lineTtl = await shared.client.pTTL('order:ours-ffffffffffffffffff');
    const reverseTtl = await shared.client.pTTL('order-of:provider-6');
    expect(lineTtl).toBeLessThan(14 * 86_400_000);
    expect(Math.abs(reverseTtl - lineTtl)).toBeLessThan(1000);
    // a reverse left behind by a line gone early names nothing
    await shared.client.del('order:ours-ffffffffffffffffff');
    expect(await map.orderIdOf('provider-6')).toBeNull();
    await shared.client.quit();
  });
});
