import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createAlerts } from './alerts/alerts.js';
import { sweepOutbox } from './alerts/outbox-retention.js';
import { startOrphanSweep } from './api/orphan-intents.js';
import { createApp, createServices, runtimeConfigOf, type AppDeps } from './app.js';
import type { Config } from './config/config.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { createAnsweringState, type AnsweringState } from './health/answering.js';
import { watchProvider } from './health/provider-watch.js';
import { referenceUrlsOf, startSiteHealth } from './health/site-health.js';
import { drain } from './http/drain.js';
import { createHttpServer } from './http/http-server.js';
import { createShutdown } from './http/shutdown.js';
import { within } from './lib/within.js';
import { routeConsoleToLog } from './logging/console-to-log.js';
import { createErrorReporter } from './logging/error-reporting.js';
import { createLogger } from './logging/logger.js';
import { fileLastGoodPrices, redisLastGoodPrices } from './market/last-good-prices.js';
import { createMetrics, type UpstreamMetrics } from './metrics/metrics.js';
import { readBuildFacts } from './proof/build-info.js';
import { startRetentionSchedule } from './proof/retention-schedule.js';
import { loadPageRenderer } from './render/page-renderer.js';
import { listenForMetrics, listenForTor, listenOrExit } from './startup/listen-or-exit.js';
import { loadSigner, redisTrust } from './startup/open-or-exit.js';
import { startUpstream } from './startup/start-upstream.js';
import { openStores } from './startup/stores.js';
import { connectRedis } from './stores/redis.js';
import { createUpstream } from './upstream/create-upstream.js';
import { createProviders, singleProvider } from './upstream/providers.js';

// The only file that listens. Built to dist/server/main.js; the client is in dist/client and the
// server entry that renders its pages in dist/ssr. What it opens, starts and listens on, each
// failing as one fatal log line, is in startup/.
const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url));
const SSR_DIR = fileURLToPath(new URL('../ssr', import.meta.url));
const DIST_DIR = fileURLToPath(new URL('..', import.meta.url));

function readConfig(): Config {
  return loadConfigOrExit(process.env);
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
  // With a provider the site's order ids map to the provider's: in Redis, else in a synced file.
  const { idempotency, orderMap, documents, retention, files } = await openStores(
    config,
    redis,
    providers.length > 1 || providers[0]!.upstream.mintsOrderIds,
    logger,
  );
  const { orderMap: orderMapFile, documents: documentsFile } = files;
  const signer = await loadSigner(config, logger);
  // the id every document signed from now on names: /signing-key/<keyId>.pem
  logger.info({ keyId: signer.keyId }, 'signing documents with this key');
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
        files.idempotency?.close(),
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
