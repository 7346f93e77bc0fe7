import { afterAll, beforeAll } from 'vitest';

/**
 * For a test file or describe block: what `start` gives, started before its tests and stopped
 * after them. The returned function reads it from the first beforeAll registered after this call
 * on, and says so when called sooner.
 */
export function useStarted<T>(
  what: string,
  start: () => Promise<T>,
  stop: (running: T) => Promise<unknown>,
): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(() => (running === undefined ? undefined : stop(running)));
  return () => {
    if (running === undefined) throw new Error(`The test ${what} starts in beforeAll.`);
    return running;
  };
}
