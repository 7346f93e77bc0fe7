import { SELECTABLE_COIN_COUNT } from './constants.js';

/** The 16 symbols in the spec's order; only the first 14 can be picked. */
export const COIN_SYMBOLS = [
  'BTC',
  'ETH',
  'BNB',
  'USDT',
  'BUSDBSC',
  'DAI',
  'SOL',
  'MATIC',
  'ADA',
  'XRP',
  'XMR',
  'USDTTRC',
  'USDTBSC',
  'DAIBSC',
  'AVAX',
  'CRO',
] as const;

export type CoinSymbol = (typeof COIN_SYMBOLS)[number];

/** How a receiving address for the coin is written. */
export type AddressFamily = 'evm' | 'tron' | 'solana' | 'bitcoin' | 'ripple' | 'monero' | 'cardano';

export interface Coin {
  symbol: CoinSymbol;
  /** label on the swap form */
  label: string;
  /** name on the tracking page */
  name: string;
  /** file name (without extension) of the coin's icon */
  iconKey: string;
  color: string;
  family: AddressFamily;
  selectable: boolean;
  /** lower-case spellings the upstream may use for this coin on the tracking page */
  aliases: readonly string[];
  /** the smallest unit's place: an amount the site signs has at most this many decimals */
  decimals: number;
}

type CoinDetails = Omit<Coin, 'symbol' | 'selectable'>;

const DETAILS: Record<CoinSymbol, CoinDetails> = {
  BTC: {
    label: 'BTC',
    name: 'BTC',
    iconKey: 'btc',
    color: '#f7931a',
    family: 'bitcoin',
    aliases: [],
    decimals: 8,
  },
  ETH: {
    label: 'ETH',
    name: 'ETH',
    iconKey: 'eth',
    color: '#627eea',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  BNB: {
    label: 'BNB (BEP-20)',
    name: 'BNB',
    iconKey: 'bnb',
    color: '#f3ba2f',
    family: 'evm',
    aliases: ['bnbbsc', 'bsc', 'bnb-bsc'],
    decimals: 18,
  },
  USDT: {
    label: 'USDT (ERC-20)',
    name: 'USDT',
    iconKey: 'usdt',
    color: '#26a17b',
    family: 'evm',
    aliases: ['usdterc20'],
    decimals: 6,
  },
  BUSDBSC: {
    label: 'BUSD (BEP-20)',
    name: 'BUSD',
    iconKey: 'busd',
    color: '#f0b90b',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  DAI: {
    label: 'DAI (ERC-20)',
    name: 'DAI(ERC-20)',
    iconKey: 'dai',
    color: '#f5ac37',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  SOL: {
    label: 'SOL',
    name: 'SOL',
    iconKey: 'sol',
    color: '#9945ff',
    family: 'solana',
    aliases: [],
    decimals: 9,
  },
  MATIC: {
    label: 'Polygon (POLYGON)',
    name: 'MATIC',
    iconKey: 'matic',
    color: '#8247e5',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  ADA: {
    label: 'ADA',
    name: 'ADA',
    iconKey: 'ada',
    color: '#0033ad',
    family: 'cardano',
    aliases: [],
    decimals: 6,
  },
  XRP: {
    label: 'XRP',
    name: 'XRP',
    iconKey: 'xrp',
    color: '#23292f',
    family: 'ripple',
    aliases: [],
    decimals: 6,
  },
  XMR: {
    label: 'XMR',
    name: 'XMR',
    iconKey: 'xmr',
    color: '#ff6600',
    family: 'monero',
    aliases: [],
    decimals: 12,
  },
  USDTTRC: {
    label: 'USDT (TRC-20)',
    name: 'USDT(TRC-20)',
    iconKey: 'usdt',
    color: '#26a17b',
    family: 'tron',
    aliases: [],
    decimals: 6,
  },
  USDTBSC: {
    label: 'USDT (BEP-20)',
    name: 'USDT(BEP-20)',
    iconKey: 'usdt',
    color: '#26a17b',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  DAIBSC: {
    label: 'DAI (BEP-20)',
    name: 'DAI(BEP-20)',
    iconKey: 'dai',
    color: '#f5ac37',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  AVAX: {
    label: 'AVAX',
    name: 'AVAX',
    iconKey: 'avax',
    color: '#e84142',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
  CRO: {
    label: 'CRO',
    name: 'CRO',
    iconKey: 'cro',
    color: '#103f68',
    family: 'evm',
    aliases: [],
    decimals: 18,
  },
};

export const COINS: readonly Coin[] = COIN_SYMBOLS.map((symbol, index) => ({
  symbol,
  selectable: index < SELECTABLE_COIN_COUNT,
  ...DETAILS[symbol],
}));

const BY_SPELLING = new Map<string, Coin>();
for (const coin of COINS) {
  BY_SPELLING.set(coin.symbol.toLowerCase(), coin);
  for (const alias of coin.aliases) BY_SPELLING.set(alias, coin);
}

export function isCoinSymbol(value: string): value is CoinSymbol {
  return (COIN_SYMBOLS as readonly string[]).includes(value);
}

export function isSelectableSymbol(value: string): value is CoinSymbol {
  return COINS.some((coin) => coin.symbol === value && coin.selectable);
}

export function getCoin(symbol: CoinSymbol): Coin {
  // COINS is built from COIN_SYMBOLS, so every symbol is present.
  return COINS.find((coin) => coin.symbol === symbol)!;
}

/** A coin shown on the tracking page: known or generic, never undefined. */
export interface CoinDisplay {
  symbol: string;
  name: string;
  iconKey: string;
  color: string;
  known: boolean;
}

export const GENERIC_ICON_KEY = 'generic';

/** Looks up any spelling the upstream may send (case-insensitive, aliases included). */
export function coinDisplay(spelling: string): CoinDisplay {
  const coin = BY_SPELLING.get(spelling.trim().toLowerCase());
  if (coin) {
    return {
      symbol: coin.symbol,
      name: coin.name,
      iconKey: coin.iconKey,
      color: coin.color,
      known: true,
    };
  }
  const shown = spelling.trim().toUpperCase() || '?';
  return { symbol: shown, name: shown, iconKey: GENERIC_ICON_KEY, color: '#8a8f98', known: false };
}
