/** A reply kept for an Idempotency-Key: what the first request with that key got. */
export interface StoredReply {
  status: number;
  body: unknown;
  /** fingerprint of the request body, so a key reused for another request is refused */
  fingerprint: string;
}

export type Reservation =
  | { state: 'reserved' }
  | { state: 'in-progress'; fingerprint: string; holder?: string }
  | { state: 'done'; reply: StoredReply };

/**
 * Shared memory of order-creation replies. `reserve` is atomic: of two requests with the same
 * key, on any replica, exactly one gets 'reserved'.
 */
export interface IdempotencyStore {
  /** `holder`: this attempt's own token, kept in the reservation so that only it releases it */
  reserve(key: string, fingerprint: string, ttlMs: number, holder?: string): Promise<Reservation>;
  complete(key: string, reply: StoredReply, ttlMs: number): Promise<void>;
  /**
   * forget a reservation whose request failed in a way a retry may fix; with `holder`, only the
   * reservation that attempt made (never another attempt's, nor an answer kept since)
   */
  release(key: string, holder?: string): Promise<void>;
  /** what the key holds, without reserving it */
  peek(key: string): Promise<Exclude<Reservation, { state: 'reserved' }> | null>;
}

interface Entry {
  value:
    | { state: 'in-progress'; fingerprint: string; holder?: string }
    | { state: 'done'; reply: StoredReply };
  expiresAt: number;
}

export function createMemoryIdempotencyStore(now: () => number = Date.now): IdempotencyStore {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    reserve(key, fingerprint, ttlMs, holder) {
      const entry = live(key);
      if (entry) return Promise.resolve(entry.value);
      // Expired entries are swept lazily on access; also drop them here so the map stays small.
      if (entries.size > 10_000) for (const k of entries.keys()) live(k);
      entries.set(key, {
        value: { state: 'in-progress', fingerprint, ...(holder ? { holder } : {}) },
        expiresAt: now() + ttlMs,
      });
      return Promise.resolve({ state: 'reserved' });
    },
    complete(key, reply, ttlMs) {
      entries.set(key, { value: { state: 'done', reply }, expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    release(key, holder) {
      const value = entries.get(key)?.value;
      const ours =
        holder === undefined || (value?.state === 'in-progress' && value.holder === holder);
      if (ours) entries.delete(key);
      return Promise.resolve();
    },
    peek(key) {
      return Promise.resolve(live(key)?.value ?? null);
    },
  };
}
