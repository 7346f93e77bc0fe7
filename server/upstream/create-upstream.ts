import type { Config } from '../config/config.js';
import { noMetrics, type UpstreamMetrics } from '../metrics/metrics.js';
import { createChangenowAdapter } from './changenow-adapter.js';
import { priceServiceAdapter } from './price-service-adapter.js';
import { createUpstreamClient } from './upstream-client.js';
import type { Upstream } from './upstream-port.js';

/** The key sent to the embedded sandbox, which takes any: no operator key is needed for it. */
const SANDBOX_API_KEY = 'sandbox';

export interface UpstreamTarget {
  /** the upstream's base URL: the price service's, or the provider API's (…/v2/) */
  url: string;
  /** the provider's key; null for the price service or the embedded sandbox */
  apiKey: string | null;
  /** how long an exchange creation is kept open for a late reply (tests shorten it) */
  createLateReplyMs?: number;
}

/** The adapter for the configured protocol (UPSTREAM_PROTOCOL). */
export function createUpstream(
  settings: Config['upstream'],
  target: UpstreamTarget,
  metrics: UpstreamMetrics = noMetrics.upstream,
): Upstream {
  const { connectTimeoutMs, headersTimeoutMs, bodyTimeoutMs, breaker } = settings;
  const common = { connectTimeoutMs, headersTimeoutMs, bodyTimeoutMs, breaker };
  if (settings.protocol === 'changenow') {
    return createChangenowAdapter(
      { ...common, ...target, apiKey: target.apiKey ?? SANDBOX_API_KEY },
      metrics,
    );
  }
  return priceServiceAdapter(createUpstreamClient({ ...common, ...target }, metrics));
}
