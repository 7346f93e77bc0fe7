import { createClient } from 'redis';
import { within } from '../lib/within.js';
import type { Logger } from '../logging/logger.js';
import {
  closeClient,
  nodeOptions,
  noop,
  socketOf,
  type RedisClient,
  type RedisNode,
  type RedisTls,
} from './redis-connections.js';
import { redisErrorOf } from './redis-errors.js';
import { StoreUnavailableError } from './shared-store.js';

// What the site asks of Redis Sentinel: which server is the master now, and after each kept
// write, whether a replica holds it (WAIT 1), so that a failover right after cannot lose it.

/** The most a kept write waits for a replica to confirm it (Redis's own WAIT timeout). */
const REPLICA_WAIT_MS = 250;
/**
 * The most the site waits for that WAIT's answer: Redis's 250 ms, plus a busy machine's delays.
 * Past it the master itself is not answering: the write is not known to be kept.
 */
const REPLICA_ANSWER_BOUND_MS = 2000;
const UNANSWERED = Symbol('unanswered');

/** After a WAIT no replica answered, writes go on without one for this long, then try again. */
const REPLICA_RETRY_MS = 5000;

/**
 * WAIT 1 on the connection the write went through: the replica has it, or the wait ran out. A
 * master with no replica (the one promoted while the old master is still dead) would make every
 * write wait out its bound: after one such wait, writes go on unconfirmed for a few seconds. It is
 * said once a minute; refusing orders while a replica is away would make its loss an outage.
 */
export function replicaWaiter(logger: Logger, now: () => number = Date.now) {
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
export function askSentinels(nodes: readonly RedisNode[], logger: Logger, trust: RedisTls) {
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
