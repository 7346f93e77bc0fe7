import type { AnsweringState } from './answering.js';
import type { UpstreamMetrics } from '../metrics/metrics.js';

/**
 * Outcomes that mean the provider did not answer at all. A refusal, an odd reply or a reply that
 * fails our checks is an answer: the provider is there, and its other calls may be fine.
 */
const NOT_ANSWERING = new Set(['timeout', 'network', 'http-status', 'circuit-open']);

/**
 * A provider's metrics whose calls also tell whether it answers: each visitor's call feeds the
 * provider's answering state (health/answering.ts), which the background probe feeds too; the
 * state logs each change once and sets `swap_provider_answering`.
 */
export function watchProvider(metrics: UpstreamMetrics, state: AnsweringState): UpstreamMetrics {
  return {
    ...metrics,
    call(call, outcome, seconds) {
      metrics.call(call, outcome, seconds);
      state.report(!NOT_ANSWERING.has(outcome), { via: 'call', call, kind: outcome });
    },
  };
}
