// @ts-check
/**
 * One server for `npm run bench`, in its own process so the load generator does not share its
 * event loop. Forked by bench/bench.js with IPC; replies { url } once listening and stops on
 * 'stop' or when the parent goes away.
 *
 *   node bench/bench-server.js sandbox          the simulated price service (Contract 2)
 *   node bench/bench-server.js bff <upstream>   the BFF relaying to <upstream>, wired as
 *                                               server/test-support/harness.ts does, with rate
 *                                               limits out of the way and logging off
 * Runs the compiled server in dist/server (npm run build, or tsc -p tsconfig.build.json).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = new URL('../dist/', import.meta.url);
const CLIENT_DIR = fileURLToPath(new URL('client/', DIST));
const SSR_DIR = fileURLToPath(new URL('ssr/', DIST));
const server = (/** @type {string} */ path) => import(new URL(`server/${path}`, DIST).href);

/** @returns {Promise<{ url: string, close(): Promise<void> }>} */
async function startSandboxServer() {
  const { startThrowawaySandbox } = await server('sandbox/throwaway-sandbox.js');
  return startThrowawaySandbox();
}

/**
 * @param {string} upstreamUrl
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
async function startBff(upstreamUrl) {
  const { loadConfig } = await server('config/config.js');
  const { createApp } = await server('app.js');
  const { createLogger } = await server('logging/logger.js');
  const { createAlerts } = await server('alerts/alerts.js');
  const { createMemoryIdempotencyStore } = await server('stores/idempotency-store.js');
  const { createUpstreamClient } = await server('upstream/upstream-client.js');

  const limit = '1000000';
  const config = loadConfig({
    NODE_ENV: 'production',
    PRICE_SERVICE_URL: upstreamUrl,
    LOG_LEVEL: 'silent',
    ALERT_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'swap-bench-outbox-')),
    RATE_LIMIT_GLOBAL: limit,
    RATE_LIMIT_PRICE: limit,
    RATE_LIMIT_ORDERS: limit,
    RATE_LIMIT_STATUS: limit,
  });
  const logger = createLogger(config.logLevel);
  const upstream = createUpstreamClient({ ...config.upstream, url: upstreamUrl });
  const alerts = createAlerts(config.alerts, logger);
  const { runtimeConfigOf } = await server('app.js');
  const { loadPageRenderer } = await server('render/page-renderer.js');
  // pages rendered as in production (bench.js builds the site first when it is not built)
  const renderer = await loadPageRenderer(
    { clientDir: CLIENT_DIR, ssrDir: SSR_DIR },
    runtimeConfigOf({ config, sandbox: false }),
  );
  if (!renderer) throw new Error('the site is not built: run `npm run build` first');
  const app = createApp({
    renderer,
    config,
    logger,
    upstream,
    alerts,
    redis: null,
    idempotency: createMemoryIdempotencyStore(),
    clientDir: CLIENT_DIR,
    sandbox: false,
  });
  /** @type {import('node:http').Server} */
  const listening = await new Promise((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const address = /** @type {import('node:net').AddressInfo} */ (listening.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    async close() {
      listening.closeAllConnections();
      await new Promise((resolve) => listening.close(resolve));
      await upstream.close();
      await alerts.close();
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
      : null;
if (!running) {
  console.error('usage: node bench/bench-server.js sandbox | bff <upstream-url>');
  process.exit(2);
}

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await running.close();
  process.exit(0);
};
process.on('message', (message) => {
  if (message === 'stop') void stop();
});
process.on('disconnect', () => void stop());
process.send?.({ url: running.url });
