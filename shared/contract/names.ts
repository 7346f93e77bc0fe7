// Plain values of the browser <-> BFF contract, kept apart from the zod schemas so the page can
// import them without loading zod.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The values of the runtime config's `privacyRoute` (runtimeConfigSchema says what each means). */
export const PRIVACY_ROUTES = ['service', 'private', 'direct'] as const;
export type PrivacyRoute = (typeof PRIVACY_ROUTES)[number];

/** Spec section 8: what a visitor reads when the upstream says 'error' (other than 301). */
export const SWAPS_PAUSED_MESSAGE =
  'The Monero blockchain is experiencing unreasonably long wait times. Swapping is paused for now; please check back soon.';
