// @ts-check
/**
 * One server for `npm run bench`, in its own process so the load generator does not share its
 * event loop. Forked by bench/bench.js with IPC; replies { url } once listening and stops on
 * 'stop' or when the parent goes away.
 *
 *   node bench/bench-server.js sandbox          the simulated price service (Contract 2)
 *   node bench/bench-server.js bff <upstream>   the BFF relaying to <upstream>: the built
 *                                               entry point itself (dist/server/main.js),
 *                                               every request logged at info (to stdout, which
 *                                               the bench points at /dev/null), metrics
 *                                               counted, rate limits too high to refuse but
 *                                               still counting, offers checked against the
 *                                               market (<upstream> is also the reference)
 *   node bench/bench-server.js plain <upstream> a plain Express app written from the card
 *                                               (bench/plain-express-app.js), its pino-http
 *                                               lines to stdout like the BFF's, its limits as
 *                                               high: the peer the BFF's price call must beat
 *   node bench/bench-server.js relay <upstream> a bare relay of GET /api/price to <upstream>:
 *                                               node:http + undici + form-data, no checks; the
 *                                               yardstick for the BFF's price throughput
 * Runs the compiled server in dist/server (npm run build, or tsc -p tsconfig.build.json).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import FormData from 'form-data';
import { Agent, request } from 'undici';
import { createPlainApp } from './plain-express-app.js';
import { BENCH_RATE_LIMIT, freePort, replicaEnv, waitUntilLive } from './site-process.js';

const DIST = new URL('../dist/', import.meta.url);
const server = (/** @type {string} */ path) => import(new URL(`server/${path}`, DIST).href);

/** @returns {Promise<{ url: string, close(): Promise<void> }>} */
async function startSandboxServer() {
  const { startThrowawaySandbox } = await server('sandbox/throwaway-sandbox.js');
  return startThrowawaySandbox();
}

/**
 * The BFF as production runs it: the built entry point itself, in this process (so the bench can
 * profile it), configured through its environment as a deployment is.
 * @param {string} upstreamUrl
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function startBff(upstreamUrl) {
  const port = await freePort();
  // The sandbox is also a market reference (its simple-price API): every offer is checked.
  Object.assign(process.env, replicaEnv(upstreamUrl, port), { REFERENCE_PRICES_URL: upstreamUrl });
  await server('main.js');
  const url = `http://127.0.0.1:${port}`;
  await waitUntilLive(url);
  return {
    url,
    // it stops as in production, on SIGTERM, and ends this process itself when it has
    close: () =>
      new Promise(() => {
        process.kill(process.pid, 'SIGTERM');
      }),
  };
}

/**
 * The least a relay of the price call can do: read the query, post it as multipart form-data to
 * the upstream over a keep-alive pool, answer its first route as JSON. No validation, limits,
 * headers, logging, metrics, breaker or coalescing: what the BFF's checks are measured against.
 * @param {string} upstreamUrl
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function startBareRelay(upstreamUrl) {
  const agent = new Agent({ keepAliveTimeout: 10_000, connections: 64 });
  const target = new URL(
    'api/token_price',
    upstreamUrl.endsWith('/') ? upstreamUrl : `${upstreamUrl}/`,
  );
  const server = createServer(async (req, res) => {
    try {
      const query = new URL(req.url ?? '/', 'http://relay').searchParams;
      const form = new FormData();
      form.append('TokenA_amount', query.get('amount') ?? '');
      form.append('TokenA_symbol', query.get('from') ?? '');
      form.append('TokenB_symbol', query.get('to') ?? '');
      const reply = await request(target, {
        method: 'POST',
        headers: form.getHeaders(),
        body: form.getBuffer(),
        dispatcher: agent,
      });
      const { exchangeFlow_list: route } = /** @type {{ exchangeFlow_list: number[][] }} */ (
        await reply.body.json()
      );
      const [estimate, min, max] = route[0] ?? [];
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ estimate, min, max, route }));
    } catch {
      res.writeHead(502).end();
    }
  });
  return listenOnLoopback(server, () => agent.close());
}

/**
 * The plain Express app from the card on a loopback port, its limits as high as the BFF's.
 * @param {string} upstreamUrl
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function startPlainApp(upstreamUrl) {
  const { app, close } = createPlainApp({ upstreamUrl, limit: BENCH_RATE_LIMIT });
  return listenOnLoopback(createServer(app), close);
}

/**
 * A server listening on a free loopback port; closing it ends its connections, then `after`.
 * @param {import('node:http').Server} server
 * @param {() => Promise<void>} after
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function listenOnLoopback(server, after) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await after();
    },
  };
}

const [role, upstreamUrl] = process.argv.slice(2);
// Express and its dependencies take their production paths, as in the Docker image.
process.env.NODE_ENV = 'production';

const running =
  role === 'sandbox'
    ? await startSandboxServer()
    : role === 'bff' && upstreamUrl
      ? await startBff(upstreamUrl)
      : role === 'plain' && upstreamUrl
        ? await startPlainApp(upstreamUrl)
        : role === 'relay' && upstreamUrl
          ? await startBareRelay(upstreamUrl)
          : null;
if (!running) {
  console.error(
    'usage: node bench/bench-server.js sandbox | bff <upstream-url> | plain <upstream-url> | relay <upstream-url>',
  );
  process.exit(2);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.exit(0);
};
/** @type {import('node:inspector/promises').Session | null} */
let profiler = null;
/** Profiles the steady state only: started after the warm-up, stopped before the stop. */
async function onProfileMessage(/** @type {{ profile: 'start' | 'stop', file?: string }} */ m) {
  if (m.profile === 'start') {
    const { Session } = await import('node:inspector/promises');
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  } else if (profiler && m.file) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(m.file, JSON.stringify(profile));
    profiler.disconnect();
    profiler = null;
  }
  process.send?.({ profiled: m.profile });
}

process.on('message', (message) => {
  if (message === 'stop') void stop();
  else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuUs: user + system });
  } else if (typeof message === 'object' && message !== null && 'profile' in message) {
    void onProfileMessage(/** @type {any} */ (message));
  }
});
process.on('disconnect', () => void stop());
process.send?.({ url: running.url });
