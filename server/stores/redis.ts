import { createClient } from 'redis';
import type { Logger } from '../logging/logger.js';
import type { IdempotencyStore, Reservation, StoredReply } from './idempotency-store.js';
import type { OrderMap } from './order-map.js';
import { UNENDED_MAX_MS, type Retention } from './retained-lines.js';

export type RedisClient = ReturnType<typeof createClient>;

export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = createClient({
    url,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  client.on('error', (error: Error) => logger.error({ err: error }, 'redis error'));
  await client.connect();
  return client;
}

const PREFIX = 'idem:';

export function createRedisIdempotencyStore(client: RedisClient): IdempotencyStore {
  return {
    async reserve(key, fingerprint, ttlMs): Promise<Reservation> {
      const pending = JSON.stringify({ state: 'in-progress', fingerprint });
      const set = await client.set(PREFIX + key, pending, { NX: true, PX: ttlMs });
      if (set === 'OK') return { state: 'reserved' };
      const existing = await client.get(PREFIX + key);
      // Expired between the two calls: try once more.
      if (existing === null) return this.reserve(key, fingerprint, ttlMs);
      return JSON.parse(existing) as Reservation;
    },
    async complete(key, reply: StoredReply, ttlMs) {
      await client.set(PREFIX + key, JSON.stringify({ state: 'done', reply }), { PX: ttlMs });
    },
    async release(key) {
      await client.del(PREFIX + key);
    },
    async peek(key) {
      const existing = await client.get(PREFIX + key);
      return existing === null
        ? null
        : (JSON.parse(existing) as Exclude<Reservation, { state: 'reserved' }>);
    },
  };
}

const ORDER_PREFIX = 'order:';

/**
 * The order-id map on every replica. Redis deletes a pair itself (issue 30): the retention period
 * after its order was seen to end, at most UNENDED_MAX_MS after it was made.
 */
export function createRedisOrderMap(
  client: RedisClient,
  retention: Retention = { afterEndMs: 14 * 86_400_000, unendedMs: UNENDED_MAX_MS },
): OrderMap {
  return {
    async put(orderId, providerOrderId) {
      await client.set(ORDER_PREFIX + orderId, providerOrderId, { PX: retention.unendedMs });
    },
    providerIdOf: (orderId) => client.get(ORDER_PREFIX + orderId),
    async ended(orderId, atMs) {
      // LT: only ever shortens, so a later sighting of the end never extends the first one's
      await client.pExpireAt(ORDER_PREFIX + orderId, atMs + retention.afterEndMs, 'LT');
    },
  };
}
