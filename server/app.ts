import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { RuntimeConfig } from '../shared/contract/api.js';
import type { PrivacyRoute } from '../shared/contract/names.js';
import type { Alerts } from './alerts/alerts.js';
import { createOrderKeys, REPEAT_WAIT_MS } from './api/order-keys.js';
import { createOrderCreationService } from './api/order-creation.service.js';
import { orderLocations } from './api/order-location.js';
import { createOrderViewService } from './api/order-view.service.js';
import { orderRoutes } from './api/orders.router.js';
import { createIntentRecovery } from './api/intent-recovery.service.js';
import { createPlaceOrder } from './api/place-order.js';
import { priceRoutes } from './api/price.router.js';
import { createQuoteService } from './api/quote.service.js';
import { createMarketReference } from './market/market-reference.js';
import type { LastGoodPrices } from './market/last-good-prices.js';
import { ABOVE_MARKET_LIMIT_PERCENT } from './upstream/reply-checks.js';
import type { Config } from './config/config.js';
import { healthRouter } from './health.router.js';
import type { BackgroundHealth } from './health/background-health.js';
import { lowerCaseLanguagePrefix, plainPathsOnly } from './http/canonical-path.js';
import { apiNotFound, errorMiddleware } from './http/error-middleware.js';
import { rememberRequestIp } from './http/request-ip.js';
import { requestLogger } from './http/request-logger.js';
import { series } from './http/series.js';
import { createShutdown, type Shutdown } from './http/shutdown.js';
import { staticFiles } from './http/static-files.js';
import type { ReportError } from './logging/error-reporting.js';
import type { Logger } from './logging/logger.js';
import { httpMetrics, rememberMountPath } from './metrics/http-metrics.js';
import { noMetrics, type Metrics } from './metrics/metrics.js';
import { refuseCrossSite } from './security/cross-site.js';
import { securityHeaders } from './security/headers.js';
import { createRateLimits } from './security/rate-limits.js';
import { createVisitorKeys } from './security/visitor-key.js';
import { routeLimits } from './security/route-limits.js';
import type { PageRenderer } from './render/page-renderer.js';
import { notFoundPage, pagesRouter } from './render/pages.router.js';
import { swapFormRouter } from './render/swap-form.router.js';
import type { IdempotencyStore } from './stores/idempotency-store.js';
import { createMemoryDocumentStore, type DocumentStore } from './stores/document-store.js';
import type { BuildFacts } from './proof/build-info.js';
import { createProofService } from './proof/proof.service.js';
import { proofRouter } from './proof/proof.router.js';
import type { Signer } from './proof/signing-key.js';
import type { SharedStore } from './stores/redis.js';
import { createMemoryOrderMap, type OrderMap } from './stores/order-map.js';
import { createReplyBoundMs, upstreamDeadlineMs } from './upstream/upstream-call.js';
import { descriptorOf } from '../shared/contract/protocols.js';
import { singleProvider, type Provider } from './upstream/providers.js';
import { StoreUnavailableError } from './stores/shared-store.js';
import type { Upstream } from './upstream/upstream-port.js';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /**
   * The upstream behind its port (the price service, or a provider: UPSTREAM_PROTOCOL), or with
   * PROVIDERS several, each asked for every quote. One of the two.
   */
  upstream?: Upstream;
  providers?: Provider[];
  alerts: Alerts;
  idempotency: IdempotencyStore;
  /** with a provider: our order ids and the provider's (Redis, else the file); unused otherwise */
  orderMap?: OrderMap;
  /** shared store for rate limits across replicas; null = per-process memory */
  redis: SharedStore | null;
  /** the built client (dist/client) */
  clientDir: string;
  /** true when the upstream is the simulated sandbox: the pages say so */
  sandbox: boolean;
  /** the market references' base URLs when config names none (the embedded sandbox's) */
  referencePricesUrls?: readonly string[] | null;
  /** where the last good market prices are kept (Redis, else a file); memory when not given */
  lastGoodPrices?: LastGoodPrices;
  /** where 5xx errors are reported besides the log (Sentry when configured) */
  reportError?: ReportError | null;
  /** counters for the metrics listener; the same object goes to the upstream client and alerts */
  metrics?: Metrics;
  /** renders every page on the server (the built dist/ssr entry, loaded by loadPageRenderer) */
  renderer: PageRenderer;
  /** the entry point's graceful stop; tests may begin one */
  shutdown?: Shutdown;
  /** the key that signs each order's guarantee and receipt */
  signer: Signer;
  /** where those texts are kept as first signed (Redis, else the file); memory when absent */
  documents?: DocumentStore;
  /** the running build's commit and client digest, for /verify and the documents */
  build: BuildFacts;
  /** the background probes (health/): /readyz names the market references they watch */
  health?: Pick<BackgroundHealth, 'answering'>;
}

/**
 * The JSON parser for requests that carry a body. For the others (the API's GETs) body-parser
 * only found that there was none, after checks that cost more than this one (decision 013).
 */
function jsonBody(parser: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const { headers } = req;
    if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    parser(req, res, next);
  };
}

/** The whole BFF, without listening: the entry point listens, tests use port 0. */
/**
 * An order view whose documents could not be kept: logged with its request's id. While Redis is
 * away every view fails so: said once for the outage (the store's own line says the rest).
 */
function documentsErrorLog(deps: AppDeps) {
  let saidForOutage = -1;
  return (error: unknown, requestId?: string) => {
    const req = requestId === undefined ? {} : { req: { id: requestId } };
    const health = deps.redis?.health;
    // The store away is the store's trouble, said by its own warn line: a warn here too, once
    // per outage (an error line for it made a healthy start look broken while Redis came up).
    if (health && error instanceof StoreUnavailableError) {
      if (health.outages === saidForOutage) return;
      saidForOutage = health.outages;
      deps.logger.warn(
        { err: error, ...req, code: 'store-away', kind: 'documents' },
        'order documents could not be kept while the shared store (Redis) is away; the view answered 503',
      );
      return;
    }
    deps.logger.error(
      { err: error, ...req, code: 'documents-not-kept', kind: 'documents' },
      'order documents could not be kept',
    );
  };
}

/**
 * The services behind the routes: the quotes, the orders (their creation, their keys and their
 * view), the signed documents, and the recovery of orders a stop left unrecorded. The entry
 * point makes them once and hands them to createApp and to the orphan sweep; tests let
 * createApp make its own.
 */
export function createServices(deps: AppDeps) {
  const { config } = deps;
  const metrics = deps.metrics ?? noMetrics;
  const shutdown = deps.shutdown ?? createShutdown();
  const providers = deps.providers ?? [singleProvider(deps.upstream!)];
  const referenceUrls = config.referencePricesUrls ?? deps.referencePricesUrls ?? null;
  const market = referenceUrls
    ? createMarketReference({
        urls: referenceUrls,
        logger: deps.logger,
        onUnavailable: () => metrics.orders.marketReferenceUnavailable(),
        lastGood: deps.lastGoodPrices,
        alerts: deps.alerts,
        liveLimitPercent: ABOVE_MARKET_LIMIT_PERCENT,
      })
    : null;
  const prices = createQuoteService(
    providers,
    undefined,
    metrics.orders,
    market,
    undefined,
    deps.alerts,
  );
  const proof = createProofService({
    signer: deps.signer,
    documents: deps.documents ?? createMemoryDocumentStore(),
    onionAddress: config.onion.address,
    commit: deps.build.commit,
    sandbox: deps.sandbox,
    alsoEnded: deps.orderMap ? [deps.orderMap] : [],
    onError: documentsErrorLog(deps),
  });
  // with the price service no order map is read: its ids are the site's
  const orderMap = deps.orderMap ?? createMemoryOrderMap();
  const locations = orderLocations(providers, orderMap);
  const { alerts } = deps;
  const creation = createOrderCreationService({
    locations,
    orderMap,
    proof,
    alerts,
    metrics: metrics.orders,
  });
  const orderView = createOrderViewService({ locations, proof, alerts, metrics: metrics.orders });
  const keys = createOrderKeys(
    deps.idempotency,
    Math.min(REPEAT_WAIT_MS, upstreamDeadlineMs(config.upstream)),
    metrics.orders,
    deps.orderMap ?? null,
  );
  // One flow behind both doors (the JSON API and the script-free form). An order creation may
  // have reached the upstream: a stop waits for it and for its kept reply.
  const placeOrder = createPlaceOrder({
    prices,
    creation,
    keys,
    alerts,
    replyBoundMs: createReplyBoundMs(config.upstream),
    track: (work) => shutdown.track(work),
  });
  const recoverIntent = deps.orderMap
    ? createIntentRecovery({ providers, locations, orderMap: deps.orderMap, proof, keys })
    : null;
  return { metrics, shutdown, providers, prices, proof, orderView, placeOrder, recoverIntent };
}

export type Services = ReturnType<typeof createServices>;

export function createApp(deps: AppDeps, services: Services = createServices(deps)): Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  rememberRequestIp(app);
  app.set('query parser', 'simple');
  // No ETag on what res.send answers (API JSON, rendered pages): pages are no-store and API
  // replies are fresh answers, so nothing revalidates them, and hashing each body costs. Static
  // files keep theirs (serve-static sets its own).
  app.set('etag', false);

  const { metrics, shutdown, providers, prices, proof, orderView, placeOrder } = services;
  const limits = routeLimits(
    createRateLimits(config.rateLimits, deps.redis, {
      visitorKeys: createVisitorKeys(deps.signer.derive('rate-limit visitors')),
      logger: deps.logger,
      metrics: metrics.rateLimits,
    }),
  );

  for (const { name, upstream } of providers) {
    const who = prices.several ? `provider ${name}` : 'upstream';
    upstream.onCircuitOpen(() =>
      deps.alerts.raise({
        kind: prices.several ? `circuit-open:${name}` : 'circuit-open',
        summary: `fetch error: the ${who} (${upstream.protocol}) keeps failing; calls are paused (circuit open)`,
      }),
    );
  }

  // Middlewares every request crosses run as one router layer each time they are grouped (series):
  // the router's per-layer work was a tenth of a price call (decision 013).
  app.use(series(httpMetrics(metrics.http), shutdown.middleware));
  // Only the probes' own paths enter the health router (unlogged, before the request log): mounted
  // at '/', every request would walk into it.
  app.get(
    ['/healthz', '/readyz'],
    healthRouter(providers, deps.redis, {
      isStopping: () => shutdown.stopping,
      ...(deps.health ? { background: deps.health } : {}),
    }),
  );
  app.use(
    series(
      requestLogger(deps.logger, config.trustProxy !== 0),
      securityHeaders({
        production: config.production,
        sentryDsn: config.sentryDsn,
        onionAddress: config.onion.address,
        styleHashes: deps.renderer.styleHashes,
      }),
    ),
  );

  // The API's routes sit on its router itself rather than in routers of their own mounted at '/':
  // each of those is one more router a request walks through.
  const api = express.Router();
  api.use(
    series(
      rememberMountPath,
      refuseCrossSite,
      limits.guard('/api (every call)'),
      jsonBody(express.json({ limit: '16kb', strict: true })),
    ),
  );
  priceRoutes(api, prices, limits);
  orderRoutes(api, placeOrder, orderView, limits);
  api.use(apiNotFound);
  app.use('/api', api);

  // API replies are a few hundred bytes, below compression's threshold: compress the pages only.
  app.use(compression());
  // hreflang URLs on the configured public origin (PUBLIC_ORIGIN), else paths
  const renderer: PageRenderer = {
    ...deps.renderer,
    render: (url, data) => deps.renderer.render(url, data, config.publicOrigin),
  };
  app.use(lowerCaseLanguagePrefix(notFoundPage(renderer)));
  app.use(proofRouter(proof, orderView, limits.guard('GET /order/:orderId')));
  // every page in every language, and the form a page posts to itself: the client's route table
  // places the languages
  const swap = swapFormRouter({
    renderer,
    prices,
    placeOrder,
    limits,
    reportError: deps.reportError ?? null,
  });
  app.use(
    pagesRouter(
      renderer,
      {
        orders: orderView,
        verify: {
          commit: deps.build.commit,
          keyFingerprint: deps.signer.fingerprint,
          clientDigest: deps.build.clientDigest,
          retentionDays: Math.round(config.proof.retentionMs / 86_400_000),
          sourceUrl: config.sourceUrl,
        },
        timeoutMs: config.renderDataTimeoutMs,
        statusLimit: limits.guard('GET /order/:orderId'),
      },
      { swap },
    ),
  );
  app.use(plainPathsOnly(staticFiles(deps.clientDir)));
  app.get('/{*rest}', notFoundPage(renderer));
  app.use(errorMiddleware(deps.reportError ?? null));
  return app;
}

/** What the browser is told about this deployment (the runtime-config block). */
export function runtimeConfigOf(deps: Pick<AppDeps, 'config' | 'sandbox'>): RuntimeConfig {
  return {
    supportUrl: deps.config.publicLinks.supportUrl,
    socialUrl: deps.config.publicLinks.socialUrl,
    sandbox: deps.sandbox,
    sentryDsn: deps.config.sentryDsn,
    // with several providers, only when every one takes them (an order may go to any)
    refundAndMemo: (deps.config.providers ?? [deps.config.upstream]).every(
      ({ protocol }) => descriptorOf(protocol).capabilities.takesRefundAndMemo,
    ),
    privacyRoute: privacyRouteOf(deps.config),
  };
}

/** Which route breaks the link between the coins: see runtimeConfigSchema's `privacyRoute`. */
function privacyRouteOf({ providers, upstream }: AppDeps['config']): PrivacyRoute {
  if (providers) return providers.length >= 2 ? 'private' : 'direct';
  return descriptorOf(upstream.protocol).capabilities.hopsThroughMonero ? 'service' : 'direct';
}
