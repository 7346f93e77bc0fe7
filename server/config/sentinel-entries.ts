import { hostPortOf, isHostPort } from './setting-values.js';

/**
 * One Redis Sentinel to ask, and how to speak to it and to the master it names: the same TLS
 * and credentials for both, as a managed Sentinel set has them. Never logged whole.
 */
export interface SentinelNode {
  host: string;
  port: number;
  tls: boolean;
  username?: string;
  password?: string;
}

/**
 * An entry of REDIS_SENTINELS: `host:port`, or `redis://[user:password@]host:port` (`rediss://`:
 * TLS), with the password percent-encoded (a comma as %2C). No other setting is needed for a
 * Sentinel set with a password or TLS. null: not an entry.
 */
export function sentinelEntryOf(entry: string): SentinelNode | null {
  if (isHostPort(entry)) return { ...hostPortOf(entry), tls: false };
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return null;
  }
  // the port is the sentinel's (26379 by custom): never guessed; no database, query or fragment
  const bare = ['', '/'].includes(url.pathname) && !url.search && !url.hash;
  if (!['redis:', 'rediss:'].includes(url.protocol) || !url.port || !url.hostname || !bare) {
    return null;
  }
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port),
    tls: url.protocol === 'rediss:',
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
  };
}
