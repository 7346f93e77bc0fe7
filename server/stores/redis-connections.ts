import { isIP } from 'node:net';
import { createClient } from 'redis';

// Clients of Redis servers and sentinels, made the one way the site trusts them: by REDIS_URL or
// by a sentinel's entry (its TLS and credentials, which the master shares), with a private CA
// where REDIS_CA_FILE names one. connectRedis (redis.ts) keeps them; a tool connects once.

export type RedisClient = ReturnType<typeof createClient>;

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

/** For what a client being closed or replaced still says: nothing to do with it. */
export const noop = () => undefined;

/** How TLS connections to Redis and the sentinels trust their certificates. */
export interface RedisTls {
  /** PEM of a private CA (REDIS_CA_FILE); absent: the system's CAs and NODE_EXTRA_CA_CERTS */
  ca?: string;
}

/** A client of one server: by REDIS_URL, or by the node a sentinel named (with its TLS and auth). */
export function newClient(target: string | RedisNode, trust: RedisTls): RedisClient {
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
export const socketOf = ({ host, port, tls }: RedisNode, trust: RedisTls) =>
  tls ? { host, port, ...tlsOf(host, trust) } : { host, port };

/** The credentials a node's entry carried, if any. */
export const nodeOptions = ({ username, password }: RedisNode) => ({
  ...(username ? { username } : {}),
  ...(password ? { password } : {}),
});

/** A node as logs may name it: where, never how to log in. */
export const whereIs = ({ host, port }: RedisNode) =>
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
export async function closeClient(client: RedisClient): Promise<void> {
  if (client.isReady) await client.close().catch(noop);
  else if (client.isOpen) client.destroy();
}
