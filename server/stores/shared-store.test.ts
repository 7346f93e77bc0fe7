import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { createStoreHealth, STORE_CALL_BOUND_MS, StoreUnavailableError } from './shared-store.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a call to the shared store', () => {
  it('gives up after the bound on a store that takes the command and never answers, leaving no timer', async () => {
    vi.useFakeTimers();
    const health = createStoreHealth({ logger: createLogger('silent'), now: () => Date.now() });
    const hung = health.run(() => new Promise<never>(() => undefined));
    const outcome = expect(hung).rejects.toBeInstanceOf(StoreUnavailableError);
    await vi.advanceTimersByTimeAsync(STORE_CALL_BOUND_MS);
    await outcome;
    expect(health.up).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer when the store answers, and reports the way back once', async () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const health = createStoreHealth({
      logger: createLogger('silent'),
      onChange: (up) => changes.push(up),
      now: () => Date.now(),
    });
    await expect(health.run(() => Promise.resolve('OK'))).resolves.toBe('OK');
    expect(vi.getTimerCount()).toBe(0);
    for (let i = 0; i < 3; i++) {
      await expect(health.run(() => Promise.reject(new Error('offline')))).rejects.toThrow();
    }
    // while away, calls in the same second fail at once without reaching the store
    const reached = vi.fn(() => Promise.resolve('OK'));
    await expect(health.run(reached)).rejects.toBeInstanceOf(StoreUnavailableError);
    expect(reached).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    await expect(health.run(reached)).resolves.toBe('OK');
    expect(changes).toEqual([false, true]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
