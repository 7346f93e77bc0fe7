import type { CoinSymbol } from './coins.js';

/**
 * Each coin's id at a CoinGecko-compatible simple-price API (the market reference,
 * REFERENCE_PRICES_URL): the one table the site and the sandbox's reference endpoint read. A
 * token on two chains is one asset at one price (USDT on Ethereum, Tron and BNB Chain).
 */
export const MARKET_IDS: Record<CoinSymbol, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  BNB: 'binancecoin',
  USDT: 'tether',
  BUSDBSC: 'binance-usd',
  DAI: 'dai',
  SOL: 'solana',
  MATIC: 'matic-network',
  ADA: 'cardano',
  XRP: 'ripple',
  XMR: 'monero',
  USDTTRC: 'tether',
  USDTBSC: 'tether',
  DAIBSC: 'dai',
  AVAX: 'avalanche-2',
  CRO: 'crypto-com-chain',
};

/** The path of the simple-price call under the reference's base URL. */
export const SIMPLE_PRICE_PATH = '/api/v3/simple/price';
