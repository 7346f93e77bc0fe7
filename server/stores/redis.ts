import { within } from '../lib/within.js';
import type { Logger } from '../logging/logger.js';
import {
  closeClient,
  newClient,
  noop,
  whereIs,
  type RedisClient,
  type RedisNode,
  type RedisTarget,
  type RedisTls,
} from './redis-connections.js';
import { askSentinels, replicaWaiter } from './redis-sentinels.js';
import { createStoreHealth, type StoreHealth } from './shared-store.js';

/** The Redis client every replica shares limits and keys through, and what its calls tell of it. */
export interface SharedStore {
  /** the client of the master now: read it at each call, it changes when the master does */
  readonly client: RedisClient;
  health: StoreHealth;
  /**
   * Runs a write a visitor will be told about (an order's key, map line, documents), bounded as
   * every call; with sentinels, then waits (WAIT 1, bounded) for a replica to hold it, so that a
   * failover right after cannot lose it.
   */
  keep<T>(write: (client: RedisClient) => Promise<T>): Promise<T>;
  /** Stops following the master and closes every connection, whatever state they are in. */
  close(): Promise<void>;
}

/** How long start-up waits for Redis before serving without it (the site heals when it comes). */
const START_WAIT_MS = 1500;
/** How often the sentinels are asked which server is the master. */
const SENTINEL_POLL_MS = 1000;

/**
 * Connects to Redis, directly or through sentinels. While it is away commands are refused at once
 * (no offline queue: node-redis would hold them until it reconnects, and every request with them)
 * and every call is bounded by the health's timer; the client reconnects by itself and the site
 * heals without a restart. Start-up waits a moment for it, then serves without it: a replica
 * started during an outage listens, answers quotes and pages, and heals as a running one does.
 */
export async function connectRedis(
  target: RedisTarget,
  logger: Logger,
  onChange?: (up: boolean) => void,
  trust: RedisTls = {},
  observe?: (seconds: number, answered: boolean) => void,
): Promise<SharedStore> {
  const health = createStoreHealth({ logger, onChange, ...(observe ? { observe } : {}) });
  const sentinel = typeof target === 'string' ? null : target;
  // Until a master is known: a client never connected, refusing every call at once.
  let current: RedisClient = newClient('redis://127.0.0.1:1', {});
  let masterAt: string | null = null;

  const follow = (target: string | RedisNode) => {
    const client = newClient(target, trust);
    // Only the current client speaks for the store: a replaced one's last errors say nothing.
    client.on('error', (error: Error) => {
      if (client === current) health.markDown(error);
    });
    client.on('ready', () => {
      if (client === current) health.markUp();
    });
    const previous = current;
    current = client;
    masterAt = typeof target === 'string' ? target : whereIs(target);
    void closeClient(previous);
    return client.connect().then(noop, noop);
  };

  const waitForReplica = sentinel ? replicaWaiter(logger) : null;
  let sentinels: ReturnType<typeof askSentinels> | null = null;
  let poll: NodeJS.Timeout | null = null;
  if (sentinel) {
    const asking = (sentinels = askSentinels(sentinel.sentinels, logger, trust));
    // ask once a sentinel connection is up: asked before, none would answer, and a healthy
    // start would log an outage
    await within(asking.firstReady, START_WAIT_MS, null);
    const master = await within(asking.masterOf(sentinel.name), START_WAIT_MS, null);
    if (master) await within(follow(master), START_WAIT_MS, null);
    let polling = false;
    poll = setInterval(() => {
      if (polling) return;
      polling = true;
      void asking
        .masterOf(sentinel.name)
        .then((node) => {
          if (!node || whereIs(node) === masterAt) return;
          logger.warn(
            { master: whereIs(node) },
            'shared store (Redis): the sentinels name a new master; following it',
          );
          return follow(node);
        })
        .finally(() => (polling = false));
    }, SENTINEL_POLL_MS);
    poll.unref();
  } else {
    await within(follow(target as string), START_WAIT_MS, null);
  }
  if (!current.isReady)
    health.markDown(Object.assign(new Error('not answering at start'), { code: 'start-wait' }));

  return {
    get client() {
      return current;
    },
    health,
    async keep(write) {
      const client = current;
      const result = await health.run(() => write(client));
      // The replica's confirmation has a bound of its own: inside the call's bound, a write and
      // its WAIT on a busy machine overran it, and the store was called away while it answered.
      if (waitForReplica) await waitForReplica(client);
      return result;
    },
    async close() {
      if (poll) clearInterval(poll);
      await Promise.all([closeClient(current), sentinels?.close()]);
    },
  };
}
