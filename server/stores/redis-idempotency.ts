import type { IdempotencyStore, Reservation, StoredReply } from './idempotency-store.js';
import type { SharedStore } from './redis.js';

// The Idempotency-Keys' answers in Redis, on every replica: a key's reservation, then its reply.

const PREFIX = 'idem:';

/** Deletes a key only while it holds this exact value: one attempt's own reservation. */
const DELETE_IF_EQUAL = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function createRedisIdempotencyStore(store: SharedStore): IdempotencyStore {
  const { health } = store;
  const get = (key: string) => health.run(() => store.client.get(PREFIX + key));
  return {
    async reserve(key, fingerprint, ttlMs, holder): Promise<Reservation> {
      const pending = JSON.stringify({
        state: 'in-progress',
        fingerprint,
        ...(holder ? { holder } : {}),
      });
      const set = await store.keep((client) =>
        client.set(PREFIX + key, pending, { NX: true, PX: ttlMs }),
      );
      if (set === 'OK') return { state: 'reserved' };
      const existing = await get(key);
      // Expired between the two calls: try once more.
      if (existing === null) return this.reserve(key, fingerprint, ttlMs, holder);
      return JSON.parse(existing) as Reservation;
    },
    async complete(key, reply: StoredReply, ttlMs) {
      const done = JSON.stringify({ state: 'done', reply });
      await store.keep((client) => client.set(PREFIX + key, done, { PX: ttlMs }));
    },
    // A release is kept as surely as the reservation it undoes (WAIT for a replica): one the old
    // master took but never passed on comes back after a failover, and answers "still being
    // processed" to every retry with the key for its 10 minutes (seen in the failover test).
    async release(key, holder) {
      if (holder === undefined) {
        await store.keep((client) => client.del(PREFIX + key));
        return;
      }
      // the reservation's value names its holder: deleted only while it still holds that value
      // (compared and deleted in one step on the server), never an answer kept since
      const existing = await get(key);
      if (existing === null) return;
      const value = JSON.parse(existing) as Reservation;
      if (value.state !== 'in-progress' || value.holder !== holder) return;
      await store.keep((client) =>
        client.eval(DELETE_IF_EQUAL, { keys: [PREFIX + key], arguments: [existing] }),
      );
    },
    async peek(key) {
      const existing = await get(key);
      return existing === null
        ? null
        : (JSON.parse(existing) as Exclude<Reservation, { state: 'reserved' }>);
    },
  };
}
