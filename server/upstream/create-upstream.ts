import type { Config } from '../config/config.js';
import { noMetrics, type UpstreamMetrics } from '../metrics/metrics.js';
import { CODECS } from './codecs/registry.js';
import { createUpstreamFromCodec } from './transport.js';
import type { UpstreamSettings } from './upstream-settings.js';
import type { Upstream } from './upstream-port.js';

export type UpstreamTarget = Pick<UpstreamSettings, 'url' | 'apiKey' | 'createLateReplyMs'>;

/** The configured protocol's codec (UPSTREAM_PROTOCOL) over the one transport. */
export function createUpstream(
  settings: Config['upstream'],
  target: UpstreamTarget,
  metrics: UpstreamMetrics = noMetrics.upstream,
): Upstream {
  const { connectTimeoutMs, headersTimeoutMs, bodyTimeoutMs, breaker } = settings;
  return createUpstreamFromCodec(
    CODECS[settings.protocol],
    { connectTimeoutMs, headersTimeoutMs, bodyTimeoutMs, breaker, ...target },
    metrics,
  );
}
