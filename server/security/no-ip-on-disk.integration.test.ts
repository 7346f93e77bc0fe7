import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { startRedisServer } from '../test-support/redis-server.js';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { eventually } from '../test-support/eventually.js';

// An attack run found a tester's IP 1,109 times in Redis's append-only file: rate-limit keys
// were `rl:<limiter>:<ip>`. Here a real site process behind a trusted proxy is driven past its
// limits by one known address, Redis is made to write both its append-only file and a snapshot,
// and every file Redis and the site keep is searched for that address in any form a seized disk
// could give it back: as text, base64, or its SHA-256, SHA-1 or MD5 (hex, raw or base64).

const VISITOR = '198.51.100.77';
const NEIGHBOUR = '198.51.100.78';
const PRICE_LIMIT = 5;

let sandbox: RunningSandbox;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let site: ServerProcess;
let dataDir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  redis = await startRedisServer({ persist: true });
  dataDir = await mkdtemp(join(tmpdir(), 'swap-no-ip-'));
  site = await startServerProcess({
    PRICE_SERVICE_URL: sandbox.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PRICE: String(PRICE_LIMIT),
  });
});
afterAll(async () => {
  if (site?.child.exitCode === null) {
    site.child.kill('SIGTERM');
    await site.exited;
  }
  await redis?.stop();
  await sandbox?.close();
});

/** A price call as the trusted proxy in front of the site passes it on for `visitor`. */
const priceFor = (visitor: string) =>
  fetch(`${site.url}/api/price?from=BNB&to=ETH&amount=1`, {
    headers: { 'X-Forwarded-For': visitor },
  });

/** Every form of `ip` that would give it away, as the bytes to look for. */
function giveaways(ip: string): Map<string, Buffer> {
  const forms = new Map<string, Buffer>([
    ['text', Buffer.from(ip)],
    ['base64', Buffer.from(Buffer.from(ip).toString('base64').replace(/=+$/, ''))],
  ]);
  for (const algorithm of ['sha256', 'sha1', 'md5']) {
    const digest = createHash(algorithm).update(ip).digest();
    forms.set(`${algorithm} raw`, digest);
    forms.set(`${algorithm} hex`, Buffer.from(digest.toString('hex')));
    forms.set(`${algorithm} HEX`, Buffer.from(digest.toString('hex').toUpperCase()));
    forms.set(`${algorithm} base64`, Buffer.from(digest.toString('base64').replace(/=+$/, '')));
    forms.set(`${algorithm} base64url`, Buffer.from(digest.toString('base64url')));
  }
  return forms;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

const waitFor = (check: () => Promise<boolean>, what: string) =>
  eventually(check, Boolean, { what, timeoutMs: 10_000, intervalMs: 100 });

describe('a visitor who hits the rate limits', () => {
  it('leaves neither their IP nor a plain hash of it anywhere on disk, and is still limited alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PRICE_LIMIT + 2; i++) {
      const res = await priceFor(VISITOR);
      await res.body?.cancel();
      statuses.push(res.status);
    }
    // limited per visitor: the address was counted, shared through Redis
    expect(statuses.slice(0, PRICE_LIMIT)).toEqual(Array(PRICE_LIMIT).fill(200));
    expect(statuses.slice(PRICE_LIMIT)).toEqual([429, 429]);
    const neighbour = await priceFor(NEIGHBOUR);
    await neighbour.body?.cancel();
    expect(neighbour.status).toBe(200);
    // a page and an order's status on top: every limiter has counted this visitor
    const page = await fetch(`${site.url}/`, { headers: { 'X-Forwarded-For': VISITOR } });
    await page.body?.cancel();

    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      // the counts are there, keyed, and nothing in Redis names the address
      const keys = await client.keys('rl:*');
      expect(keys.length).toBeGreaterThan(0);
      await client.sendCommand(['BGREWRITEAOF']);
      await waitFor(async () => {
        const info = await client.info('persistence');
        return /aof_rewrite_in_progress:0/.test(info) && /aof_rewrite_scheduled:0/.test(info);
      }, 'the append-only file rewrite');
      await client.sendCommand(['SAVE']);
      // and a write after the rewrite, in the incremental file
      const again = await priceFor(VISITOR);
      await again.body?.cancel();
      expect(again.status).toBe(429);
    } finally {
      await client.quit();
    }

    const files = [...(await filesUnder(redis.dir)), ...(await filesUnder(dataDir))];
    const names = files.map((file) => file.slice(file.lastIndexOf('/') + 1));
    expect(names).toContain('dump.rdb');
    expect(names.some((name) => name.endsWith('.aof'))).toBe(true);
    const found: string[] = [];
    for (const file of files) {
      const bytes = await readFile(file);
      for (const [form, needle] of giveaways(VISITOR)) {
        if (bytes.includes(needle)) found.push(`${form} in ${file}`);
      }
    }
    expect(found).toEqual([]);
  });
});
