// @ts-check
/**
 * The order page's memory under load, for `npm run bench` (and alone: `node bench/order-page-heap.js
 * [--duration=30] [--upstream=URL]`, after `npm run build`).
 *
 * One replica as an operator runs it (dist/server/main.js, NODE_ENV=production, a heap capped
 * with --max-old-space-size=160), relaying to the given upstream; autocannon views one order's
 * page at 50 connections for 30 s. The used heap (`nodejs_heap_size_used_bytes` from the metrics
 * listener) is read after a warm-up, every second under load and right after it. The design's
 * bar: the heap ends within 40 MB of its start and the replica is still up.
 */
import { fork, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, replicaEnv, waitUntilLive } from './site-process.js';

const MAIN = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
const HEAP_LIMIT_MB = 160;
const CONNECTIONS = 50;
/** The design's bar: the used heap after the load, at most this far above its start. */
export const HEAP_BAR_MB = 40;

const mb = (/** @type {number} */ bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** @param {string} metricsUrl @returns {Promise<number>} bytes */
async function usedHeap(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const line = text.split('\n').find((row) => row.startsWith('nodejs_heap_size_used_bytes '));
  if (!line) throw new Error('no nodejs_heap_size_used_bytes in the metrics');
  return Number(line.split(' ')[1]);
}

/** @param {string} upstreamUrl */
async function startReplica(upstreamUrl) {
  const [port, metricsPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [`--max-old-space-size=${HEAP_LIMIT_MB}`, MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      ...replicaEnv(upstreamUrl, port),
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilLive(url, () =>
    child.exitCode === null ? null : `the replica exited at start:\n${stderr}`,
  );
  return {
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The order whose page is viewed: BNB to ETH, on the route a quote gives. */
const ORDER = {
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
};

/** @param {string} siteUrl @returns {Promise<string>} a new order's page path */
async function orderPage(siteUrl) {
  const quote = await (await fetch(`${siteUrl}/api/price?from=BNB&to=ETH&amount=1`)).json();
  const created = await fetch(`${siteUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ORDER, route: quote.route }),
  });
  if (created.status !== 201) throw new Error(`create order: HTTP ${created.status}`);
  return `/order/${(await created.json()).orderId}`;
}

/**
 * @param {string} upstreamUrl the price service the replica relays to (the bench's sandbox)
 * @param {number} [durationS]
 */
export async function measureOrderPageHeap(upstreamUrl, durationS = 30) {
  const replica = await startReplica(upstreamUrl);
  try {
    const path = await orderPage(replica.url);
    // warm-up: code paths compiled and caches filled before the start figure
    await autocannon({ url: `${replica.url}${path}`, connections: 10, duration: 2 });
    await sleep(500);
    const startBytes = await usedHeap(replica.metricsUrl);
    let peakBytes = startBytes;
    let sampling = true;
    const sampler = (async () => {
      while (sampling && replica.alive()) {
        await sleep(1000);
        const bytes = await usedHeap(replica.metricsUrl).catch(() => 0);
        peakBytes = Math.max(peakBytes, bytes);
      }
    })();
    const run = await autocannon({
      url: `${replica.url}${path}`,
      connections: CONNECTIONS,
      duration: durationS,
    });
    sampling = false;
    await sampler;
    const survived = replica.alive();
    const endBytes = survived ? await usedHeap(replica.metricsUrl) : NaN;
    const result = {
      page: '/order/:id',
      connections: CONNECTIONS,
      durationS,
      heapLimitMb: HEAP_LIMIT_MB,
      views: run.requests.total,
      non2xx: run.non2xx,
      errors: run.errors,
      startMb: mb(startBytes),
      endMb: mb(endBytes),
      peakMb: mb(peakBytes),
      growthMb: mb(endBytes - startBytes),
      survived,
      barMb: HEAP_BAR_MB,
      met: survived && endBytes - startBytes <= HEAP_BAR_MB * 2 ** 20,
    };
    if (!survived) console.error(replica.stderr().slice(-2000));
    return result;
  } finally {
    await replica.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureOrderPageHeap>>} r */
export function orderPageHeapReport(r) {
  return [
    '## Order-page memory under load',
    '',
    `One replica (production settings, --max-old-space-size=${r.heapLimitMb}) viewing one order's ` +
      `page at ${r.connections} connections for ${r.durationS} s: ${r.views} views ` +
      `(${r.non2xx} not 2xx, ${r.errors} errors). Used heap (nodejs_heap_size_used_bytes): ` +
      `${r.startMb} MB before, ${r.endMb} MB after (${r.growthMb >= 0 ? '+' : ''}${r.growthMb} MB), ` +
      `peak ${r.peakMb} MB; the replica ${r.survived ? 'survived' : 'DIED'}.`,
    '',
    `Design bar, at most ${r.barMb} MB of growth and the replica up: ${r.met ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (/** @type {string} */ name) =>
    process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
  // the sandbox in a process of its own, as in bench.js, so autocannon does not slow it down
  const sandbox = arg('upstream')
    ? null
    : fork(fileURLToPath(new URL('bench-server.js', import.meta.url)), ['sandbox'], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
  const upstream =
    arg('upstream') ??
    (await new Promise((resolve) =>
      sandbox?.once('message', (message) => resolve(/** @type {{ url: string }} */ (message).url)),
    ));
  try {
    const result = await measureOrderPageHeap(
      /** @type {string} */ (upstream),
      Number(arg('duration') ?? 30),
    );
    console.log(orderPageHeapReport(result));
    console.log(JSON.stringify(result));
  } finally {
    sandbox?.send('stop');
  }
}
