import { describe, expect, it } from 'vitest';
import { createAnsweringState } from './answering.js';
import { noMetrics } from '../metrics/metrics.js';
import { watchProvider } from './provider-watch.js';

function watched() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const states: boolean[] = [];
  const state = createAnsweringState({
    name: 'rival',
    watched: 'provider',
    logger: {
      warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as never,
    onChange: (isAnswering) => states.push(isAnswering),
  });
  const metrics = watchProvider(noMetrics.upstream, state);
  return { metrics, state, lines, states };
}

describe('watching a provider', () => {
  it('says once when it stops answering, however many calls fail, and once when it is back', () => {
    const { metrics, lines, states } = watched();
    metrics.call('token_price', 'ok', 0.1);
    for (let n = 0; n < 5; n += 1) metrics.call('token_price', 'timeout', 10);
    metrics.call('token_price', 'circuit-open', 0);
    metrics.call('token_price', 'ok', 0.2);
    metrics.call('token_price', 'ok', 0.2);
    expect(lines.map((line) => line.message)).toEqual([
      'provider stopped answering: its offers are left out until it answers again',
      'provider answers again',
    ]);
    expect(lines[0]!.fields).toMatchObject({ provider: 'rival', name: 'rival', kind: 'timeout' });
    expect(states).toEqual([false, true]);
  });

  it('takes a refusal or a reply that fails the checks for an answer', () => {
    const { metrics, lines } = watched();
    metrics.call('token_exchange', 'unknown-message', 0.1);
    metrics.call('token_price', 'bad-reply', 0.1);
    expect(lines).toEqual([]);
  });

  it('shares one outage with the background probe: no second line for what a probe already said', () => {
    const { metrics, state, lines } = watched();
    state.report(false, { via: 'probe', kind: 'network' });
    metrics.call('token_price', 'network', 0.01);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.fields).toMatchObject({ via: 'probe', kind: 'network' });
  });
});
