import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { healthRouter, READY_PROBE_CACHE_MS } from './health.router.js';
import type { UpstreamClient } from './upstream/upstream-client.js';

/** An upstream whose only used call is the reachability probe, counted. */
function countingUpstream() {
  const probes = { count: 0 };
  const upstream = {
    isReachable: () => {
      probes.count += 1;
      return Promise.resolve(true);
    },
  } as unknown as UpstreamClient;
  return { upstream, probes };
}

describe('/readyz', () => {
  it('asks the upstream at most once per cache period however often it is called', async () => {
    let clock = 1_000_000;
    const { upstream, probes } = countingUpstream();
    const app = express().use(healthRouter(upstream, null, { now: () => clock }));

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
