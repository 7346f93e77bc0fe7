import { MemoryStore, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { SharedStore } from '../stores/redis.js';
import { StoreUnavailableError } from '../stores/shared-store.js';

/**
 * One limiter's count: rate-limit-redis's, shared by every replica, while Redis answers within the
 * health's bound; this process's own (express-rate-limit's MemoryStore) while it is away. A limit
 * that holds per replica beats a request that waits for Redis (decision 015). It never throws an
 * outage at the middleware, so `passOnStoreError` (which would let requests through uncounted)
 * is not needed.
 */
export class SharedCountStore implements Store {
  /** distinct per limiter, so express-rate-limit's double-count check tells the limiters apart */
  readonly prefix: string;
  readonly #shared: SharedStore;
  readonly #memory = new MemoryStore();
  readonly #redis: RedisStore;
  #options: Options | undefined;
  /** The scripts' load; again after a failure (a load that failed stays failed in the store). */
  #loaded: Promise<void> | null = null;

  constructor(shared: SharedStore, limiter: string) {
    this.#shared = shared;
    this.prefix = `rl:${limiter}:`;
    this.#redis = new RedisStore({
      prefix: this.prefix,
      // the master now: it changes on a failover
      sendCommand: (...args: string[]) => shared.client.sendCommand(args),
    });
  }

  /** Redis may be away at start: its scripts are loaded by the first count, not here. */
  init(options: Options): void {
    this.#options = options;
    this.#memory.init(options);
  }

  async #onRedis<T>(call: (redis: RedisStore) => Promise<T>): Promise<T> {
    this.#loaded ??= this.#redis.init(this.#options!);
    try {
      await this.#loaded;
      return await call(this.#redis);
    } catch (error) {
      this.#loaded = null;
      throw error;
    }
  }

  /** The call on Redis within the health's bound, else the same call on this process's count. */
  async #either<T>(
    shared: (redis: RedisStore) => Promise<T>,
    local: (memory: MemoryStore) => Promise<T>,
  ): Promise<T> {
    try {
      return await this.#shared.health.run(() => this.#onRedis(shared));
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return local(this.#memory);
    }
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.#either(
      (redis) => redis.increment(key),
      (memory) => memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.#either(
      (redis) => redis.decrement(key),
      (memory) => memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.#either(
      (redis) => redis.resetKey(key),
      (memory) => memory.resetKey(key),
    );
  }
}
