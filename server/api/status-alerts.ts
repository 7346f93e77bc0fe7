import type { Alerts } from '../alerts/alerts.js';
import type { ProofService } from '../proof/proof.service.js';
import type { OrderPlace } from './order-location.js';

// What support hears of a made order's status replies (order-view.service.ts asks): calls that
// keep failing, a reply that no longer matches the order, figures far from its terms. Each is
// said once per order, however often the visitor's page asks.

/**
 * An order whose status calls have failed (not answered, or answered in a way no protocol reads:
 * a redirect elsewhere, invalid JSON) for this long is worth support's look: the visitor sees only
 * an outage meanwhile. Mailed once per order and process, batched by provider.
 */
export const STATUS_FAILING_ALERT_MS = 5 * 60_000;

/** How many orders' failing calls a process keeps track of. */
const TRACKED_LIMIT = 50_000;

const KIND_OF = {
  'mismatch-alert': 'provider-mismatch:status',
  'warning-alert': 'provider-figures:status',
  'leg-two-expired-alert': 'private-route:leg-two-expired',
} as const;

export function createStatusAlerts(
  alerts: Alerts,
  /** true the first time an order's notice of this kind is asked for, on any replica */
  firstNotice: ProofService['firstNotice'],
  now: () => number,
) {
  /** Since when each order's status calls fail, and which were told to support already. */
  const failingSince = new Map<string, number>();
  const told = new Set<string>();

  /** Once per order (any replica) of what its provider's replies said against it. */
  async function once(
    orderId: string,
    { provider, providerOrderId }: OrderPlace,
    what: 'mismatch-alert' | 'warning-alert' | 'leg-two-expired-alert',
    summary: string,
  ) {
    // the store away: better a second mail than none
    const first = await firstNotice(orderId, what).catch(() => true);
    if (!first) return;
    alerts.raise({
      kind: KIND_OF[what],
      summary: `Provider ${provider.name}: ${summary}`,
      orders: { ours: orderId, provider: providerOrderId },
    });
  }

  return {
    /** The order's status was read: its failures, if any, are over. */
    answered(orderId: string) {
      failingSince.delete(orderId);
      told.delete(orderId);
    },

    /** The order's status call failed: support hears once it has failed for a while. */
    failed(orderId: string, { provider, providerOrderId }: OrderPlace) {
      if (failingSince.size >= TRACKED_LIMIT) failingSince.clear();
      const first = failingSince.get(orderId) ?? now();
      failingSince.set(orderId, first);
      if (now() - first < STATUS_FAILING_ALERT_MS || told.has(orderId)) return;
      if (told.size >= TRACKED_LIMIT) told.clear();
      told.add(orderId);
      alerts.raise({
        kind: `provider-status-failing:${provider.name}`,
        summary: `Provider ${provider.name}: the order's status has not been readable for ${Math.round((now() - first) / 60_000)} minutes (the visitor sees an outage).`,
        orders: { ours: orderId, provider: providerOrderId },
      });
    },

    /** The reply no longer matches the order: the page tells the visitor not to send. */
    mismatch: (orderId: string, place: OrderPlace, problems: readonly string[]) =>
      once(
        orderId,
        place,
        'mismatch-alert',
        `its status reply no longer matches the order (${problems.join(', ')}); the page tells the visitor not to send.`,
      ),

    /** After the deposit the reply reports figures far from the order's terms. */
    farFigures: (orderId: string, place: OrderPlace, warnings: readonly string[]) =>
      once(
        orderId,
        place,
        'warning-alert',
        `it reports figures far from the order's terms after the deposit (${warnings.join(', ')}); the page warns the visitor.`,
      ),

    /**
     * A private route's leg two reports expired after leg one paid it out (decision 030): the
     * visitor's Monero went to an order that no longer swaps it; its provider must swap or refund it.
     */
    legTwoExpired: (orderId: string, second: OrderPlace) =>
      once(
        orderId,
        second,
        'leg-two-expired-alert',
        "a private route's leg two reports expired after leg one paid its Monero to it; ask the provider to swap it or refund it to the visitor's Monero refund address.",
      ),
  };
}
