import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { connectRedis, type SharedStore } from '../stores/redis.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { LAST_GOOD_KEY, redisLastGoodPrices } from './last-good-prices.js';

// The last good market prices in Redis: one replica keeps them, another (or a restart) reads them.

let redis: Awaited<ReturnType<typeof startRedisServer>>;
const stores: SharedStore[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await redis.stop();
});

const connect = async () => {
  const store = await connectRedis(redis.url, createLogger('silent'));
  stores.push(store);
  return store;
};

describe('the last good prices in Redis', () => {
  it('kept by one replica are read by another, and a foreign field is no price', async () => {
    const one = await connect();
    const other = await connect();
    await redisLastGoodPrices(one).save({ BNB: { usd: 620, at: 1000 } });
    await redisLastGoodPrices(one).save({ ETH: { usd: 3200, at: 2000 } });
    await one.client.hSet(LAST_GOOD_KEY, 'BTC', 'not json');
    expect(await redisLastGoodPrices(other).load()).toEqual({
      BNB: { usd: 620, at: 1000 },
      ETH: { usd: 3200, at: 2000 },
    });
  });
});
