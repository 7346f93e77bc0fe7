import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthRouter, READY_PROBE_CACHE_MS } from './health.router.js';
import { withTestApp } from './test-support/harness.js';
import { useTestSandbox } from './test-support/site-over-sandbox.js';
import type { Upstream } from './upstream/upstream-port.js';

/** An upstream whose only used call is the reachability probe, counted. */
function countingUpstream() {
  const probes = { count: 0 };
  const upstream = {
    isReachable: () => {
      probes.count += 1;
      return Promise.resolve(true);
    },
  } as unknown as Upstream;
  return { upstream, probes };
}

describe('/readyz', () => {
  it('asks the upstream at most once per cache period however often it is called', async () => {
    let clock = 1_000_000;
    const { upstream, probes } = countingUpstream();
    const app = express().use(
      healthRouter([{ name: 'upstream', upstream }], null, { now: () => clock }),
    );

    const burst = await Promise.all(Array.from({ length: 50 }, () => request(app).get('/readyz')));
    expect(burst.every((res) => res.status === 200)).toBe(true);
    expect(probes.count).toBe(1);

    clock += READY_PROBE_CACHE_MS - 1;
    await request(app).get('/readyz').expect(200);
    expect(probes.count).toBe(1);

    clock += 1;
    await request(app).get('/readyz').expect(200);
    expect(probes.count).toBe(2);
  });
});

describe('health of the whole app', () => {
  const sandbox = useTestSandbox();

  it('answers liveness and readiness with the upstream reachable', async () => {
    await withTestApp(sandbox.url, {}, async (app) => {
      await request(app.url).get('/healthz').expect(200, { status: 'ok' });
      const ready = await request(app.url).get('/readyz').expect(200);
      expect(ready.body.checks.upstream).toBe(true);
    });
  });

  it('is not ready when the upstream is down', async () => {
    await withTestApp('http://127.0.0.1:9', {}, async (down) => {
      const res = await request(down.url).get('/readyz').expect(503);
      expect(res.body.checks.upstream).toBe(false);
    });
  });
});

describe('/readyz with several providers', () => {
  /** The health router over two providers, cn and sx, each answering its probe or not. */
  const twoProviders = (cn: boolean, sx: boolean) => {
    const reachable = (answers: boolean) =>
      ({ isReachable: () => Promise.resolve(answers) }) as unknown as Upstream;
    return express().use(
      healthRouter(
        [
          { name: 'cn', upstream: reachable(cn) },
          { name: 'sx', upstream: reachable(sx) },
        ],
        null,
      ),
    );
  };

  it('names each provider, and is degraded while one is down and the others answer', async () => {
    const res = await request(twoProviders(true, false)).get('/readyz').expect(200);
    expect(res.body).toEqual({
      status: 'degraded',
      checks: {
        upstream: true,
        providers: { cn: true, sx: false },
        redis: null,
        marketReference: null,
      },
    });
  });

  it('is not ready when no provider answers', async () => {
    const app = twoProviders(false, false);
    expect((await request(app).get('/readyz').expect(503)).body.status).toBe('not-ready');
  });
});

describe('/readyz with a market reference', () => {
  const withReference = (answers: boolean) =>
    express().use(
      healthRouter(
        [{ name: 'upstream', upstream: { isReachable: () => Promise.resolve(true) } }],
        null,
        { background: { answering: () => ({ 'market-reference': answers }) } },
      ),
    );

  it('names the reference the background probes find down, and is degraded but still ready', async () => {
    const res = await request(withReference(false)).get('/readyz').expect(200);
    expect(res.body).toMatchObject({
      status: 'degraded',
      checks: { marketReference: { 'market-reference': false } },
    });
    const fine = await request(withReference(true)).get('/readyz').expect(200);
    expect(fine.body.status).toBe('ready');
  });
});
