import { isIP } from 'node:net';
import { createClient } from 'redis';
import { within } from '../lib/within.js';
import type { Logger } from '../logging/logger.js';
import type { IdempotencyStore, Reservation, StoredReply } from './idempotency-store.js';
import { intentSchema, type OrderIntent, type OrderMap } from './order-map.js';
import { DEFAULT_RETENTION, type Retention } from './retained-lines.js';
import { redisErrorOf } from './redis-errors.js';
import { createStoreHealth, StoreUnavailableError, type StoreHealth } from './shared-store.js';

export type RedisClient = ReturnType<typeof createClient>;

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

/** A Redis server to reach, and how: TLS and credentials are the sentinel's, for its master too. */
export interface RedisNode {
  host: string;
  port: number;
  tls?: boolean;
  username?: string;
  password?: string;
}

/** Where the shared store is: one Redis, or the master a set of sentinels names. */
export type RedisTarget = string | { sentinels: readonly RedisNode[]; name: string };

/** Commands waiting on a Redis that takes them but does not answer: past this, refused at once. */
const MAX_QUEUED_COMMANDS = 10_000;
/** How long start-up waits for Redis before serving without it (the site heals when it comes). */
const START_WAIT_MS = 1500;
/** How often the sentinels are asked which server is the master. */
const SENTINEL_POLL_MS = 1000;
/** The most a kept write waits for a replica to confirm it (Redis's own WAIT timeout). */
const REPLICA_WAIT_MS = 250;
/**
 * The most the site waits for that WAIT's answer: Redis's 250 ms, plus a busy machine's delays.
 * Past it the master itself is not answering: the write is not known to be kept.
 */
const REPLICA_ANSWER_BOUND_MS = 2000;
const UNANSWERED = Symbol('unanswered');

const noop = () => undefined;

/** How TLS connections to Redis and the sentinels trust their certificates. */
export interface RedisTls {
  /** PEM of a private CA (REDIS_CA_FILE); absent: the system's CAs and NODE_EXTRA_CA_CERTS */
  ca?: string;
}

/** A client of one server: by REDIS_URL, or by the node a sentinel named (with its TLS and auth). */
function newClient(target: string | RedisNode, trust: RedisTls): RedisClient {
  const reconnect = {
    connectTimeout: 1000,
    reconnectStrategy: (retries: number) => Math.min(retries * 200, 5000),
  };
  const common = { disableOfflineQueue: true, commandsQueueMaxLength: MAX_QUEUED_COMMANDS };
  if (typeof target === 'string') {
    const tls = target.startsWith('rediss:') ? tlsOf(new URL(target).hostname, trust) : {};
    return createClient({ url: target, ...common, socket: { ...reconnect, ...tls } });
  }
  return createClient({
    ...common,
    ...nodeOptions(target),
    socket: { ...reconnect, ...socketOf(target, trust) },
  });
}

/**
 * TLS for a host: its certificate checked against the host's name, sent as SNI only when it is
 * a name (SNI with an IP address breaks RFC 6066, and Node warns of it at every connection).
 */
function tlsOf(host: string, { ca }: RedisTls) {
  const bare = host.replace(/^\[|\]$/g, '');
  return {
    tls: true as const,
    ...(isIP(bare) === 0 ? { servername: bare } : {}),
    ...(ca ? { ca } : {}),
  };
}

/** The socket of a node: TLS when its entry said rediss://. */
const socketOf = ({ host, port, tls }: RedisNode, trust: RedisTls) =>
  tls ? { host, port, ...tlsOf(host, trust) } : { host, port };

/** The credentials a node's entry carried, if any. */
const nodeOptions = ({ username, password }: RedisNode) => ({
  ...(username ? { username } : {}),
  ...(password ? { password } : {}),
});

/** A node as logs may name it: where, never how to log in. */
const whereIs = ({ host, port }: RedisNode) =>
  `${host.includes(':') ? `[${host}]` : host}:${String(port)}`;

/**
 * One connection for a tool (npm run check-retention): to REDIS_URL, or to the master the first
 * answering sentinel names, with the site's TLS trust and credentials; no reconnecting.
 */
export async function connectOnce(target: RedisTarget, trust: RedisTls = {}): Promise<RedisClient> {
  const once = { connectTimeout: 5000, reconnectStrategy: false as const };
  const open = async (client: RedisClient) => {
    client.on('error', noop);
    await client.connect();
    return client;
  };
  if (typeof target === 'string') {
    const tls = target.startsWith('rediss:') ? tlsOf(new URL(target).hostname, trust) : {};
    return open(createClient({ url: target, socket: { ...once, ...tls } }));
  }
  let lastError: unknown = new Error('no sentinel given');
  for (const node of target.sentinels) {
    const sentinel = createClient({
      ...nodeOptions(node),
      socket: { ...once, ...socketOf(node, trust) },
    });
    try {
      await open(sentinel);
      const reply = await sentinel.sendCommand([
        'SENTINEL',
        'GET-MASTER-ADDR-BY-NAME',
        target.name,
      ]);
      if (!Array.isArray(reply) || reply.length !== 2)
        throw new Error(`no master named ${target.name}`);
      const master = { ...node, host: String(reply[0]), port: Number(reply[1]) };
      return await open(
        createClient({ ...nodeOptions(master), socket: { ...once, ...socketOf(master, trust) } }),
      );
    } catch (error) {
      lastError = error;
    } finally {
      await closeClient(sentinel);
    }
  }
  throw lastError;
}

/** Ends a client whether it is connected, still trying, or never started. */
async function closeClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(noop);
  else if (client.isOpen) client.destroy();
}

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

/** After a WAIT no replica answered, writes go on without one for this long, then try again. */
const REPLICA_RETRY_MS = 5000;

/**
 * WAIT 1 on the connection the write went through: the replica has it, or the wait ran out. A
 * master with no replica (the one promoted while the old master is still dead) would make every
 * write wait out its bound: after one such wait, writes go on unconfirmed for a few seconds. It is
 * said once a minute; refusing orders while a replica is away would make its loss an outage.
 */
function replicaWaiter(logger: Logger, now: () => number = Date.now) {
  let missingUntil = 0;
  let loggedAt = -Infinity;
  return async (client: RedisClient): Promise<void> => {
    if (now() < missingUntil) return;
    const asked = client.sendCommand(['WAIT', '1', String(REPLICA_WAIT_MS)]);
    const acknowledged = await within(asked, REPLICA_ANSWER_BOUND_MS, UNANSWERED).catch(
      (error: unknown) => {
        throw new StoreUnavailableError(error);
      },
    );
    if (acknowledged === UNANSWERED) throw new StoreUnavailableError('no answer to WAIT');
    if (Number(acknowledged) >= 1) return;
    missingUntil = now() + REPLICA_RETRY_MS;
    if (now() - loggedAt < 60_000) return;
    loggedAt = now();
    logger.warn(
      'shared store (Redis): no replica confirmed a write in time; until one does, a failover could lose the latest orders',
    );
  };
}

/**
 * One connection to each sentinel, kept open; masterOf asks them in turn, each bounded, and
 * answers with the first that names the master (null when none does).
 */
function askSentinels(nodes: readonly RedisNode[], logger: Logger, trust: RedisTls) {
  // each sentinel's last connection error: said when none names the master
  let lastError: unknown = null;
  const clients = nodes.map((node) => {
    const client = createClient({
      ...nodeOptions(node),
      socket: {
        ...socketOf(node, trust),
        connectTimeout: 1000,
        reconnectStrategy: (retries) => Math.min(retries * 200, 2000),
      },
      disableOfflineQueue: true,
    });
    client.on('error', (error: unknown) => (lastError = error));
    client.on('ready', () => (lastError = null));
    void client.connect().catch(noop);
    return { client, node };
  });
  let warnedNone = false;
  return {
    /** resolves when the first sentinel connection is ready (never rejects) */
    firstReady: Promise.any(
      clients.map(({ client }) => new Promise<void>((resolve) => client.once('ready', resolve))),
    ),
    /** the master, reached as the sentinel that named it is (its TLS and credentials) */
    async masterOf(name: string): Promise<RedisNode | null> {
      for (const { client, node } of clients) {
        if (!client.isReady) continue;
        const reply = await within(
          client.sendCommand(['SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name]).catch(() => null),
          500,
          null,
        );
        if (Array.isArray(reply) && reply.length === 2) {
          warnedNone = false;
          return { ...node, host: String(reply[0]), port: Number(reply[1]) };
        }
      }
      if (!warnedNone) {
        warnedNone = true;
        const cause = lastError === null ? null : redisErrorOf(lastError);
        logger.warn(
          { name, ...(cause ?? { code: 'no-master', kind: 'sentinel' }) },
          cause?.kind === 'tls-certificate'
            ? `shared store (Redis): no sentinel names the master: their TLS certificate is not trusted (${cause.code}); set REDIS_CA_FILE to the CA that signed it (docs/operating.md, Redis over TLS)`
            : cause?.kind === 'auth'
              ? 'shared store (Redis): no sentinel names the master: they refuse the password in REDIS_SENTINELS'
              : cause
                ? `shared store (Redis): no sentinel names the master: none could be reached (${cause.code})`
                : 'shared store (Redis): no sentinel names the master',
        );
      }
      return null;
    },
    async close() {
      await Promise.all(clients.map(({ client }) => closeClient(client)));
    },
  };
}

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
