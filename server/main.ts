import type { RequestListener, Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import { createAlerts } from './alerts/alerts.js';
import { startOrphanSweep } from './api/orphan-intents.js';
import { createApp, createServices, runtimeConfigOf, type AppDeps } from './app.js';
import type { Config } from './config/config.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { createErrorReporter } from './logging/error-reporting.js';
import { createHttpServer } from './http/http-server.js';
import { createShutdown } from './http/shutdown.js';
import { createLogger, type Logger } from './logging/logger.js';
import { routeConsoleToLog } from './logging/console-to-log.js';
import { createMetricsApp } from './metrics/metrics-app.js';
import { within } from './lib/within.js';
import { drain } from './http/drain.js';
import { createMetrics } from './metrics/metrics.js';
import { createOnionServer } from './onion/onion-server.js';
import { loadPageRenderer } from './render/page-renderer.js';
import { SandboxDataFileError } from './sandbox/order-file.js';
import { startSandbox, type RunningSandbox } from './sandbox/sandbox.js';
import { openFileIdempotencyStore, type FileIdempotencyStore } from './stores/idempotency-file.js';
import type { IdempotencyStore } from './stores/idempotency-store.js';
import { openFileOrderMap, type FileOrderMap, type OrderMap } from './stores/order-map.js';
import type { RedisTls } from './stores/redis-connections.js';
import { createRedisIdempotencyStore } from './stores/redis-idempotency.js';
import { createRedisOrderMap } from './stores/redis-order-map.js';
import { connectRedis } from './stores/redis.js';
import { readFile } from 'node:fs/promises';
import { sweepOutbox } from './alerts/outbox-retention.js';
import { readBuildFacts } from './proof/build-info.js';
import { startRetentionSchedule } from './proof/retention-schedule.js';
import { signerFromFile, signerFromPem, type Signer } from './proof/signing-key.js';
import {
  openFileDocumentStore,
  type DocumentStore,
  type FileDocumentStore,
} from './stores/document-store.js';
import { createRedisDocumentStore } from './stores/redis-documents.js';
import { fileLastGoodPrices, redisLastGoodPrices } from './market/last-good-prices.js';
import { UNENDED_MAX_MS, type Retention } from './stores/retained-lines.js';
import { descriptorOf } from '../shared/contract/protocols.js';
import { createUpstream } from './upstream/create-upstream.js';
import { watchProvider } from './health/provider-watch.js';
import { createAnsweringState, type AnsweringState } from './health/answering.js';
import { referenceUrlsOf, startSiteHealth } from './health/site-health.js';
import type { UpstreamMetrics } from './metrics/metrics.js';
import { createProviders, singleProvider } from './upstream/providers.js';

// The only file that listens. Built to dist/server/main.js; the client is in dist/client and the
// server entry that renders its pages in dist/ssr.
const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../ssr', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('..', import.meta.url));

function readConfig(): Config {
  return loadConfigOrExit(process.env);
}

async function startUpstream(
  config: Config,
  logger: Logger,
): Promise<{ url: string; sandbox: RunningSandbox | null }> {
  if (config.upstream.url || config.providers) {
    return { url: config.upstream.url ?? '', sandbox: null };
  }
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      host: config.sandbox.host,
      port: config.sandbox.port,
      dataFile: config.sandbox.dataFile,
      lifecycle: config.sandbox.lifecycle,
      autoDepositAfterS: config.sandbox.autoDepositAfterS,
    });
  } catch (error) {
    // One readable log line naming the file or port, not a stack: the operator knows what to fix.
    if (error instanceof SandboxDataFileError) {
      logger.fatal({ file: error.file, code: 'sandbox-data-file', kind: 'startup' }, error.message);
      process.exit(1);
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      const port = config.sandbox.port;
      logger.fatal(
        { port, code, kind: 'startup' },
        `cannot listen for the sandbox on port ${port} (${code === 'EADDRINUSE' ? 'already in use' : 'not allowed'}): set SANDBOX_PORT to a free port, or PRICE_SERVICE_URL`,
      );
      process.exit(1);
    }
    throw error;
  }
  logger.warn(
    { sandbox: sandbox.url, protocol: config.upstream.protocol },
    `SANDBOX MODE: UPSTREAM_PROTOCOL=${config.upstream.protocol} with no PRICE_SERVICE_URL and no UPSTREAM_API_KEY, relaying to the simulated upstream. No real funds move.`,
  );
  // The sandbox speaks every protocol, each at its descriptor's path (Contract 2 at its root).
  const { sandboxPath } = descriptorOf(config.upstream.protocol);
  return { url: sandboxPath ? `${sandbox.url}/${sandboxPath}` : sandbox.url, sandbox };
}

/**
 * Opens one of the site's data files, or says in one clear log line which file and setting to fix
 * (a directory in its place, no permission) and exits.
 */
async function openOrExit<T>(
  file: string,
  what: string,
  logger: Logger,
  open: (file: string) => Promise<T>,
): Promise<T> {
  try {
    return await open(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    logger.fatal(
      { file, code, kind: 'startup' },
      `cannot use the ${what} ${file} (${code}): fix or move it, or set DATA_DIR to another folder`,
    );
    process.exit(1);
  }
}

/**
 * The idempotency file. Lines it could not read are counted and kept beside it: said at start.
 */
async function openIdempotencyFile(file: string, logger: Logger): Promise<FileIdempotencyStore> {
  const store = await openOrExit(file, 'idempotency file', logger, openFileIdempotencyStore);
  if (store.unreadableLines > 0) {
    logger.warn(
      { file, unreadable: store.unreadableLines, keptIn: store.corruptFile },
      'idempotency file: some lines could not be read; retries with their keys may make new orders. The lines are kept beside it.',
    );
  }
  return store;
}

/**
 * The signing key: SIGNING_KEY (config.ts checked it is Ed25519), else, where config
 * allows (development, SANDBOX=1), the one kept in DATA_DIR/signing-key.pem, made on first start.
 */
async function loadSigner(config: Config, logger: Logger): Promise<Signer> {
  if (config.proof.signingKey) return signerFromPem(config.proof.signingKey);
  const file = config.proof.keyFile;
  try {
    const signer = await signerFromFile(file);
    // in production only SANDBOX=1 allows it: the line says so, not '(development)'
    logger.warn(
      { file, keyId: signer.keyId.slice(0, 16) },
      config.production
        ? 'signing with the key kept in DATA_DIR (SANDBOX=1: simulated orders only): set SIGNING_KEY before real orders'
        : 'signing with the key kept in DATA_DIR (development): set SIGNING_KEY in production',
    );
    return signer;
  } catch (error) {
    logger.fatal(
      { file, code: (error as NodeJS.ErrnoException).code ?? 'unknown', kind: 'startup' },
      `cannot use the signing key file ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

/** The order-id map's file; lines it could not read are said at start. */
async function openOrderMapFile(
  file: string,
  retention: Retention,
  logger: Logger,
): Promise<FileOrderMap> {
  const map = await openOrExit(file, 'order map file', logger, (path) =>
    openFileOrderMap(path, retention),
  );
  if (map.unreadableLines > 0) {
    logger.warn(
      { file, unreadable: map.unreadableLines },
      'order map file: some lines could not be read; the orders they named cannot be looked up',
    );
  }
  return map;
}

/** REDIS_CA_FILE's CA, read once; a file it cannot read is one fatal line naming it. */
async function redisTrust(config: Config, logger: Logger): Promise<RedisTls> {
  const file = config.redisCaFile;
  if (file === null) return {};
  const ca = await openOrExit(file, 'Redis CA file (REDIS_CA_FILE)', logger, (path) =>
    readFile(path, 'utf8'),
  );
  if (!ca.includes('-----BEGIN CERTIFICATE-----')) {
    logger.fatal(
      { file, code: 'not-pem', kind: 'config' },
      `REDIS_CA_FILE ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`,
    );
    process.exit(1);
  }
  return { ca };
}

/**
 * Listens, logging `listening` once it does; a port it cannot have (in use, not allowed) is one
 * fatal log line and exit, for the operator to fix.
 */
function listenOrExit<T extends Server>(
  server: T,
  { port, host }: { port: number; host: string },
  logger: Logger,
  log: { listening: string; failed: string; fields?: Record<string, unknown> },
): T {
  server.listen(port, host, () => {
    logger.info({ port, host, ...log.fields }, log.listening);
  });
  server.on('error', (error) => {
    logger.fatal(
      { err: error, code: (error as NodeJS.ErrnoException).code ?? 'unknown', kind: 'startup' },
      log.failed,
    );
    process.exit(1);
  });
  return server;
}

/** The scrape listener, on its own port so the public port and the proxy never expose it. */
function listenForMetrics(config: Config, registry: Registry, logger: Logger): Server | null {
  const { port, host } = config.metrics;
  if (port === null) return null;
  const server = createHttpServer(createMetricsApp(registry), config.requestTimeoutMs);
  return listenOrExit(server, { port, host }, logger, {
    listening: 'metrics listening',
    failed: 'cannot listen for metrics',
  });
}

/** The listener for the tor daemon alone (ONION_PORT): the same app, behind tor's PROXY line. */
function listenForTor(config: Config, app: RequestListener, logger: Logger): Server | null {
  const { port, host } = config.onion;
  if (port === null) return null;
  const server = createOnionServer(app, { requestTimeoutMs: config.requestTimeoutMs });
  return listenOrExit(server, { port, host }, logger, {
    listening: 'listening for tor',
    failed: 'cannot listen for tor',
  });
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  routeConsoleToLog(logger);
  const { url, sandbox } = await startUpstream(config, logger);
  const metrics = createMetrics(config.upstream.protocol);
  // Whether each provider answers: fed by visitors' calls and the background probes alike.
  const states = new Map<string, AnsweringState>();
  const watched = (gauge: UpstreamMetrics, name: string) => {
    const state = createAnsweringState({
      name,
      watched: 'provider',
      logger,
      onChange: (answering) => gauge.answering(answering),
    });
    states.set(name, state);
    return watchProvider(gauge, state);
  };
  // PROVIDERS: several, each asked for every quote; else the one upstream (or the sandbox).
  const providers = config.providers
    ? createProviders(config.providers, config.upstream, (name, protocol) =>
        watched(metrics.upstreamFor(name, protocol), name),
      )
    : [
        singleProvider(
          createUpstream(
            config.upstream,
            { url, apiKey: sandbox ? null : config.upstream.apiKey },
            watched(metrics.upstream, 'upstream'),
          ),
        ),
      ];
  // Sentinels, else one Redis, else none (files); a Redis away at start is waited for briefly,
  // then served without, as a running replica does.
  const redisTarget = config.redisSentinel ?? config.redisUrl;
  const redis = redisTarget
    ? await connectRedis(
        redisTarget,
        logger,
        metrics.sharedStore.up,
        await redisTrust(config, logger),
        metrics.sharedStore.call,
      )
    : null;
  const alerts = createAlerts(config.alerts, logger, Date.now, metrics.alerts);
  const reportError = await createErrorReporter(config.sentryDsn);
  // Providers that are standalone sandboxes (a demo) make the site one too: every page says so.
  const sandboxed =
    sandbox !== null ||
    (await Promise.all(providers.map(({ upstream }) => upstream.saysSandbox()))).includes(true);
  const renderer = await loadPageRenderer(
    { clientDir: CLIENT_DIR, ssrDir: SSR_DIR },
    runtimeConfigOf({ config, sandbox: sandboxed }),
  );
  if (!renderer) {
    logger.fatal(
      { code: 'not-built', kind: 'startup' },
      'the site is not built: run `npm run build` first',
    );
    process.exit(1);
  }
  // Without Redis the keys live in a file, so a retry after a restart still gets its first reply.
  let fileStore: FileIdempotencyStore | null = null;
  let idempotency: IdempotencyStore;
  if (redis) idempotency = createRedisIdempotencyStore(redis);
  else idempotency = fileStore = await openIdempotencyFile(config.idempotencyFile, logger);
  // What the site keeps about an order goes RETENTION_DAYS after the order ended.
  const retention: Retention = {
    afterEndMs: config.proof.retentionMs,
    unendedMs: UNENDED_MAX_MS,
  };
  // With a provider the site's order ids map to the provider's: in Redis, else in a synced file.
  let orderMapFile: FileOrderMap | null = null;
  let orderMap: OrderMap | undefined;
  if (providers.length > 1 || providers[0]!.upstream.mintsOrderIds) {
    if (redis) orderMap = createRedisOrderMap(redis, retention);
    else orderMap = orderMapFile = await openOrderMapFile(config.orderMapFile, retention, logger);
  }
  const signer = await loadSigner(config, logger);
  // the id every document signed from now on names: /signing-key/<keyId>.pem
  logger.info({ keyId: signer.keyId }, 'signing documents with this key');
  let documentsFile: FileDocumentStore | null = null;
  let documents: DocumentStore;
  if (redis) documents = createRedisDocumentStore(redis, retention);
  else
    documents = documentsFile = await openOrExit(
      config.proof.documentsFile,
      'documents file',
      logger,
      (file) => openFileDocumentStore(file, retention),
    );
  const build = await readBuildFacts(DIST_DIR, CLIENT_DIR);
  const retentionSchedule = startRetentionSchedule(
    [
      ...(orderMapFile ? [() => orderMapFile.sweep()] : []),
      ...(documentsFile ? [() => documentsFile.sweep()] : []),
      () => sweepOutbox(config.alerts.outboxDir, retention.afterEndMs, Date.now()),
    ],
    (error) =>
      logger.error(
        { err: error, code: (error as NodeJS.ErrnoException).code ?? 'unknown', kind: 'retention' },
        'retention sweep failed; will retry',
      ),
  );
  const shutdown = createShutdown();
  // Offers are placed against the market reference; without one only against each other.
  const referencePricesUrls = config.referencePricesUrls ?? (sandbox?.url ? [sandbox.url] : null);
  if (referencePricesUrls === null && config.production) {
    logger.warn(
      'REFERENCE_PRICES_URL is unset: offers are not checked against the market, only against each other; set it (docs/operating.md, Providers are checked)',
    );
  }
  // Probed in the background from now on: an outage is seen without a visitor's call.
  const health = startSiteHealth({
    providers: providers.map(({ name, upstream }) => ({
      name,
      upstream,
      state: states.get(name)!,
    })),
    referenceUrls: referenceUrlsOf(referencePricesUrls),
    shared: redis,
    alerts,
    logger,
    metrics,
  });
  const appDeps: AppDeps = {
    health,
    referencePricesUrls,
    lastGoodPrices: redis
      ? redisLastGoodPrices(redis)
      : fileLastGoodPrices(config.marketPricesFile),
    orderMap,
    renderer,
    reportError,
    config,
    logger,
    providers,
    alerts,
    redis,
    idempotency,
    clientDir: CLIENT_DIR,
    sandbox: sandboxed,
    metrics,
    shutdown,
    signer,
    documents,
    build,
  };
  const services = createServices(appDeps);
  const app = createApp(appDeps, services);

  const server: Server = createHttpServer(app, config.requestTimeoutMs);
  listenOrExit(server, { port: config.port, host: config.host }, logger, {
    listening: 'listening',
    failed: 'cannot listen',
    fields: { redis: config.redisSentinel ? 'sentinel' : redis !== null },
  });
  const onionServer = listenForTor(config, app, logger);
  const servers = onionServer ? [server, onionServer] : [server];
  const metricsServer = listenForMetrics(config, metrics.registry, logger);
  void alerts.flush();
  // Orders the provider may hold that a stop left unrecorded: found at the provider where it
  // lists its orders, else support alerts.
  const stopSweep = orderMap
    ? startOrphanSweep(orderMap, alerts, logger, {
        ownsIntents: orderMapFile !== null,
        recover: services.recoverIntent,
      })
    : null;

  // The whole stop fits in SHUTDOWN_TIMEOUT_MS: most of it for draining requests, the rest for
  // closing what they used (alerts that SMTP cannot take by then go to the outbox).
  const stop = async (signal: string) => {
    if (shutdown.stopping) return;
    const startedAt = Date.now();
    const left = () => Math.max(0, startedAt + config.shutdownTimeoutMs - Date.now());
    const hardStop = setTimeout(() => {
      logger.error(
        { code: 'stop-deadline', kind: 'shutdown' },
        'stop deadline passed: exiting now',
      );
      process.exit(1);
    }, config.shutdownTimeoutMs);
    hardStop.unref();
    const closingBudgetMs = Math.min(1000, config.shutdownTimeoutMs / 4);

    shutdown.begin();
    stopSweep?.();
    health.stop();
    logger.info({ signal }, 'shutting down: draining requests');
    const drained = await drain(servers, shutdown, left() - closingBudgetMs);
    if (!drained) {
      logger.warn('requests still running at the stop deadline: closing their connections');
      for (const each of servers) each.closeAllConnections();
    }
    retentionSchedule.stop();
    // Scrapes hold no work worth waiting for.
    metricsServer?.close();
    metricsServer?.closeAllConnections();
    await within(
      Promise.allSettled([
        alerts.close(Math.max(0, left() - 200)),
        ...providers.map(({ upstream }) => upstream.close()),
        redis?.close(),
        sandbox?.close(),
        fileStore?.close(),
        orderMapFile?.close(),
        documentsFile?.close(),
      ]),
      left(),
      'late',
    );
    logger.info({ durationMs: Date.now() - startedAt }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

void main();
