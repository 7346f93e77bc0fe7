import { setTimeout as sleep } from 'node:timers/promises';

// The one way a test waits for something another process or an I/O callback makes true. Time
// the code under test reads is faked where it can be (vi.useFakeTimers); what is left is waiting
// on the real world, which this polls for, never sleeping a fixed time. It uses node:timers, so
// it keeps working while a test fakes the global timers.

export interface EventuallyOptions {
  /** give up after this long (ms); the failure names the last value seen */
  timeoutMs?: number;
  /** between two reads (ms) */
  intervalMs?: number;
  /** what is awaited, for the failure's message */
  what?: string;
}

/**
 * Reads `read()` until `accept` takes its value, and resolves to that value. Fails after
 * `timeoutMs` with the last value read (or the last error `read` threw), so a failure says what
 * the test saw instead of only that it timed out.
 */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean = Boolean,
  { timeoutMs = 5000, intervalMs = 25, what = 'the awaited state' }: EventuallyOptions = {},
): Promise<T> {
  const end = performance.now() + timeoutMs;
  let last: { value: T } | { error: unknown } | null = null;
  for (;;) {
    try {
      const value = await read();
      if (accept(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (performance.now() >= end) break;
    await sleep(intervalMs);
  }
  const seen =
    last === null
      ? 'nothing'
      : 'error' in last
        ? `an error: ${last.error instanceof Error ? last.error.message : String(last.error)}`
        : (JSON.stringify(last.value) ?? String(last.value));
  throw new Error(`${what} did not come within ${timeoutMs} ms; last seen: ${seen}`);
}
