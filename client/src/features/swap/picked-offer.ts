import type { Offer } from '../../../../shared/contract/api.js';

/** The offer of the provider picked, else the best (the first); undefined without offers. */
export const pickedOffer = (offers: Offer[], provider: string | null): Offer | undefined =>
  offers.find((each) => each.provider === provider) ?? offers[0];
