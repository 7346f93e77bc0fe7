import { randomUUID } from 'node:crypto';
import type { Alerts } from '../alerts/alerts.js';
import type { Logger } from '../logging/logger.js';
import type { AppMetrics } from '../metrics/metrics.js';
import type { SharedStore } from '../stores/redis.js';
import type { Upstream } from '../upstream/upstream-port.js';
import { createAnsweringState, type AnsweringState } from './answering.js';
import {
  createBackgroundHealth,
  LEASE_MS,
  RESULTS_MS,
  type BackgroundHealth,
} from './background-health.js';
import { sharedLease, soloLease } from './probe-lease.js';
import { probeReference, referenceName } from './reference-probe.js';

/**
 * The market reference's URLs: REFERENCE_PRICES_URL may name more than one, separated by commas,
 * each probed and reported on its own.
 */
export const referenceUrlsOf = (setting: string | readonly string[] | null): string[] =>
  setting === null
    ? []
    : (typeof setting === 'string' ? setting.split(',') : [...setting])
        .map((url) => url.trim())
        .filter(Boolean);

export interface SiteHealthDeps {
  providers: readonly { name: string; upstream: Pick<Upstream, 'probe'>; state: AnsweringState }[];
  referenceUrls: readonly string[];
  shared: SharedStore | null;
  alerts: Pick<Alerts, 'raise'>;
  logger: Pick<Logger, 'warn'>;
  metrics: Pick<AppMetrics, 'referenceAnswering'>;
}

/** The background probes of a running site: its providers and market references. */
export function startSiteHealth(deps: SiteHealthDeps): BackgroundHealth {
  const references = deps.referenceUrls.map((url, index) => {
    const name = referenceName(index);
    return {
      state: createAnsweringState({
        name,
        watched: 'market-reference',
        logger: deps.logger,
        onChange: deps.metrics.referenceAnswering(name),
      }),
      probe: (timeoutMs: number) => probeReference(url, timeoutMs),
    };
  });
  return createBackgroundHealth({
    targets: [
      ...deps.providers.map(({ upstream, state }) => ({
        state,
        probe: (timeoutMs: number) => upstream.probe(timeoutMs),
      })),
      ...references,
    ],
    lease: deps.shared
      ? sharedLease(deps.shared, randomUUID(), { leaseMs: LEASE_MS, resultsMs: RESULTS_MS })
      : soloLease,
    alerts: deps.alerts,
    logger: deps.logger,
  });
}
