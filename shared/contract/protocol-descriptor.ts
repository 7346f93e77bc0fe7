import type { FlaggedDepositRating } from './api.js';

/**
 * The header every reply of the sandbox carries, in every dialect: a site whose providers are
 * standalone sandboxes finds it at start and says SANDBOX on every page, as with the embedded one.
 */
export const SANDBOX_REPLY_HEADER = 'x-sandbox';

/** A provider the embedded sandbox plays (ProtocolDescriptor's sandboxProvider). */
export interface SandboxProvider {
  name: string;
  label: string;
  rating: FlaggedDepositRating;
  refundNeedsKyc: boolean;
}

/** What the site can do with a protocol beyond the spec's order. */
export interface Capabilities {
  /** the site mints its own order ids and maps them to the provider's */
  mintsOrderIds: boolean;
  /** a refund address and a destination tag */
  takesRefundAndMemo: boolean;
  /** rates are fixed: an order needs a live rate id from a quote */
  fixesRates: boolean;
  /** the upstream itself swaps through Monero on two exchanges (the copy may say so) */
  hopsThroughMonero: boolean;
}

/**
 * Everything about a protocol that is not its calls: how its key travels and whether a real
 * upstream needs one, where the provider's own API is, what it can carry, where the sandbox
 * speaks it, and how the upstream check names it. Config, the upstream check and the sandbox read
 * these, never a protocol's name.
 */
export interface ProtocolDescriptor {
  /** the header the key travels in (lower case); null: the protocol has no key */
  keyHeader: string | null;
  /** an auth scheme written before the key in that header ('Bearer'); absent: the key alone */
  keyScheme?: string;
  /** true: a real upstream refuses calls without a key, so one is required with a URL */
  needsKey: boolean;
  /** the provider's own API, used when a key but no URL is given; null: there is none */
  defaultUrl: string | null;
  capabilities: Capabilities;
  /** where the sandbox speaks this dialect, relative to its root ('' for the root) */
  sandboxPath: string;
  /**
   * The provider the embedded sandbox plays in this dialect when it plays several
   * (PROVIDERS=sandbox, a first run): its name, the label visitors read and its stated terms, as
   * an operator states a real provider's; absent: it plays none in this one.
   */
  sandboxProvider?: SandboxProvider;
  /** the contract's name in the upstream check's verdict line */
  contractName: string;
}
