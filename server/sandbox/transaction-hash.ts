import { createHash } from 'node:crypto';
import type { CoinSymbol } from '../../shared/coins.js';

/** Coins on EVM chains: their transaction hashes are 0x and 64 hex digits. */
const EVM: ReadonlySet<CoinSymbol> = new Set<CoinSymbol>([
  'ETH',
  'BNB',
  'USDT',
  'BUSDBSC',
  'DAI',
  'MATIC',
  'USDTBSC',
  'DAIBSC',
]);

export type TransactionKind = 'payin' | 'payout' | 'refund';

/**
 * A made-up transaction hash for a sandbox order, in the coin's usual form: 0x and 64
 * hex digits on EVM chains, 64 upper-case hex digits on XRP, 128 hex digits for a Solana
 * signature's bytes, 64 hex digits elsewhere. Random-looking but derived from the order's id and
 * the transaction's kind, so every reply (and a restarted sandbox) names the same hash. Nobody
 * holds these: no explorer knows them.
 */
export function sandboxTransactionHash(
  orderId: string,
  kind: TransactionKind,
  coin: CoinSymbol,
): string {
  const digest = (round: number) =>
    createHash('sha256').update(`sandbox-transaction:${kind}:${orderId}:${round}`).digest('hex');
  if (EVM.has(coin)) return `0x${digest(0)}`;
  if (coin === 'XRP') return digest(0).toUpperCase();
  if (coin === 'SOL') return digest(0) + digest(1);
  return digest(0);
}
