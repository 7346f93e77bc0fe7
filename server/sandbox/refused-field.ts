import { isValidAddress } from '../../shared/address.js';
import type { CoinSymbol } from '../../shared/coins.js';
import { receiveMemoProblem } from '../../shared/receive-memo.js';

/** A creation's field a JSON provider's sandbox refuses, whichever words its dialect uses. */
export type RefusedField = 'address' | 'refund-address' | 'memo';

/**
 * The first of the visitor's fields the provider would refuse: a receiving address not of the
 * coin received, a refund address not of the coin sent, a memo the coin received cannot carry.
 */
export function refusedField(
  from: CoinSymbol,
  to: CoinSymbol,
  fields: { address: string; refundAddress?: string | null; memo?: string | null },
): RefusedField | null {
  if (!isValidAddress(to, fields.address)) return 'address';
  if (fields.refundAddress && !isValidAddress(from, fields.refundAddress)) return 'refund-address';
  if (fields.memo && receiveMemoProblem(to, fields.memo)) return 'memo';
  return null;
}
