import type { RedisClient } from '../stores/redis-connections.js';
import type { Retention } from '../stores/retained-lines.js';
import { kindOf, shortKey } from './key-lifetimes.js';

// Every key in Redis with its time to live, read in one connection: SCAN in batches, each batch's
// PTTLs in one pipeline (one round trip per batch, not per key: 2,371 keys over TLS one
// redis-cli call each took about 4 minutes).

/** Keys a SCAN step asks for: a round trip per this many keys. */
const SCAN_COUNT = 1000;

export interface Finding {
  store: string;
  what: string;
  why: string;
}

export interface RedisReport {
  keys: number;
  byKind: Record<string, number>;
  findings: Finding[];
}

/** A PTTL of -1: the key has no expiry at all. -2: it went between the SCAN and the PTTL. */
const NO_EXPIRY = -1;
const GONE = -2;

export async function checkRedis(client: RedisClient, retention: Retention): Promise<RedisReport> {
  const report: RedisReport = { keys: 0, byKind: {}, findings: [] };
  for await (const batch of client.scanIterator({ COUNT: SCAN_COUNT })) {
    if (batch.length === 0) continue;
    const pipeline = client.multi();
    for (const key of batch) pipeline.pTTL(key);
    const ttls = (await pipeline.execAsPipeline()) as unknown as number[];
    batch.forEach((key, i) => {
      const ttl = Number(ttls[i]);
      if (ttl === GONE) return;
      report.keys += 1;
      const kind = kindOf(key);
      const name = kind?.prefix ?? '(other)';
      report.byKind[name] = (report.byKind[name] ?? 0) + 1;
      if (ttl === NO_EXPIRY) {
        report.findings.push({
          store: 'redis',
          what: shortKey(key),
          why: 'no time to live: kept forever',
        });
      } else if (kind && ttl > kind.maxTtlMs(retention)) {
        report.findings.push({
          store: 'redis',
          what: shortKey(key),
          why: `expires in ${Math.round(ttl / 1000)} s, past the ${Math.round(kind.maxTtlMs(retention) / 1000)} s its kind may live`,
        });
      }
    });
  }
  return report;
}
