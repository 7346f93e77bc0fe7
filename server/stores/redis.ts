import { createClient } from 'redis';
import type { Logger } from '../logging/logger.js';
import type { IdempotencyStore, Reservation, StoredReply } from './idempotency-store.js';
import { intentSchema, type OrderIntent, type OrderMap } from './order-map.js';
import { DEFAULT_RETENTION, type Retention } from './retained-lines.js';
import { createStoreHealth, type StoreHealth } from './shared-store.js';

export type RedisClient = ReturnType<typeof createClient>;

/** The Redis client every replica shares limits and keys through, and what its calls tell of it. */
export interface SharedStore {
  client: RedisClient;
  health: StoreHealth;
}

/** Commands waiting on a Redis that takes them but does not answer: past this, refused at once. */
const MAX_QUEUED_COMMANDS = 10_000;

/**
 * Connects to Redis. While it is away commands are refused at once (no offline queue: node-redis
 * would hold them until it reconnects, and every request with them) and every call is bounded by
 * the health's timer; the client reconnects by itself and the site heals without a restart.
 */
export async function connectRedis(
  url: string,
  logger: Logger,
  onChange?: (up: boolean) => void,
): Promise<SharedStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  });
  const health = createStoreHealth({ logger, onChange });
  // Every reconnection attempt fails with an 'error': the health logs the outage once.
  client.on('error', (error: Error) => health.markDown(error));
  client.on('ready', () => health.markUp());
  await client.connect();
  return { client, health };
}

const PREFIX = 'idem:';

export function createRedisIdempotencyStore({ client, health }: SharedStore): IdempotencyStore {
  const get = (key: string) => health.run(() => client.get(PREFIX + key));
  return {
    async reserve(key, fingerprint, ttlMs): Promise<Reservation> {
      const pending = JSON.stringify({ state: 'in-progress', fingerprint });
      const set = await health.run(() =>
        client.set(PREFIX + key, pending, { NX: true, PX: ttlMs }),
      );
      if (set === 'OK') return { state: 'reserved' };
      const existing = await get(key);
      // Expired between the two calls: try once more.
      if (existing === null) return this.reserve(key, fingerprint, ttlMs);
      return JSON.parse(existing) as Reservation;
    },
    async complete(key, reply: StoredReply, ttlMs) {
      const done = JSON.stringify({ state: 'done', reply });
      await health.run(() => client.set(PREFIX + key, done, { PX: ttlMs }));
    },
    async release(key) {
      await health.run(() => client.del(PREFIX + key));
    },
    async peek(key) {
      const existing = await get(key);
      return existing === null
        ? null
        : (JSON.parse(existing) as Exclude<Reservation, { state: 'reserved' }>);
    },
  };
}

const ORDER_PREFIX = 'order:';
const INTENT_PREFIX = 'intent:';
/** An intent is swept within minutes; this only keeps a forgotten one from staying for good. */
const INTENT_TTL_MS = 7 * 24 * 3600_000;

/** The order-id map on every replica; kept without expiry, as the file is. Intents beside it. */
/**
 * The order-id map on every replica. Redis deletes a pair itself: the retention period
 * after its order was seen to end, at most UNENDED_MAX_MS after it was made.
 */
export function createRedisOrderMap(
  { client, health }: SharedStore,
  retention: Retention = DEFAULT_RETENTION,
): OrderMap {
  /** Takes one intent key if it is an orphan; of replicas sweeping at once, one DEL wins. */
  async function takeIfOrphan(name: string, before: number): Promise<OrderIntent | null> {
    const raw = await health.run(() => client.get(name));
    const parsed = raw === null ? null : intentSchema.safeParse(JSON.parse(raw));
    if (parsed?.success && parsed.data.at >= before) return null;
    const orderId = name.slice(INTENT_PREFIX.length);
    const mapped = await health.run(() => client.exists(ORDER_PREFIX + orderId));
    const taken = await health.run(() => client.del(name));
    return taken === 1 && mapped === 0 && parsed?.success ? parsed.data : null;
  }

  return {
    async put(orderId, providerOrderId) {
      // one transaction: the map line and the end of its intent
      await health.run(() =>
        client
          .multi()
          .set(ORDER_PREFIX + orderId, providerOrderId, { PX: retention.unendedMs })
          .del(INTENT_PREFIX + orderId)
          .exec(),
      );
    },
    providerIdOf: (orderId) => health.run(() => client.get(ORDER_PREFIX + orderId)),
    async ended(orderId, atMs) {
      // LT: only ever shortens, so a later sighting of the end never extends the first one's
      await health.run(() =>
        client.pExpireAt(ORDER_PREFIX + orderId, atMs + retention.afterEndMs, 'LT'),
      );
    },
    async intend(intent) {
      const value = JSON.stringify(intent);
      await health.run(() =>
        client.set(INTENT_PREFIX + intent.orderId, value, { PX: INTENT_TTL_MS }),
      );
    },
    async drop(orderId) {
      await health.run(() => client.del(INTENT_PREFIX + orderId));
    },
    async takeOrphans(before) {
      const orphans: OrderIntent[] = [];
      for await (const names of client.scanIterator({ MATCH: `${INTENT_PREFIX}*`, COUNT: 100 })) {
        for (const name of names) {
          const orphan = await takeIfOrphan(name, before);
          if (orphan) orphans.push(orphan);
        }
      }
      return orphans;
    },
  };
}
