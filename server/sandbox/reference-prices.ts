import type { CoinSymbol } from '../../shared/coins.js';

/**
 * SANDBOX DATA, NOT MARKET PRICES. A fixed, rounded snapshot so quotes look plausible and tests
 * are repeatable; nothing here is fetched or updated, and no real funds ever move.
 */
export const REFERENCE_PRICES = {
  label: 'Sandbox reference prices (fixed snapshot, not live market data)',
  asOf: '2026-11-01',
  /** the sandbox's whole fee, taken from the receive side */
  feePercent: 1,
  /** send limits are these many US dollars' worth of the send coin, rounded to 2 figures */
  minSendUsd: 20,
  maxSendUsd: 50_000,
  /**
   * US dollars per coin. AVAX and CRO are listed by the site but the service does not trade
   * them, so they are absent: every quote involving them is -1, as the spec shows.
   */
  usd: {
    BTC: 95_000,
    ETH: 3_200,
    BNB: 620,
    USDT: 1,
    BUSDBSC: 1,
    DAI: 1,
    SOL: 160,
    MATIC: 0.25,
    ADA: 0.6,
    XRP: 2.3,
    XMR: 330,
    USDTTRC: 1,
    USDTBSC: 1,
    DAIBSC: 1,
  } satisfies Partial<Record<CoinSymbol, number>> as Partial<Record<CoinSymbol, number>>,
} as const;
