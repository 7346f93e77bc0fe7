import type { Alerts } from '../alerts/alerts.js';
import type { Logger } from '../logging/logger.js';
import type { ProbeOutcome } from '../upstream/upstream-port.js';
import type { AnsweringState } from './answering.js';
import { soloLease, type ProbeLease, type ProbeResults } from './probe-lease.js';

// Health that does not wait for visitors: every provider and market reference is probed in the
// background, so one that stops answering on a quiet site is logged, gauged and in /readyz
// within seconds, and support hears of it once it has been down for DOWN_ALERT_AFTER_MS.

/** A round of probes every 4 s, give or take a fifth (jitter: replicas and restarts drift apart). */
export const PROBE_EVERY_MS = 4000;
const JITTER = 0.2;
/** A probe that has no answer in 3 s counts as a timeout (a TCP connect takes milliseconds). */
const PROBE_TIMEOUT_MS = 3000;
/**
 * Detection: a stop right after a round is probed at most 4.8 s later, failing within the 3 s
 * timeout; a replica that reads the holder's results reads them at most 4.8 s after that. 12.6 s
 * at worst, inside the 15 s the operator is promised (docs/operating.md, Health).
 */
export const DETECTION_BOUND_MS = PROBE_EVERY_MS * (1 + JITTER) * 2 + PROBE_TIMEOUT_MS;
/** Down this long, support gets an alert (once per outage, from the replica that probes). */
export const DOWN_ALERT_AFTER_MS = 5 * 60_000;
/** The lease outlives three missed rounds' renewals... */
export const LEASE_MS = 3 * PROBE_EVERY_MS;
/** ...and a holder's results are stale after two and a half rounds: readers then probe themselves. */
export const RESULTS_MS = 2.5 * PROBE_EVERY_MS;

export interface ProbedTarget {
  state: AnsweringState;
  probe(timeoutMs: number): Promise<ProbeOutcome>;
}

export interface BackgroundHealthDeps {
  targets: readonly ProbedTarget[];
  lease?: ProbeLease;
  alerts: Pick<Alerts, 'raise'>;
  logger: Pick<Logger, 'warn'>;
  now?: () => number;
  random?: () => number;
}

export interface BackgroundHealth {
  /** one round now (the timer's work; tests call it) */
  round(): Promise<void>;
  /** whether each watched target answers, by name, as /readyz reports it */
  answering(watched: AnsweringState['watched']): Record<string, boolean>;
  stop(): void;
}

/** What is said to support of a target down past DOWN_ALERT_AFTER_MS. */
function downAlert(state: AnsweringState, minutes: number) {
  const what = state.watched === 'provider' ? `provider ${state.name}` : `the ${state.name}`;
  const impact =
    state.watched === 'provider'
      ? 'its offers are left out'
      : 'offers are not checked against the market';
  return {
    kind: `${state.watched}-down:${state.name}`,
    summary: `health: ${what} has not answered for ${minutes} minutes (${state.kind ?? 'unknown'}); ${impact} until it does`,
  };
}

export function createBackgroundHealth(deps: BackgroundHealthDeps): BackgroundHealth {
  const now = deps.now ?? Date.now;
  const lease = deps.lease ?? soloLease;
  const alerted = new Set<string>();

  async function probeAll(): Promise<ProbeResults> {
    const outcomes = await Promise.all(
      deps.targets.map((target) =>
        target
          .probe(PROBE_TIMEOUT_MS)
          .catch((): ProbeOutcome => ({ answering: false, kind: 'probe-failed' })),
      ),
    );
    return Object.fromEntries(deps.targets.map(({ state }, i) => [state.name, outcomes[i]!]));
  }

  function alertLongOutages() {
    for (const { state } of deps.targets) {
      if (state.downSince === null) {
        alerted.delete(state.name);
        continue;
      }
      const downMs = now() - state.downSince;
      if (downMs < DOWN_ALERT_AFTER_MS || alerted.has(state.name)) continue;
      alerted.add(state.name);
      deps.alerts.raise(downAlert(state, Math.floor(downMs / 60_000)));
    }
  }

  async function round() {
    const probing = await lease.hold();
    let results = probing ? null : await lease.read();
    if (results === null) {
      results = await probeAll();
      if (probing) await lease.publish(results);
    }
    for (const { state } of deps.targets) {
      const outcome = results[state.name];
      if (!outcome) continue;
      state.report(outcome.answering, {
        via: 'probe',
        ...(outcome.answering ? {} : { kind: outcome.kind }),
      });
    }
    // support is told by the replica that probes, not once per replica
    if (probing) alertLongOutages();
  }

  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const random = deps.random ?? Math.random;
  const schedule = () => {
    if (stopped || deps.targets.length === 0) return;
    const delay = PROBE_EVERY_MS * (1 - JITTER + 2 * JITTER * random());
    timer = setTimeout(() => {
      void round()
        .catch((error: unknown) =>
          deps.logger.warn(
            { err: error, code: 'probe-round', kind: 'health' },
            'health probes: a round failed; trying again',
          ),
        )
        .finally(schedule);
    }, delay);
    timer.unref();
  };
  schedule();

  return {
    round,
    answering(watched) {
      return Object.fromEntries(
        deps.targets
          .filter(({ state }) => state.watched === watched)
          .map(({ state }) => [state.name, state.answering]),
      );
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
