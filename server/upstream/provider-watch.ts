import type { Logger } from '../logging/logger.js';
import type { UpstreamMetrics } from '../metrics/metrics.js';

/**
 * Outcomes that mean the provider did not answer at all. A refusal, an odd reply or a reply that
 * fails our checks is an answer: the provider is there, and its other calls may be fine.
 */
const NOT_ANSWERING = new Set(['timeout', 'network', 'http-status', 'circuit-open']);

/**
 * A provider's metrics that also watch whether it answers: the first call it leaves unanswered
 * after answering is one warn line (its offers are left out meanwhile), the first answer after
 * that another; `swap_provider_answering` says the same to a dashboard. Once per outage, however
 * many calls fail in it.
 */
export function watchProvider(
  metrics: UpstreamMetrics,
  name: string,
  logger: Pick<Logger, 'warn'>,
): UpstreamMetrics {
  let answering = true;
  return {
    ...metrics,
    call(call, outcome, seconds) {
      metrics.call(call, outcome, seconds);
      const answered = !NOT_ANSWERING.has(outcome);
      if (answered === answering) return;
      answering = answered;
      metrics.answering(answered);
      if (answered) logger.warn({ provider: name, call }, 'provider answers again');
      else {
        logger.warn(
          { provider: name, call, kind: outcome },
          'provider stopped answering: its offers are left out until it answers again',
        );
      }
    },
  };
}
