import { useRuntimeConfig } from './runtime-config-context.js';

/**
 * Whether the site's words may say a deposit is being anonymized: only where the upstream makes
 * the Monero hops itself (the price service). With providers, status 1 is a deposit being
 * confirmed by one exchange (a private route's Monero hop is its legs', shown as such): the same
 * status then reads "confirming", never a claim the order does not keep (issue 58). Apart from
 * status-words.ts, which reads the statuses: the swap button, in the first load, needs only this.
 */
export const useSaysAnonymizing = (): boolean => useRuntimeConfig().privacyRoute === 'service';
