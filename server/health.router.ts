import { Router } from 'express';
import type { RedisClient } from './stores/redis.js';
import type { UpstreamClient } from './upstream/upstream-client.js';

export function healthRouter(upstream: UpstreamClient, redis: RedisClient | null): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Ready when the upstream answers (breaker closed) and the shared store, if any, is up.
  router.get('/readyz', async (_req, res) => {
    const checks = {
      upstream: await upstream.isReachable(),
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
