import { describe, expect, it } from 'vitest';
import { isValidAddress } from './address.js';
import {
  COIN_SYMBOLS,
  COINS,
  GENERIC_ICON_KEY,
  coinDisplay,
  getCoin,
  isCoinSymbol,
  isSelectableSymbol,
  type CoinSymbol,
} from './coins.js';

const EVM_ADDRESS = '0x80dc9ebdce828b9ef230e55cc19c231526b1d601';
const TRON_ADDRESS = 'TJnv1CQKeWpwusNpDK4SsYSTC6vTamTeqq';
const BITCOIN_ADDRESS = '1DKP6nDeLaPbHmmNhN9tRFPvE8PWoMFicU';

describe('coin catalogue', () => {
  it('lists the 16 coins in the spec order, under the names the swap form shows', () => {
    expect(COIN_SYMBOLS.map((symbol) => getCoin(symbol).label)).toEqual([
      'BTC',
      'ETH',
      'BNB (BEP-20)',
      'USDT (ERC-20)',
      'BUSD (BEP-20)',
      'DAI (ERC-20)',
      'SOL',
      'Polygon (POLYGON)',
      'ADA',
      'XRP',
      'XMR',
      'USDT (TRC-20)',
      'USDT (BEP-20)',
      'DAI (BEP-20)',
      'AVAX',
      'CRO',
    ]);
    expect(COINS.map((coin) => coin.symbol)).toEqual(COIN_SYMBOLS);
  });

  it('lets only the first 14 coins be picked; AVAX and CRO are listed but cannot be', () => {
    const pickable = COIN_SYMBOLS.filter((symbol) => isSelectableSymbol(symbol));
    expect(pickable).toHaveLength(14);
    expect(COIN_SYMBOLS.filter((symbol) => !pickable.includes(symbol))).toEqual(['AVAX', 'CRO']);
  });

  it.each<[string, string, CoinSymbol[]]>([
    [
      'an Ethereum-format address',
      EVM_ADDRESS,
      ['ETH', 'BNB', 'USDT', 'BUSDBSC', 'DAI', 'MATIC', 'USDTBSC', 'DAIBSC'],
    ],
    ['a Tron address', TRON_ADDRESS, ['USDTTRC']],
    ['a Bitcoin address', BITCOIN_ADDRESS, ['BTC']],
  ])('takes %s as the receiving address of exactly these coins', (_title, address, coins) => {
    const accepting = COIN_SYMBOLS.filter(
      (symbol) => isSelectableSymbol(symbol) && isValidAddress(symbol, address),
    );
    expect(accepting).toEqual(coins);
  });

  it('gives every coin an icon key and a colour', () => {
    for (const coin of COINS) {
      expect(coin.iconKey).toMatch(/^[a-z0-9-]+$/);
      expect(coin.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('shows the same token on different chains with the same icon', () => {
    expect(getCoin('USDTTRC').iconKey).toBe(getCoin('USDT').iconKey);
    expect(getCoin('USDTBSC').iconKey).toBe(getCoin('USDT').iconKey);
    expect(getCoin('DAIBSC').iconKey).toBe(getCoin('DAI').iconKey);
  });
});

describe('isCoinSymbol and isSelectableSymbol', () => {
  it.each([
    ['BTC', true, true],
    ['DAIBSC', true, true],
    ['AVAX', true, false],
    ['CRO', true, false],
    ['btc', false, false],
    ['DOGE', false, false],
    ['', false, false],
  ])('%j: symbol %s, selectable %s', (value, known, selectable) => {
    expect(isCoinSymbol(value)).toBe(known);
    expect(isSelectableSymbol(value)).toBe(selectable);
  });
});

describe('coinDisplay (tracking page)', () => {
  it.each([
    ['btc', 'BTC', 'BTC'],
    ['eth', 'ETH', 'ETH'],
    ['bnb', 'BNB', 'BNB'],
    ['bnbbsc', 'BNB', 'BNB'],
    ['bsc', 'BNB', 'BNB'],
    ['bnb-bsc', 'BNB', 'BNB'],
    ['usdt', 'USDT', 'USDT'],
    ['usdterc20', 'USDT', 'USDT'],
    ['xmr', 'XMR', 'XMR'],
    ['sol', 'SOL', 'SOL'],
    ['ada', 'ADA', 'ADA'],
    ['dai', 'DAI', 'DAI(ERC-20)'],
    ['daibsc', 'DAIBSC', 'DAI(BEP-20)'],
    ['xrp', 'XRP', 'XRP'],
    ['busdbsc', 'BUSDBSC', 'BUSD'],
    ['usdtbsc', 'USDTBSC', 'USDT(BEP-20)'],
    ['usdttrc', 'USDTTRC', 'USDT(TRC-20)'],
    ['matic', 'MATIC', 'MATIC'],
  ])('recognises %j as %s, named %j', (spelling, symbol, name) => {
    expect(coinDisplay(spelling)).toMatchObject({ symbol, name, known: true });
  });

  it.each([
    ['BNB-BSC', 'BNB'],
    ['UsdtErc20', 'USDT'],
    ['DAIBSC', 'DAIBSC'],
    [' xmr ', 'XMR'],
  ])('ignores case and surrounding spaces: %j is %s', (spelling, symbol) => {
    expect(coinDisplay(spelling)).toMatchObject({ symbol, known: true });
  });

  it('uses the coin icon and colour for a known coin', () => {
    const coin = getCoin('BNB');
    expect(coinDisplay('bsc')).toMatchObject({ iconKey: coin.iconKey, color: coin.color });
  });

  it.each([
    ['avax', 'AVAX'],
    ['CRO', 'CRO'],
  ])('gives %s a real entry, not undefined', (spelling, symbol) => {
    const display = coinDisplay(spelling);
    expect(display).toMatchObject({ symbol, name: symbol, known: true });
    expect(display.iconKey).not.toBe(GENERIC_ICON_KEY);
  });

  it.each([
    ['doge', 'DOGE'],
    ['Shib', 'SHIB'],
    ['usdt-trc20', 'USDT-TRC20'],
  ])('gives an unknown symbol %j a generic entry named %s', (spelling, shown) => {
    expect(coinDisplay(spelling)).toEqual({
      symbol: shown,
      name: shown,
      iconKey: GENERIC_ICON_KEY,
      color: expect.stringMatching(/^#[0-9a-f]{6}$/i) as unknown,
      known: false,
    });
  });

  it.each(['', '   '])('shows %j as a question mark, never undefined', (spelling) => {
    expect(coinDisplay(spelling)).toMatchObject({ symbol: '?', name: '?', known: false });
  });
});
