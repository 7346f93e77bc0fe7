import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import { createAlerts } from './alerts/alerts.js';
import { createApp, runtimeConfigOf } from './app.js';
import type { Config } from './config/config.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { createErrorReporter } from './logging/error-reporting.js';
import { createLogger, type Logger } from './logging/logger.js';
import { createMetricsApp } from './metrics/metrics-app.js';
import { createMetrics } from './metrics/metrics.js';
import { loadPageRenderer } from './render/page-renderer.js';
import { startSandbox, type RunningSandbox } from './sandbox/sandbox.js';
import { createMemoryIdempotencyStore } from './stores/idempotency-store.js';
import { connectRedis, createRedisIdempotencyStore } from './stores/redis.js';
import { createUpstreamClient } from './upstream/upstream-client.js';

// The only file that listens. Built to dist/server/main.js; the client is in dist/client and the
// server entry that renders its pages in dist/ssr.
const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../ssr', import.meta.url));

function readConfig(): Config {
  return loadConfigOrExit(process.env);
}

async function startUpstream(
  config: Config,
  logger: Logger,
): Promise<{ url: string; sandbox: RunningSandbox | null }> {
  if (config.upstream.url) return { url: config.upstream.url, sandbox: null };
  const sandbox = await startSandbox({
    host: config.sandbox.host,
    port: config.sandbox.port,
    dataFile: config.sandbox.dataFile,
    lifecycle: config.sandbox.lifecycle,
    autoDepositAfterS: config.sandbox.autoDepositAfterS,
  });
  logger.warn(
    { sandbox: sandbox.url },
    'SANDBOX MODE: no PRICE_SERVICE_URL set, relaying to the simulated price service. No real funds move.',
  );
  return { url: sandbox.url, sandbox };
}

/** The scrape listener, on its own port so the public port and the proxy never expose it. */
function listenForMetrics(config: Config, registry: Registry, logger: Logger): Server | null {
  const { port, host } = config.metrics;
  if (port === null) return null;
  const server = createMetricsApp(registry).listen(port, host, () => {
    logger.info({ port, host }, 'metrics listening');
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen for metrics');
    process.exit(1);
  });
  return server;
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const { url, sandbox } = await startUpstream(config, logger);
  const metrics = createMetrics();
  const upstream = createUpstreamClient({ ...config.upstream, url }, metrics.upstream);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : null;
  const alerts = createAlerts(config.alerts, logger, Date.now, metrics.alerts);
  const reportError = await createErrorReporter(config.sentryDsn);
  const sandboxed = sandbox !== null;
  const renderer = await loadPageRenderer(
    { clientDir: CLIENT_DIR, ssrDir: SSR_DIR },
    runtimeConfigOf({ config, sandbox: sandboxed }),
  );
  if (!renderer) logger.warn('no server entry found: run `npm run build`');
  const app = createApp({
    renderer,
    reportError,
    config,
    logger,
    upstream,
    alerts,
    redis,
    idempotency: redis ? createRedisIdempotencyStore(redis) : createMemoryIdempotencyStore(),
    clientDir: CLIENT_DIR,
    sandbox: sandboxed,
    metrics,
  });

  const server: Server = app.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host, redis: redis !== null }, 'listening');
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'cannot listen');
    process.exit(1);
  });
  const metricsServer = listenForMetrics(config, metrics.registry, logger);
  void alerts.flush();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // Stop accepting; idle keep-alive sockets go now, busy ones when their reply is sent.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
    deadline.unref();
    await closed;
    clearTimeout(deadline);
    metricsServer?.close();
    await Promise.allSettled([alerts.close(), upstream.close(), redis?.quit(), sandbox?.close()]);
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
