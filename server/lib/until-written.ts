/** The first pause after a failed write, doubled each time up to WRITE_RETRY_MAX_MS. */
const WRITE_RETRY_FIRST_MS = 100;
const WRITE_RETRY_MAX_MS = 2000;
/**
 * How long a write the site owes (an order the provider made) is retried: a failover takes
 * seconds, a restart of Redis a minute or two. Past it the write fails for good (the order's
 * intent stays, so its key never orders again and support is alerted).
 */
const WRITE_GIVE_UP_MS = 10 * 60_000;

/**
 * Runs `write` until it lands: after a failure it waits (100 ms, doubling to 2 s) and tries
 * again, for WRITE_GIVE_UP_MS at most, then rejects with the last error. `onRetry` hears of
 * each failure before the wait (the first one tells a visitor to come back).
 */
export async function untilWritten<T>(
  write: () => Promise<T>,
  /** each failure, with how long the write has been failing */
  onRetry: (error: unknown, failingForMs: number) => void = () => undefined,
  giveUpMs = WRITE_GIVE_UP_MS,
): Promise<T> {
  const started = Date.now();
  for (let pause = WRITE_RETRY_FIRST_MS; ; pause = Math.min(pause * 2, WRITE_RETRY_MAX_MS)) {
    try {
      return await write();
    } catch (error) {
      if (Date.now() - started + pause > giveUpMs) throw error;
      onRetry(error, Date.now() - started);
      // unref'd: a write still owed never keeps a stopping process alive on its own
      await new Promise((resolve) => setTimeout(resolve, pause).unref?.());
    }
  }
}
