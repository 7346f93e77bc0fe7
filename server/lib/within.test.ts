import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from './within.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(resolve, ms, value));

describe('within', () => {
  it('gives the work its answer when it comes in time, and leaves no timer behind', async () => {
    const answer = within(after(100, 'done'), 1000, 'late');
    await vi.advanceTimersByTimeAsync(100);
    await expect(answer).resolves.toBe('done');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers late once the time runs out first', async () => {
    const answer = within(after(5000, 'done'), 1000, 'late');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toBe('late');
  });

  it('waits as long as the work takes without a limit', async () => {
    const answer = within(after(60_000, 'done'), undefined, 'late');
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(answer).resolves.toBe('done');
  });
});
