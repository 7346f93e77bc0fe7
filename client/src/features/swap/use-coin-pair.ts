import { useState } from 'react';
import { isSelectableSymbol, type CoinSymbol } from '../../../../shared/coins.js';

export type Side = 'send' | 'receive';

// a served coin that cannot be chosen (an edited script-free post) falls back to the default pair
const coinOr = (value: string | undefined, fallback: CoinSymbol): CoinSymbol =>
  value !== undefined && isSelectableSymbol(value) ? value : fallback;

/**
 * The pair of coins and which picker is open. The pair never holds one coin twice: picking the
 * other side's coin turns the pair around. `onSendChosen` runs when the send coin is picked,
 * whose amount no longer means anything.
 */
export function useCoinPair(
  served: { from?: string; to?: string } | undefined,
  onSendChosen: () => void,
) {
  const [from, setFrom] = useState<CoinSymbol>(() => coinOr(served?.from, 'BNB'));
  const [to, setTo] = useState<CoinSymbol>(() => coinOr(served?.to, 'ETH'));
  const [openPicker, setOpenPicker] = useState<Side | null>(null);

  const choose = (side: Side, symbol: CoinSymbol) => {
    setOpenPicker(null);
    const other = side === 'send' ? to : from;
    if (symbol === other) {
      setFrom(to);
      setTo(from);
    } else if (side === 'send') {
      setFrom(symbol);
    } else {
      setTo(symbol);
    }
    // the receive estimate clears by itself with the new pair
    if (side === 'send') onSendChosen();
  };

  const turnAround = () => {
    setOpenPicker(null);
    setFrom(to);
    setTo(from);
  };

  /**
   * The pair chosen in the plain selects before the script ran (any value that cannot be chosen
   * keeps the side's coin). The amount stays: the visitor may have typed it after choosing. Both
   * on one coin: the side that changed keeps it and the other takes its old coin, as `choose`.
   */
  const takeOver = (chosenFrom: string | undefined, chosenTo: string | undefined) => {
    const nextFrom = coinOr(chosenFrom, from);
    const nextTo = coinOr(chosenTo, to);
    if (nextFrom === from && nextTo === to) return;
    if (nextFrom !== nextTo) {
      setFrom(nextFrom);
      setTo(nextTo);
    } else if (nextFrom !== from) {
      setFrom(nextFrom);
      setTo(from);
    } else {
      setTo(nextTo);
      setFrom(to);
    }
  };

  return { from, to, openPicker, setOpenPicker, choose, turnAround, takeOver };
}
