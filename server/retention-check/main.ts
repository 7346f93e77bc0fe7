import { readFile } from 'node:fs/promises';
import { loadConfigOrExit } from '../config/load-config-or-exit.js';
import { connectOnce } from '../stores/redis-connections.js';
import { UNENDED_MAX_MS, type Retention } from '../stores/retained-lines.js';
import { checkFiles } from './check-files.js';
import { checkRedis, type Finding } from './check-redis.js';
import { days } from './key-lifetimes.js';

// npm run check-retention: what the site keeps, held to its stated lifetimes, with the site's own
// settings (RETENTION_DAYS, DATA_DIR, REDIS_URL or REDIS_SENTINELS, REDIS_CA_FILE): every key in
// Redis in one connection (SCAN, PTTL pipelined), and every file store in DATA_DIR. Exit 0:
// nothing past its lifetime; 1: something is (each printed, ids shortened); 2: a store could not
// be read.

/** Findings printed in full; past that, counted by store. */
const PRINTED = 50;

async function run(): Promise<number> {
  const config = loadConfigOrExit(process.env);
  const retention: Retention = { afterEndMs: config.proof.retentionMs, unendedMs: UNENDED_MAX_MS };
  const started = performance.now();
  const findings: Finding[] = [];
  console.log(
    `retention: RETENTION_DAYS ${days(retention.afterEndMs)} after an order ended, ${days(retention.unendedMs)} at most; DATA_DIR ${config.dataDir}`,
  );

  const target = config.redisSentinel ?? config.redisUrl;
  if (target) {
    const ca = config.redisCaFile ? await readFile(config.redisCaFile, 'utf8') : undefined;
    const client = await connectOnce(target, ca ? { ca } : {});
    try {
      const redis = await checkRedis(client, retention);
      const kinds = Object.entries(redis.byKind)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      console.log(`redis: ${redis.keys} keys (${kinds || 'none'})`);
      findings.push(...redis.findings);
    } finally {
      client.destroy();
    }
  } else {
    console.log('redis: none set (REDIS_URL, REDIS_SENTINELS): the files alone hold what is kept');
  }

  const files = await checkFiles(
    {
      orderMap: config.orderMapFile,
      documents: config.proof.documentsFile,
      idempotency: config.idempotencyFile,
      outboxDir: config.alerts.outboxDir,
    },
    retention,
    Date.now(),
  );
  const read = Object.entries(files.read)
    .map(([store, count]) => `${store} ${count}`)
    .join(', ');
  console.log(`files: ${read || 'none yet'}`);
  findings.push(...files.findings);

  for (const { store, what, why } of findings.slice(0, PRINTED))
    console.log(`PAST ITS LIFETIME  ${store}: ${what}: ${why}`);
  if (findings.length > PRINTED) {
    const byStore: Record<string, number> = {};
    for (const { store } of findings) byStore[store] = (byStore[store] ?? 0) + 1;
    console.log(`... ${findings.length - PRINTED} more: ${JSON.stringify(byStore)}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    findings.length === 0
      ? `ok: nothing past its lifetime (${seconds} s)`
      : `${findings.length} past their lifetime (${seconds} s)`,
  );
  return findings.length === 0 ? 0 : 1;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const code = (error as { code?: unknown }).code;
    console.error(
      `check-retention: a store could not be read${typeof code === 'string' ? ` (${code})` : ''}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(2);
  },
);
