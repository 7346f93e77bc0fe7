import { coinDisplay, isCoinSymbol } from './coins.js';
import { memoKind, type MemoKind } from './receive-memo.js';

/** The deposit side of an order, as far as its QR code needs it. */
export interface DepositTarget {
  /** the coin as the upstream spells it */
  symbol: string;
  address: string;
  /** the memo or tag the deposit must carry; absent or null when none */
  memo?: string | null;
}

/** How a coin as the upstream spells it ('xrp') writes its memo: a destination tag, or a memo. */
export function memoKindOf(spelling: string): MemoKind | null {
  const symbol = coinDisplay(spelling).symbol;
  return isCoinSymbol(symbol) ? memoKind(symbol) : null;
}

/**
 * The text the deposit QR code encodes: the one rule the order page (drawing in the browser) and
 * the server (drawing the PNG of the script-free page, keyed by this text) both use.
 *
 * An XRP destination tag goes into the code as `rAddress?dt=tag`, the form the XRPL standard
 * XLS-2d records as already in use across wallets, that Xaman's scanner reads and payment
 * processors hand out; the XLS-2d reference parser reads it with or without a `ripple:` prefix,
 * so the prefix adds nothing. A wallet that reads only plain addresses refuses this code rather
 * than paying without the tag, which would lose the deposit. Other memos have no URI field that
 * wallets agree on: their code is the address alone, and the page asks for the memo beside it.
 */
export function depositQrText({ symbol, address, memo }: DepositTarget): string {
  return memo && memoKindOf(symbol) === 'destination-tag' ? `${address}?dt=${memo}` : address;
}
