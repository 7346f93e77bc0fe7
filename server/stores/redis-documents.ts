import {
  DOCUMENT_KINDS,
  keyLifetimeMs,
  type DocumentKind,
  type DocumentStore,
} from './document-store.js';
import type { SharedStore } from './redis.js';
import type { Retention } from './retained-lines.js';

const keyOf = (kind: DocumentKind, orderId: string) => `doc:${kind}:${orderId}`;

/**
 * The signed texts on every replica. SET NX makes the first text the only one, so
 * every replica serves the same bytes; Redis deletes them itself, as it does the order map.
 */
export function createRedisDocumentStore(store: SharedStore, retention: Retention): DocumentStore {
  const { health } = store;
  return {
    async keep(orderId, kind, text) {
      const key = keyOf(kind, orderId);
      const set = await store.keep((client) =>
        client.set(key, text, { NX: true, PX: retention.unendedMs }),
      );
      if (set === 'OK') return text;
      // kept by another request; gone meanwhile (expired): this text is as good as any
      return (await health.run(() => store.client.get(key))) ?? text;
    },
    get: (orderId, kind) => health.run(() => store.client.get(keyOf(kind, orderId))),
    async ended(orderId, atMs) {
      const at = atMs + retention.afterEndMs;
      await health.run(() =>
        Promise.all(
          DOCUMENT_KINDS.map((kind) => store.client.pExpireAt(keyOf(kind, orderId), at, 'LT')),
        ),
      );
    },
    // each signing renews it: it outlives every document it signed (kept as documents are)
    async keepKey(keyId, pem) {
      await store.keep((client) =>
        client.set(`doc:signing-key:${keyId}`, pem, { PX: keyLifetimeMs(retention) }),
      );
    },
    key: (keyId) => health.run(() => store.client.get(`doc:signing-key:${keyId}`)),
  };
}
