import { Router } from 'express';
import type { SharedStore } from './stores/redis.js';
import type { Upstream } from './upstream/upstream-port.js';
import type { BackgroundHealth } from './health/background-health.js';

/** One upstream probe serves every /readyz within this long, so probes cannot hammer it. */
export const READY_PROBE_CACHE_MS = 1500;

export interface HealthOptions {
  /** true once a graceful stop has begun: the replica is no longer ready */
  isStopping?: () => boolean;
  now?: () => number;
  /** the background probes: which market references answer (none: `marketReference` is null) */
  background?: Pick<BackgroundHealth, 'answering'>;
}

/** One provider /readyz asks: its configured name and whether it answers. */
export interface ProbedProvider {
  name: string;
  upstream: Pick<Upstream, 'isReachable'>;
}

export function healthRouter(
  providers: readonly ProbedProvider[],
  shared: SharedStore | null,
  options: HealthOptions = {},
): Router {
  const now = options.now ?? Date.now;
  let probe: { at: number; reachable: Promise<boolean[]> } | null = null;
  const providersReachable = () => {
    if (!probe || now() - probe.at >= READY_PROBE_CACHE_MS) {
      probe = {
        at: now(),
        reachable: Promise.all(providers.map(({ upstream }) => upstream.isReachable())),
      };
    }
    return probe.reachable;
  };

  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Ready when the upstream answers (breaker closed); with PROVIDERS, while any of them does (the
  // others' offers are left out), each named in `checks.providers`, and one down is 'degraded'.
  // The shared store (Redis) is reported, not required: while it is away pages render, limits
  // count per process and orders answer a fast 503, on every replica alike, so taking them all
  // out of the Service would only add a page outage to it (decision 015). 'degraded' says so to
  // whoever reads the probe. A market reference that does not answer is 'degraded' too (offers
  // go unchecked against the market), never 'not-ready'.
  router.get('/readyz', async (_req, res) => {
    if (options.isStopping?.()) {
      res.set('Cache-Control', 'no-store').status(503).json({ status: 'stopping' });
      return;
    }
    const reachable = await providersReachable();
    const references = options.background?.answering('market-reference') ?? {};
    const checks = {
      upstream: reachable.includes(true),
      ...(providers.length > 1
        ? { providers: Object.fromEntries(providers.map(({ name }, i) => [name, reachable[i]!])) }
        : {}),
      redis: shared
        ? await shared.health
            .run(() => shared.client.ping())
            .then(
              () => true,
              () => false,
            )
        : null,
      // each reference by name, as the background probes last found it; null: none is set
      marketReference: Object.keys(references).length > 0 ? references : null,
    };
    const status = !checks.upstream
      ? 'not-ready'
      : checks.redis === false ||
          reachable.includes(false) ||
          Object.values(references).includes(false)
        ? 'degraded'
        : 'ready';
    res
      .set('Cache-Control', 'no-store')
      .status(checks.upstream ? 200 : 503)
      .json({ status, checks });
  });
  return router;
}
