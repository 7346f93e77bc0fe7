import { Router } from 'express';
import type { RedisClient } from './stores/redis.js';
import type { Upstream } from './upstream/upstream-port.js';

/** One upstream probe serves every /readyz within this long, so probes cannot hammer it. */
export const READY_PROBE_CACHE_MS = 1500;

export interface HealthOptions {
  /** true once a graceful stop has begun: the replica is no longer ready */
  isStopping?: () => boolean;
  now?: () => number;
}

export function healthRouter(
  upstream: Pick<Upstream, 'isReachable'>,
  redis: RedisClient | null,
  options: HealthOptions = {},
): Router {
  const now = options.now ?? Date.now;
  let probe: { at: number; reachable: Promise<boolean> } | null = null;
  const upstreamReachable = () => {
    if (!probe || now() - probe.at >= READY_PROBE_CACHE_MS) {
      probe = { at: now(), reachable: upstream.isReachable() };
    }
    return probe.reachable;
  };

  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Ready when the upstream answers (breaker closed) and the shared store, if any, is up.
  router.get('/readyz', async (_req, res) => {
    if (options.isStopping?.()) {
      res.set('Cache-Control', 'no-store').status(503).json({ status: 'stopping' });
      return;
    }
    const checks = {
      upstream: await upstreamReachable(),
      redis: redis
        ? redis.isReady &&
          (await redis.ping().then(
            () => true,
            () => false,
          ))
        : null,
    };
    const ready = checks.upstream && checks.redis !== false;
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not-ready', checks });
  });
  return router;
}
