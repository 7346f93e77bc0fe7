import type { OrderMap } from '../stores/order-map.js';
import type { Provider } from '../upstream/providers.js';

// Where each of the site's orders is: which provider holds it, and its id there. The creation
// writes it (the map line), the view reads it, and the recovery of an unrecorded order writes it
// as the creation would have: one reading of the map for the three.

/** One of our orders at its provider. */
export interface OrderPlace {
  provider: Provider;
  providerOrderId: string;
}

export function orderLocations(providers: Provider[], orderMap: Pick<OrderMap, 'providerIdOf'>) {
  const several = providers.length > 1;
  const single = providers[0]!;
  /** The site mints its own ids (a provider's are not 22 characters, or several share the map). */
  const mints = several || single.upstream.mintsOrderIds;
  return {
    /** several providers: an order's view names its provider */
    several,
    /** false with the price service, whose ids are the site's: no map, no intent */
    mints,

    /**
     * The map's value for an order: with several providers `name:id`, which provider has the
     * order and its id there (names never hold ':', PROVIDERS' rule); else the provider's id.
     */
    valueOf: (provider: Provider, providerOrderId: string): string =>
      several ? `${provider.name}:${providerOrderId}` : providerOrderId,

    /** Where one of our orders is; null when we made no such order. */
    async whereIs(orderId: string): Promise<OrderPlace | null> {
      if (!mints) return { provider: single, providerOrderId: orderId };
      const value = await orderMap.providerIdOf(orderId);
      if (value === null) return null;
      if (!several) return { provider: single, providerOrderId: value };
      const colon = value.indexOf(':');
      const provider = providers.find(({ name }) => name === value.slice(0, colon));
      return provider ? { provider, providerOrderId: value.slice(colon + 1) } : null;
    },
  };
}

export type OrderLocations = ReturnType<typeof orderLocations>;
