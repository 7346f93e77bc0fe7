import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../../shared/address.js';
import { COIN_SYMBOLS, getCoin } from '../../shared/coins.js';
import { depositAddressFor, toChecksumAddress } from './deposit-address.js';

describe('deposit addresses', () => {
  it.each(COIN_SYMBOLS)('makes %s addresses that pass the shared validator', (symbol) => {
    const addresses = Array.from({ length: 50 }, () => depositAddressFor(symbol));
    for (const address of addresses) expect(isValidAddress(symbol, address), address).toBe(true);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('writes each family the way its wallets do', () => {
    const prefixes: Record<string, RegExp> = {
      evm: /^0x[0-9a-fA-F]{40}$/,
      tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
      bitcoin: /^bc1q[02-9ac-hj-np-z]{38}$/,
      ripple: /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/,
      monero: /^4[1-9A-HJ-NP-Za-km-z]{94}$/,
      cardano: /^addr1v[02-9ac-hj-np-z]{52}$/,
      solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
    };
    for (const symbol of COIN_SYMBOLS) {
      expect(depositAddressFor(symbol)).toMatch(prefixes[getCoin(symbol).family]!);
    }
  });

  it('applies the EIP-55 checksum to EVM addresses', () => {
    // The worked examples of EIP-55.
    expect(toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    expect(toChecksumAddress('FB6916095CA1DF60BB79CE92CE3EA74C37C5D359')).toBe(
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    );
  });
});
