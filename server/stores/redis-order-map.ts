import { intentSchema, type OrderIntent, type OrderMap } from './order-map.js';
import type { SharedStore } from './redis.js';
import { DEFAULT_RETENTION, type Retention } from './retained-lines.js';

const ORDER_PREFIX = 'order:';
/** Which of our orders a provider's order is (the map read backwards): kept as its map line. */
const ORDER_OF_PREFIX = 'order-of:';
const INTENT_PREFIX = 'intent:';
/** An intent's Idempotency-Key, naming its order: written and settled with the intent. */
const INTENT_KEY_PREFIX = 'intent-key:';
/** Marks an intent support was told of: of replicas sweeping at once, one SET NX wins. */
const INTENT_ALERTED_PREFIX = 'intent-alerted:';

/**
 * The order-id map on every replica. Redis deletes a pair itself: the retention period
 * after its order was seen to end, at most UNENDED_MAX_MS after it was made.
 */
export function createRedisOrderMap(
  store: SharedStore,
  retention: Retention = DEFAULT_RETENTION,
): OrderMap {
  const { health } = store;
  /**
   * An unsettled intent is kept for the retention period (its key never orders again meanwhile),
   * then Redis forgets it with everything else about the order.
   */
  const intentTtlMs = retention.afterEndMs;
  const intentOf = (raw: string | null): OrderIntent | null => {
    if (raw === null) return null;
    const parsed = intentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  };
  /**
   * One intent key, if it is an orphan not yet alerted: marked alerted (kept) and returned. Of
   * replicas sweeping at once, one SET NX wins. A mapped one is cleared.
   */
  async function takeIfOrphan(name: string, before: number): Promise<OrderIntent | null> {
    const intent = intentOf(await health.run(() => store.client.get(name)));
    const orderId = name.slice(INTENT_PREFIX.length);
    if (intent === null || intent.at >= before || intent.alerted) return null;
    if ((await health.run(() => store.client.exists(ORDER_PREFIX + orderId))) === 1) {
      await health.run(() => store.client.del(name));
      return null;
    }
    const won = await health.run(() =>
      store.client.set(INTENT_ALERTED_PREFIX + orderId, '1', { NX: true, PX: intentTtlMs }),
    );
    if (won === null) return null;
    await health.run(() =>
      store.client.set(name, JSON.stringify({ ...intent, alerted: true }), { KEEPTTL: true }),
    );
    return intent;
  }

  /** What `pick` makes of each intent in the store (read in batches, SCAN), null ones left out. */
  async function everyIntent(
    pick: (name: string) => Promise<OrderIntent | null>,
  ): Promise<OrderIntent[]> {
    const picked: OrderIntent[] = [];
    for await (const names of store.client.scanIterator({
      MATCH: `${INTENT_PREFIX}*`,
      COUNT: 100,
    })) {
      for (const name of names) {
        const intent = await pick(name);
        if (intent) picked.push(intent);
      }
    }
    return picked;
  }

  return {
    async put(orderId, providerOrderId) {
      // one transaction: the map line, its reverse, and the end of its intent
      await store.keep((client) =>
        client
          .multi()
          .set(ORDER_PREFIX + orderId, providerOrderId, { PX: retention.unendedMs })
          .set(ORDER_OF_PREFIX + providerOrderId, orderId, { PX: retention.unendedMs })
          .del(INTENT_PREFIX + orderId)
          .exec(),
      );
    },
    providerIdOf: (orderId) => health.run(() => store.client.get(ORDER_PREFIX + orderId)),
    async orderIdOf(providerOrderId) {
      const orderId = await health.run(() => store.client.get(ORDER_OF_PREFIX + providerOrderId));
      if (orderId === null) return null;
      // only while the map line it reverses is kept (and still names this provider order)
      const forward = await health.run(() => store.client.get(ORDER_PREFIX + orderId));
      return forward === providerOrderId ? orderId : null;
    },
    async ended(orderId, atMs) {
      // LT: only ever shortens, so a later sighting of the end never extends the first one's
      const until = atMs + retention.afterEndMs;
      const providerOrderId = await health.run(() => store.client.get(ORDER_PREFIX + orderId));
      await health.run(() => {
        const both = store.client.multi().pExpireAt(ORDER_PREFIX + orderId, until, 'LT');
        if (providerOrderId !== null)
          both.pExpireAt(ORDER_OF_PREFIX + providerOrderId, until, 'LT');
        return both.exec();
      });
    },
    async intend(intent) {
      const value = JSON.stringify(intent);
      await store.keep((client) => {
        const both = client.multi().set(INTENT_PREFIX + intent.orderId, value, { PX: intentTtlMs });
        if (intent.key !== undefined)
          both.set(INTENT_KEY_PREFIX + intent.key, intent.orderId, { PX: intentTtlMs });
        return both.exec();
      });
    },
    // kept like the intent itself: a drop lost in a failover would bring back an intent whose
    // order was surely never made, and its key would answer "contact support" for good
    async drop(orderId) {
      await store.keep((client) => client.del(INTENT_PREFIX + orderId));
    },
    async intentFor(key) {
      const orderId = await health.run(() => store.client.get(INTENT_KEY_PREFIX + key));
      if (orderId === null) return null;
      // open while its intent is: settled (map line, refusal) it no longer holds
      return intentOf(await health.run(() => store.client.get(INTENT_PREFIX + orderId)));
    },
    // left unmarked: looked for at the provider before any replica takes it (takeOrphans)
    openOrphans: (before) =>
      everyIntent(async (name) => {
        const intent = intentOf(await health.run(() => store.client.get(name)));
        if (intent === null || intent.at >= before || intent.alerted) return null;
        const mapped = await health.run(() => store.client.exists(ORDER_PREFIX + intent.orderId));
        return mapped === 0 ? intent : null;
      }),
    takeOrphans: (before) => everyIntent((name) => takeIfOrphan(name, before)),
  };
}
