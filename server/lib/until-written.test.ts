import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilWritten } from './until-written.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('untilWritten', () => {
  it('tries again, pausing longer each time, until the write lands', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const retries: unknown[] = [];
    const written = untilWritten(
      () => (++calls < 4 ? Promise.reject(new Error(`down ${calls}`)) : Promise.resolve('kept')),
      (error) => retries.push((error as Error).message),
    );
    await vi.advanceTimersByTimeAsync(100 + 200 + 400);
    await expect(written).resolves.toBe('kept');
    expect(calls).toBe(4);
    expect(retries).toEqual(['down 1', 'down 2', 'down 3']);
  });

  it('gives up with the last error once the next pause would pass its limit', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const written = untilWritten(
      () => Promise.reject(new Error(`down ${++calls}`)),
      () => undefined,
      5000,
    );
    const outcome = written.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(10_000);
    // 100 + 200 + 400 + 800 + 1600 = 3100 ms; a further 2 s pause would pass 5 s
    expect(await outcome).toBe('down 6');
  });
});
