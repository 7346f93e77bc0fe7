import WAValidator from 'multicoin-address-validator';
import { decodeBase58 } from './base58.js';
import { getCoin, type AddressFamily, type CoinSymbol } from './coins.js';
import { SOLANA_ADDRESS_BYTES } from './constants.js';

// The library's own names for the families it checks; mainnet only.
const LIBRARY_CURRENCY: Record<Exclude<AddressFamily, 'solana'>, string> = {
  evm: 'eth', // EIP-55 checksum enforced when the address is mixed case
  tron: 'trx',
  bitcoin: 'btc',
  ripple: 'xrp',
  monero: 'xmr',
  cardano: 'ada',
};

function isSolanaAddress(address: string): boolean {
  return decodeBase58(address)?.length === SOLANA_ADDRESS_BYTES;
}

/**
 * Whether the address can receive the coin. Kept out of the initial page bundle: the client
 * imports this module lazily. A validator that throws counts as invalid.
 */
export function isValidAddress(symbol: CoinSymbol, address: string): boolean {
  if (address.length === 0 || address.length > 128 || address.trim() !== address) return false;
  const family = getCoin(symbol).family;
  if (family === 'solana') return isSolanaAddress(address);
  try {
    return WAValidator.validate(address, LIBRARY_CURRENCY[family], { networkType: 'prod' });
  } catch {
    return false;
  }
}
