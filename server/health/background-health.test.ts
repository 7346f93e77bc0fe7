import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert } from '../alerts/alert-mail.js';
import type { ProbeOutcome } from '../upstream/upstream-port.js';
import { createAnsweringState } from './answering.js';
import {
  createBackgroundHealth,
  DETECTION_BOUND_MS,
  DOWN_ALERT_AFTER_MS,
  PROBE_EVERY_MS,
} from './background-health.js';
import type { ProbeLease, ProbeResults } from './probe-lease.js';

afterEach(() => vi.useRealTimers());

/** A site watching provider `rival` and its market reference, its probes answering as told. */
function watching(lease?: ProbeLease) {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  } as never;
  const alerts: Alert[] = [];
  const gauges: Record<string, number> = {};
  const answers: Record<string, ProbeOutcome> = {
    rival: { answering: true },
    'market-reference': { answering: true },
  };
  const probed: string[] = [];
  const target = (name: string, watched: 'provider' | 'market-reference') => ({
    state: createAnsweringState({
      name,
      watched,
      logger,
      onChange: (up) => (gauges[name] = up ? 1 : 0),
    }),
    probe: () => {
      probed.push(name);
      return Promise.resolve(answers[name]!);
    },
  });
  const health = createBackgroundHealth({
    targets: [target('rival', 'provider'), target('market-reference', 'market-reference')],
    alerts: { raise: (alert) => alerts.push(alert) },
    logger,
    ...(lease ? { lease } : {}),
  });
  return { health, lines, alerts, gauges, answers, probed };
}

describe('background health on a quiet site', () => {
  it('logs a provider and the reference that stop answering, with name and kind, within the bound, and their return', async () => {
    vi.useFakeTimers();
    const site = watching();
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2);
    expect(site.lines).toEqual([]);
    site.answers.rival = { answering: false, kind: 'network' };
    site.answers['market-reference'] = { answering: false, kind: 'timeout' };
    await vi.advanceTimersByTimeAsync(DETECTION_BOUND_MS);
    expect(site.lines.map(({ fields }) => [fields.name, fields.kind, fields.via])).toEqual([
      ['rival', 'network', 'probe'],
      ['market-reference', 'timeout', 'probe'],
    ]);
    expect(site.gauges).toEqual({ rival: 0, 'market-reference': 0 });
    expect(site.health.answering('provider')).toEqual({ rival: false });
    expect(site.health.answering('market-reference')).toEqual({ 'market-reference': false });

    site.answers.rival = { answering: true };
    await vi.advanceTimersByTimeAsync(DETECTION_BOUND_MS);
    expect(site.lines.at(-1)!.message).toBe('provider answers again');
    expect(site.gauges.rival).toBe(1);
    site.health.stop();
  });

  it('alerts support once when a target has been down past the stated time', async () => {
    vi.useFakeTimers();
    const site = watching();
    site.answers['market-reference'] = { answering: false, kind: 'http-status' };
    await vi.advanceTimersByTimeAsync(DOWN_ALERT_AFTER_MS - 1000);
    expect(site.alerts).toEqual([]);
    await vi.advanceTimersByTimeAsync(DETECTION_BOUND_MS + 60_000);
    expect(site.alerts).toHaveLength(1);
    expect(site.alerts[0]).toMatchObject({ kind: 'market-reference-down:market-reference' });
    expect(site.alerts[0]!.summary).toMatch(/has not answered for 5 minutes \(http-status\)/);
    site.health.stop();
  });

  it('takes the probing replica’s results instead of probing itself', async () => {
    const shared: ProbeResults = {
      rival: { answering: false, kind: 'timeout' },
      'market-reference': { answering: true },
    };
    const follower: ProbeLease = {
      hold: () => Promise.resolve(false),
      publish: () => Promise.resolve(),
      read: () => Promise.resolve(shared),
    };
    const site = watching(follower);
    await site.health.round();
    expect(site.probed).toEqual([]);
    expect(site.gauges).toEqual({ rival: 0 });
    expect(site.alerts).toEqual([]);
    site.health.stop();
  });

  it('probes itself when the probing replica’s results are stale (it died)', async () => {
    const follower: ProbeLease = {
      hold: () => Promise.resolve(false),
      publish: () => Promise.resolve(),
      read: () => Promise.resolve(null),
    };
    const site = watching(follower);
    await site.health.round();
    expect(site.probed.sort()).toEqual(['market-reference', 'rival']);
    site.health.stop();
  });
});
