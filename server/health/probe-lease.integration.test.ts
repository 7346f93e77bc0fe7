import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { connectRedis, type SharedStore } from '../stores/redis.js';
import { useRedisServer } from '../test-support/redis-server.js';
import { createAnsweringState } from './answering.js';
import { createBackgroundHealth, LEASE_MS, RESULTS_MS } from './background-health.js';
import { sharedLease } from './probe-lease.js';

// Three replicas over one real redis-server: one of them probes the provider, the other two
// take its word, and all three gauge the outage it found.

const redis = useRedisServer();
const stores: SharedStore[] = [];
afterAll(() => Promise.all(stores.map((store) => store.close())));

describe('the probe lease in the shared store', () => {
  it('lets one replica probe for all of them, and each reports what it found', async () => {
    const logger = createLogger('silent');
    let probes = 0;
    const replicas = await Promise.all(
      ['a', 'b', 'c'].map(async (token) => {
        const store = await connectRedis(redis.url, logger);
        stores.push(store);
        const state = createAnsweringState({ name: 'rival', watched: 'provider', logger });
        const health = createBackgroundHealth({
          targets: [
            {
              state,
              probe: () => {
                probes += 1;
                return Promise.resolve({ answering: false, kind: 'timeout' });
              },
            },
          ],
          lease: sharedLease(store, token, { leaseMs: LEASE_MS, resultsMs: RESULTS_MS }),
          alerts: { raise: () => undefined },
          logger,
        });
        return { health, state };
      }),
    );
    for (const { health } of replicas) await health.round();
    for (const { health } of replicas) await health.round();
    expect(probes).toBe(2);
    expect(replicas.map(({ state }) => [state.answering, state.kind])).toEqual([
      [false, 'timeout'],
      [false, 'timeout'],
      [false, 'timeout'],
    ]);
    for (const { health } of replicas) health.stop();
  });
});
