/// <reference types="node" />
import { act } from '@testing-library/react';
import { vi } from 'vitest';

// An exact clock for component tests: timers and Date move only when a test says so.

/** Fake timers and clock at `nowMs`. */
export function useFakeClock(nowMs: number): void {
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
  // A reply passes through several promise and macrotask turns (the Response, its body, a lazy
  // module it renders); give it real turns without moving the fake clock.
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
