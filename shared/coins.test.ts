import { describe, expect, it } from 'vitest';
import {
  COIN_SYMBOLS,
  COINS,
  GENERIC_ICON_KEY,
  coinDisplay,
  getCoin,
  isCoinSymbol,
  isSelectableSymbol,
  type AddressFamily,
  type CoinSymbol,
} from './coins.js';

describe('coin catalogue', () => {
  it('lists the 16 symbols in the spec order', () => {
    expect(COIN_SYMBOLS).toEqual([
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
    ]);
    expect(COINS.map((coin) => coin.symbol)).toEqual(COIN_SYMBOLS);
  });

  it.each<[CoinSymbol, string]>([
    ['BTC', 'BTC'],
    ['ETH', 'ETH'],
    ['BNB', 'BNB (BEP-20)'],
    ['USDT', 'USDT (ERC-20)'],
    ['BUSDBSC', 'BUSD (BEP-20)'],
    ['DAI', 'DAI (ERC-20)'],
    ['SOL', 'SOL'],
    ['MATIC', 'Polygon (POLYGON)'],
    ['ADA', 'ADA'],
    ['XRP', 'XRP'],
    ['XMR', 'XMR'],
    ['USDTTRC', 'USDT (TRC-20)'],
    ['USDTBSC', 'USDT (BEP-20)'],
    ['DAIBSC', 'DAI (BEP-20)'],
    ['AVAX', 'AVAX'],
    ['CRO', 'CRO'],
  ])('labels %s as %j on the swap form', (symbol, label) => {
    expect(getCoin(symbol).label).toBe(label);
  });

  it('lets only the first 14 coins be picked', () => {
    expect(COINS.filter((coin) => coin.selectable).map((coin) => coin.symbol)).toEqual(
      COIN_SYMBOLS.slice(0, 14),
    );
    expect(getCoin('AVAX').selectable).toBe(false);
    expect(getCoin('CRO').selectable).toBe(false);
  });

  it.each<[CoinSymbol, AddressFamily]>([
    ['BTC', 'bitcoin'],
    ['ETH', 'evm'],
    ['BNB', 'evm'],
    ['USDT', 'evm'],
    ['BUSDBSC', 'evm'],
    ['DAI', 'evm'],
    ['SOL', 'solana'],
    ['MATIC', 'evm'],
    ['ADA', 'cardano'],
    ['XRP', 'ripple'],
    ['XMR', 'monero'],
    ['USDTTRC', 'tron'],
    ['USDTBSC', 'evm'],
    ['DAIBSC', 'evm'],
  ])('checks %s receiving addresses as %s', (symbol, family) => {
    expect(getCoin(symbol).family).toBe(family);
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
