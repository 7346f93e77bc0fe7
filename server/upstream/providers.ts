import type { FlaggedDepositRating } from '../../shared/contract/api.js';
import type { Config } from '../config/config.js';
import type { LocatedProvider } from '../config/providers-setting.js';
import type { UpstreamMetrics } from '../metrics/metrics.js';
import { createUpstream } from './create-upstream.js';
import { gate, type GatedUpstream } from './gate.js';
import type { Upstream } from './upstream-port.js';

/** One provider: its upstream, and what the operator says visitors should know of it. */
export interface Provider {
  name: string;
  label: string;
  rating: FlaggedDepositRating | null;
  refundNeedsKyc: boolean | null;
  /** its replies through the gate: the raw port never leaves this file */
  upstream: GatedUpstream;
}

/**
 * The one upstream of a site without PROVIDERS, as a provider: the name its metrics carry, and
 * its protocol's name as the label the documents give it.
 */
export const singleProvider = (upstream: Upstream): Provider => ({
  name: 'upstream',
  label: upstream.protocol,
  rating: null,
  refundNeedsKyc: null,
  upstream: gate(upstream),
});

/** Every configured provider over its protocol's codec, sharing the upstream's timeouts. */
export function createProviders(
  providers: LocatedProvider[],
  settings: Config['upstream'],
  metricsFor: (provider: string, protocol: string) => UpstreamMetrics,
  createLateReplyMs?: number,
): Provider[] {
  return providers.map((provider) => ({
    name: provider.name,
    label: provider.label,
    rating: provider.rating,
    refundNeedsKyc: provider.refundNeedsKyc,
    upstream: gate(
      createUpstream(
        { ...settings, protocol: provider.protocol },
        { url: provider.url, apiKey: provider.apiKey, createLateReplyMs },
        metricsFor(provider.name, provider.protocol),
      ),
    ),
  }));
}
