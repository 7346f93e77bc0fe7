import type { CoinSymbol } from './coins.js';

/**
 * The coins whose receiving side can carry a memo, and how it is written. XRP's
 * destination tag is an unsigned 32-bit integer; a deposit to an exchange without it is lost.
 */
export const DESTINATION_TAG_MAX = 4_294_967_295;

export type MemoKind = 'destination-tag';

const MEMO_KIND: Partial<Record<CoinSymbol, MemoKind>> = { XRP: 'destination-tag' };

export function memoKind(symbol: CoinSymbol): MemoKind | null {
  return MEMO_KIND[symbol] ?? null;
}

/** Why a memo cannot go with the coin, in the API's words; null when it can. */
export function receiveMemoProblem(symbol: CoinSymbol, memo: string): string | null {
  const kind = memoKind(symbol);
  if (kind === null) return `${symbol} takes no memo or tag`;
  if (!/^\d{1,10}$/.test(memo) || Number(memo) > DESTINATION_TAG_MAX) {
    return `must be a destination tag: digits only, at most ${DESTINATION_TAG_MAX}`;
  }
  return null;
}
