/** How often the stores without a TTL of their own (files, the outbox) are swept. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Runs each sweep at start and then every `everyMs`. Redis needs
 * none (its keys carry their own expiry). The timer never holds the process open.
 */
export function startRetentionSchedule(
  sweeps: (() => Promise<unknown>)[],
  onError: (error: unknown) => void,
  everyMs = SWEEP_EVERY_MS,
): { stop(): void; round(): Promise<void> } {
  // Rounds run one after another: a round asked for while one runs starts when it ends, so it
  // judges the time it starts at.
  let last: Promise<void> = Promise.resolve();
  const round = () =>
    (last = last.then(async () => {
      const results = await Promise.allSettled(sweeps.map((sweep) => sweep()));
      for (const result of results) if (result.status === 'rejected') onError(result.reason);
    }));
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  void round();
  return { stop: () => clearInterval(timer), round };
}
