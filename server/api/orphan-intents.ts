import { shortenOrderId } from '../../shared/order-id.js';
import type { Alerts } from '../alerts/alerts.js';
import type { Logger } from '../logging/logger.js';
import type { OrderIntent, OrderMap } from '../stores/order-map.js';
import { StoreUnavailableError } from '../stores/shared-store.js';

/**
 * An intent this old outlived its creation: the upstream call is cut at 60 s, and its map line
 * follows within seconds. Past it, the intent is an orphan.
 */
export const ORPHAN_AFTER_MS = 90_000;

/** Orders one alert names in full; past them, a count. */
const MAX_NAMED = 20;

/** How often a running site looks for orphans (and once at start). */
const ORPHAN_SWEEP_EVERY_MS = 15_000;

/** What came of looking for an unrecorded order at its provider. */
export type Recovery =
  | { kind: 'recorded'; providerOrderId: string }
  /** `why`: for support's alert, in a few words (no address, no id in full) */
  | { kind: 'not-found'; why: string };

/** Looks for an orphan at its provider and, found, records it (intent-recovery.service.ts). */
export type RecoverIntent = (intent: OrderIntent) => Promise<Recovery>;

/** What one sweep did: orders found at the provider and recorded, and orders support was told of. */
export interface SweepResult {
  recorded: number;
  alerted: number;
}

/**
 * Intents with no map line, older than ORPHAN_AFTER_MS: orders the provider may hold that the
 * site never recorded (it stopped between the provider's reply and the map's write, or the call
 * was cut). Those a provider can look up (`recover`) are looked for first, while still unmarked:
 * a stop in the middle leaves them to the next sweep, never marked and unmailed. Found, an order
 * is recorded and its key answers with it. The rest are taken (marked, once across replicas) and
 * become one support alert naming what finds each in the provider's dashboard: the time it was
 * asked, the pair and the amount, and why the site could not find it; our id shortened, as in
 * every alert. A store that fails the sweep fails it whole: the next one tries again.
 */
export async function sweepOrphanIntents(
  orderMap: OrderMap,
  alerts: Alerts,
  now: () => number = Date.now,
  /** intents asked before this are orphans whatever their age (default: ORPHAN_AFTER_MS ago) */
  before: number = now() - ORPHAN_AFTER_MS,
  recover: RecoverIntent | null = null,
): Promise<SweepResult> {
  let recorded = 0;
  const whyNotFound = new Map<string, string>();
  if (recover) {
    for (const orphan of await orderMap.openOrphans(before)) {
      if (!orphan.lookup) continue;
      // The store away fails the sweep (nothing marked: the next one looks again); anything else
      // failing here, support still hears of the order below.
      const recovery = await recover(orphan).catch((error: unknown): Recovery => {
        if (error instanceof StoreUnavailableError) throw error;
        return {
          kind: 'not-found',
          why: `the look-up failed (${error instanceof Error ? error.name : 'error'})`,
        };
      });
      if (recovery.kind === 'recorded') recorded += 1;
      else whyNotFound.set(orphan.orderId, recovery.why);
    }
  }
  const unfound = await orderMap.takeOrphans(before);
  if (unfound.length === 0) return { recorded, alerted: 0 };
  // One alert for the sweep: alerts of one kind are throttled, and each order must be named.
  const named = unfound.slice(0, MAX_NAMED).map((orphan) => {
    const [from, to] = orphan.pair.split('>');
    const why = whyNotFound.get(orphan.orderId);
    const looked = why ? ` (looked for at the provider: ${why})` : '';
    return `asked at ${new Date(orphan.at).toISOString()}, ${orphan.amount} ${from} to ${to}, our id ${shortenOrderId(orphan.orderId)}${looked}`;
  });
  const more = unfound.length > MAX_NAMED ? `; and ${unfound.length - MAX_NAMED} more` : '';
  alerts.raise({
    kind: 'order-map:orphan-intent',
    summary: `catch error: the provider was asked for ${unfound.length} order(s) whose reply the site never recorded; find each in the provider's dashboard by time, pair and amount: ${named.join('; ')}${more}`,
    pair: unfound.length === 1 ? unfound[0]!.pair : undefined,
  });
  return { recorded, alerted: unfound.length };
}

/**
 * Sweeps at start and every ORPHAN_SWEEP_EVERY_MS until the returned stop is called. A map this
 * process alone writes (the file) has no creation running at start: every open intent in it was
 * left by a crash, and is looked for at its provider, or support hears of it, at once, not
 * minutes later.
 */
export function startOrphanSweep(
  orderMap: OrderMap,
  alerts: Alerts,
  logger: Logger,
  { ownsIntents, recover }: { ownsIntents: boolean; recover: RecoverIntent | null },
): () => void {
  const startedAt = Date.now();
  let first = ownsIntents;
  // a sweep that asks providers may outlast the interval: the next waits for its turn
  let sweeping = false;
  const sweep = () => {
    if (sweeping) return;
    sweeping = true;
    void sweepOrphanIntents(
      orderMap,
      alerts,
      Date.now,
      first ? startedAt : Date.now() - ORPHAN_AFTER_MS,
      recover,
    )
      .then(
        ({ recorded, alerted }) => {
          first = false;
          if (recorded > 0)
            logger.warn(
              { recorded },
              'orders asked of the provider but never recorded: found at the provider and recorded',
            );
          if (alerted > 0)
            logger.warn(
              { found: alerted },
              'orders asked of the provider but never recorded: support alerted',
            );
        },
        (error: unknown) =>
          logger.warn({ err: error }, 'could not look for unrecorded orders; will retry'),
      )
      .finally(() => {
        sweeping = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, ORPHAN_SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
