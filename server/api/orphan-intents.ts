import { shortenOrderId } from '../../shared/order-id.js';
import type { Alerts } from '../alerts/alerts.js';
import type { Logger } from '../logging/logger.js';
import type { OrderMap } from '../stores/order-map.js';

/**
 * An intent this old outlived its creation: the upstream call is cut at 60 s, and its map line
 * follows within seconds. Past it, the intent is an orphan.
 */
export const ORPHAN_AFTER_MS = 90_000;

/** Orders one alert names in full; past them, a count. */
const MAX_NAMED = 20;

/** How often a running site looks for orphans (and once at start). */
const ORPHAN_SWEEP_EVERY_MS = 15_000;

/**
 * Intents with no map line, older than ORPHAN_AFTER_MS: orders the provider may hold that the
 * site never recorded (it stopped between the provider's reply and the map's write, or the call
 * was cut). Each becomes one support alert naming what finds it in the provider's dashboard:
 * the time it was asked, the pair and the amount; our id shortened, as in every alert.
 */
export async function sweepOrphanIntents(
  orderMap: OrderMap,
  alerts: Alerts,
  now: () => number = Date.now,
  /** intents asked before this are orphans whatever their age (default: ORPHAN_AFTER_MS ago) */
  before: number = now() - ORPHAN_AFTER_MS,
): Promise<number> {
  const orphans = await orderMap.takeOrphans(before);
  if (orphans.length === 0) return 0;
  // One alert for the sweep: alerts of one kind are throttled, and each order must be named.
  const named = orphans.slice(0, MAX_NAMED).map((orphan) => {
    const [from, to] = orphan.pair.split('>');
    return `asked at ${new Date(orphan.at).toISOString()}, ${orphan.amount} ${from} to ${to}, our id ${shortenOrderId(orphan.orderId)}`;
  });
  const more = orphans.length > MAX_NAMED ? `; and ${orphans.length - MAX_NAMED} more` : '';
  alerts.raise({
    kind: 'order-map:orphan-intent',
    summary: `catch error: the provider was asked for ${orphans.length} order(s) whose reply the site never recorded; find each in the provider's dashboard by time, pair and amount: ${named.join('; ')}${more}`,
    pair: orphans.length === 1 ? orphans[0]!.pair : undefined,
  });
  return orphans.length;
}

/**
 * Sweeps at start and every ORPHAN_SWEEP_EVERY_MS until the returned stop is called. A map this
 * process alone writes (the file) has no creation running at start: every open intent in it was
 * left by a crash, and support hears of each at once, not minutes later.
 */
export function startOrphanSweep(
  orderMap: OrderMap,
  alerts: Alerts,
  logger: Logger,
  { ownsIntents }: { ownsIntents: boolean },
): () => void {
  const startedAt = Date.now();
  let first = ownsIntents;
  const sweep = () =>
    void sweepOrphanIntents(
      orderMap,
      alerts,
      Date.now,
      first ? startedAt : Date.now() - ORPHAN_AFTER_MS,
    ).then(
      (found) => {
        if (found > 0)
          logger.warn(
            { found },
            'orders asked of the provider but never recorded: support alerted',
          );
      },
      (error: unknown) =>
        logger.warn({ err: error }, 'could not look for unrecorded orders; will retry'),
    );
  sweep();
  first = false;
  const timer = setInterval(sweep, ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
