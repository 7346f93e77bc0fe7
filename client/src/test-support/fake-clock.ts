/// <reference types="node" />
import { act } from '@testing-library/react';
import { vi } from 'vitest';

// An exact clock for component tests: timers and Date move only when a test says so.

/**
 * Fake timers and clock at `nowMs`. The store batches UI notifications on animation frames; here
 * a frame is the next microtask, so advancing the clock never skips or adds time.
 */
export function useFakeClock(nowMs: number): void {
  let frames = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queueMicrotask(() => callback(Date.now()));
    return (frames += 1);
  });
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(nowMs);
}

/** Moves the fake clock and lets every promise and React update that follows settle. */
export async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // A reply passes through several promise and macrotask turns (the Response body, then the
  // store's frame-batched notification); give it real turns without moving the fake clock.
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
