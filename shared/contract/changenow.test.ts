import { describe, expect, it } from 'vitest';
import { SELECTABLE_COIN_COUNT } from '../constants.js';
import { COINS } from '../coins.js';
import { ORDER_STATUS_TEXT, isTerminal } from '../order-status.js';
import { CHANGENOW_COINS, coinOfChangenow, statusOfChangenow } from './changenow.js';

describe("ChangeNOW's status words", () => {
  it.each([
    ['new', 0, false],
    ['waiting', 0, false],
    ['confirming', 1, false],
    ['exchanging', 2, false],
    ['sending', 3, false],
    ['finished', 4, true],
    ['expired', 5, true],
    ['failed', 6, true],
    ['refunded', 7, true],
    ['verifying', 8, false],
  ])('%s shows as status %i (final: %s)', (word, status, final) => {
    expect(statusOfChangenow(word)).toBe(status);
    expect(isTerminal(status)).toBe(final);
    expect(ORDER_STATUS_TEXT[status as keyof typeof ORDER_STATUS_TEXT]).toBeTruthy();
  });

  it('knows no other word', () => {
    expect(statusOfChangenow('hold')).toBeNull();
    expect(statusOfChangenow('toString')).toBeNull();
  });
});

describe("ChangeNOW's names for our coins", () => {
  it('names every selectable coin once, by ticker and network', () => {
    const selectable = COINS.slice(0, SELECTABLE_COIN_COUNT).map((coin) => coin.symbol);
    const names = selectable.map((symbol) => CHANGENOW_COINS[symbol]);
    expect(names.every(Boolean)).toBe(true);
    const spelled = names.map((name) => `${name!.ticker}/${name!.network}`);
    expect(new Set(spelled).size).toBe(selectable.length);
    for (const symbol of selectable) {
      const { ticker, network } = CHANGENOW_COINS[symbol]!;
      expect(coinOfChangenow(ticker.toUpperCase(), network)).toBe(symbol);
    }
  });
});
