/**
 * What `work` resolves to, or `late` once `ms` have passed first (no limit when `ms` is
 * undefined). The timer is cleared either way, so a finished race keeps nothing alive.
 */
export async function within<T, L>(
  work: Promise<T>,
  ms: number | undefined,
  late: L,
): Promise<T | L> {
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve) => {
    timer = setTimeout(resolve, ms, late);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
