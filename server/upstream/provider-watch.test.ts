import { describe, expect, it } from 'vitest';
import { noMetrics } from '../metrics/metrics.js';
import { watchProvider } from './provider-watch.js';

function watched() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const states: boolean[] = [];
  const metrics = watchProvider(
    { ...noMetrics.upstream, answering: (isAnswering) => states.push(isAnswering) },
    'rival',
    {
      warn: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
    } as never,
  );
  return { metrics, lines, states };
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
    expect(lines[0]!.fields).toMatchObject({ provider: 'rival', kind: 'timeout' });
    expect(states).toEqual([false, true]);
  });

  it('takes a refusal or a reply that fails the checks for an answer', () => {
    const { metrics, lines } = watched();
    metrics.call('token_exchange', 'unknown-message', 0.1);
    metrics.call('token_price', 'bad-reply', 0.1);
    expect(lines).toEqual([]);
  });
});
