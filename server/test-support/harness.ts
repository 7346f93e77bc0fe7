import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createAlerts, type Alerts } from '../alerts/alerts.js';
import { fileURLToPath } from 'node:url';
import { createApp, createServices, runtimeConfigOf, type Services } from '../app.js';
import { loadPageRenderer } from '../render/page-renderer.js';
import { loadConfig, type Config, type Env } from '../config/config.js';
import { tuneConfig, type ConfigTuning } from './tuned-config.js';
import { OPEN_RATE_LIMITS } from './open-rate-limits.js';
import { createHttpServer } from '../http/http-server.js';
import type { Shutdown } from '../http/shutdown.js';
import { createLogger } from '../logging/logger.js';
import { noMetrics, type AppMetrics } from '../metrics/metrics.js';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import {
  createMemoryIdempotencyStore,
  type IdempotencyStore,
} from '../stores/idempotency-store.js';
import type { SharedStore } from '../stores/redis.js';
import type { OrderMap } from '../stores/order-map.js';
import type { DocumentStore } from '../stores/document-store.js';
import { readBuildFacts, type BuildFacts } from '../proof/build-info.js';
import { signerFromPem } from '../proof/signing-key.js';
import { createUpstream } from '../upstream/create-upstream.js';
import { createProviders, singleProvider } from '../upstream/providers.js';
import type { GatedUpstream } from '../upstream/gate.js';

/**
 * What `npm run build` produced: every test app serves the pages production serves. Vitest's
 * global setup (tooling/test-support/build-once.js) builds it when it is older than its sources.
 */
const BUILD_DIRS = {
  clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  ssrDir: fileURLToPath(new URL('../../dist/ssr', import.meta.url)),
};

/** One signing key for this test process's apps, passed as SIGNING_KEY is. */
const TEST_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

/** The build's commit and client digest, read once per test process (it reads every file). */
let buildFacts: Promise<BuildFacts> | null = null;
const testBuildFacts = (): Promise<BuildFacts> =>
  (buildFacts ??= readBuildFacts(
    fileURLToPath(new URL('../../dist', import.meta.url)),
    BUILD_DIRS.clientDir,
  ));

/** A sandbox of its own for a test: loopback, in memory, fast lifecycle. */
export { startThrowawaySandbox as startTestSandbox } from '../sandbox/throwaway-sandbox.js';

export interface TestApp {
  url: string;
  /** the app itself, to serve on another listener too (the one for tor) */
  handler: Express;
  config: Config;
  logs: string[];
  upstream: GatedUpstream;
  alerts: Alerts;
  /** the services behind the routes (the recovery of unrecorded orders among them) */
  services: Services;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Env;
  /** fixed values (timeouts, the breaker) this test needs otherwise */
  tuning?: ConfigTuning;
  /**
   * @deprecated every test app renders pages with the real build now; the option changes nothing
   * and goes once no test passes it
   */
  rendered?: boolean;
  redis?: SharedStore | null;
  idempotency?: IdempotencyStore;
  /** with the changenow protocol: where our order ids meet the provider's (memory unless given) */
  orderMap?: OrderMap;
  /** where the signed documents are kept (memory unless given) */
  documents?: DocumentStore;
  alerts?: Alerts;
  /** counted by the upstream client, the alerts and the app, as in main.ts */
  metrics?: AppMetrics;
  shutdown?: Shutdown;
  /** how long an exchange creation waits for a late reply (60 s unless given) */
  createLateReplyMs?: number;
}

/** The real app on a real port, relaying to `upstreamUrl` over HTTP, with its log lines captured. */
export async function startTestApp(
  upstreamUrl: string,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'swap-data-'));
  const loaded = loadConfig({
    NODE_ENV: 'test',
    // with PROVIDERS in `env`, they are the upstreams and `upstreamUrl` is not used
    ...(options.env?.PROVIDERS ? {} : { PRICE_SERVICE_URL: upstreamUrl }),
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    UPSTREAM_HEADERS_TIMEOUT_MS: '1500',
    ...OPEN_RATE_LIMITS,
    SIGNING_KEY: TEST_SIGNING_KEY,
    ...options.env,
  });
  const config = tuneConfig(loaded, {
    ...options.tuning,
    upstream: { bodyTimeoutMs: 1500, ...options.tuning?.upstream },
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const providers = config.providers
    ? createProviders(
        config.providers.map(({ url, ...provider }) => {
          // the embedded sandbox's providers are the built entry point's (startServerProcess)
          if (url === null) throw new Error('startTestApp: PROVIDERS=sandbox needs a URL each');
          return { ...provider, url };
        }),
        config.upstream,
        (name, protocol) => options.metrics?.upstreamFor(name, protocol) ?? noMetrics.upstream,
        options.createLateReplyMs,
      )
    : [
        singleProvider(
          createUpstream(
            config.upstream,
            {
              url: upstreamUrl,
              apiKey: config.upstream.apiKey,
              createLateReplyMs: options.createLateReplyMs,
            },
            options.metrics?.upstream,
          ),
        ),
      ];
  const upstream = providers[0]!.upstream;
  const alerts =
    options.alerts ?? createAlerts(config.alerts, logger, Date.now, options.metrics?.alerts);
  const renderer = await loadPageRenderer(BUILD_DIRS, runtimeConfigOf({ config, sandbox: false }));
  if (!renderer) throw new Error('no build found: run `npm run build` first');
  const deps: Parameters<typeof createApp>[0] = {
    renderer,
    config,
    logger,
    providers,
    alerts,
    redis: options.redis ?? null,
    idempotency: options.idempotency ?? createMemoryIdempotencyStore(),
    orderMap: options.orderMap,
    documents: options.documents,
    signer: signerFromPem(config.proof.signingKey ?? TEST_SIGNING_KEY),
    build: await testBuildFacts(),
    clientDir: BUILD_DIRS.clientDir,
    sandbox: false,
    metrics: options.metrics,
    shutdown: options.shutdown,
  };
  const services = createServices(deps);
  const app = createApp(deps, services);
  const server: Server = createHttpServer(app, config.requestTimeoutMs);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handler: app,
    config,
    logs,
    upstream,
    alerts,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await Promise.all(providers.map((provider) => provider.upstream.close()));
      if (!options.alerts) await alerts.close();
    },
  };
}

/** The key test apps send to the sandbox in changenow mode (it takes any non-empty key). */
export const TEST_API_KEY = 'test-key-not-a-secret';

/** The settings that make a test app speak ChangeNOW's API v2 to the sandbox. */
const CHANGENOW_ENV: Env = {
  UPSTREAM_PROTOCOL: 'changenow',
  UPSTREAM_API_KEY: TEST_API_KEY,
};

/** A test app relaying to the sandbox's ChangeNOW side (its /v2/ routes). */
export const startChangenowTestApp = (sandbox: RunningSandbox, options: TestAppOptions = {}) =>
  startTestApp(`${sandbox.url}/v2/`, { ...options, env: { ...CHANGENOW_ENV, ...options.env } });

/** Runs `use` against a site of its own, started for it and closed after, whatever happens. */
export async function withTestApp<T>(
  upstreamUrl: string,
  options: TestAppOptions,
  use: (app: TestApp) => Promise<T>,
): Promise<T> {
  const app = await startTestApp(upstreamUrl, options);
  try {
    return await use(app);
  } finally {
    await app.close();
  }
}
