import type { OrderMap } from '../stores/order-map.js';
import type { Provider } from '../upstream/providers.js';

// Where each of the site's orders is: which provider holds it, and its id there. The creation
// writes it (the map line), the view reads it, and the recovery of an unrecorded order writes it
// as the creation would have: one reading of the map for the three.

/** One of our orders at its provider. */
export interface OrderPlace {
  provider: Provider;
  providerOrderId: string;
  /** a private route's leg two (decision 030): `provider` has leg one */
  second?: { provider: Provider; providerOrderId: string };
}

export function orderLocations(providers: Provider[], orderMap: Pick<OrderMap, 'providerIdOf'>) {
  const several = providers.length > 1;
  /** `name:id`: the provider so named and its id there; null when no provider has the name */
  const placeOf = (part: string): OrderPlace | null => {
    const colon = part.indexOf(':');
    const provider = providers.find(({ name }) => name === part.slice(0, colon));
    return provider ? { provider, providerOrderId: part.slice(colon + 1) } : null;
  };
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
     * order and its id there (names never hold ':' or '+', PROVIDERS' rule; ids neither, the
     * gate's); a private route's `A:idA+B:idB`, leg one then leg two; else the provider's id.
     */
    valueOf: (
      provider: Provider,
      providerOrderId: string,
      second: { provider: Provider; providerOrderId: string } | null = null,
    ): string =>
      !several
        ? providerOrderId
        : second
          ? `${provider.name}:${providerOrderId}+${second.provider.name}:${second.providerOrderId}`
          : `${provider.name}:${providerOrderId}`,

    /** Where one of our orders is; null when we made no such order. */
    async whereIs(orderId: string): Promise<OrderPlace | null> {
      if (!mints) return { provider: single, providerOrderId: orderId };
      const value = await orderMap.providerIdOf(orderId);
      if (value === null) return null;
      if (!several) return { provider: single, providerOrderId: value };
      const [one, two, ...rest] = value.split('+').map(placeOf);
      if (!one || rest.length > 0) return null;
      if (two === undefined) return one;
      return two ? { ...one, second: two } : null;
    },
  };
}

export type OrderLocations = ReturnType<typeof orderLocations>;
