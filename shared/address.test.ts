import { describe, expect, it } from 'vitest';
import { isValidAddress } from './address.js';
import { COIN_SYMBOLS } from './coins.js';
import { EVM, TRON, VECTORS_BY_COIN } from './test-support/address-vectors.js';

// The vectors (shared/test-support/address-vectors.ts) are also the decision 024 table's.

describe('isValidAddress', () => {
  it("has cases for every one of the spec's coins", () => {
    expect(Object.keys(VECTORS_BY_COIN)).toEqual([...COIN_SYMBOLS]);
  });

  describe.each(COIN_SYMBOLS)('for %s', (symbol) => {
    const { valid, invalid } = VECTORS_BY_COIN[symbol];
    const anyValid = Object.values(valid)[0]!;

    it('has at least 3 valid and 4 invalid examples', () => {
      expect(Object.keys(valid).length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(invalid).length).toBeGreaterThanOrEqual(4);
    });

    it.each(Object.entries(valid))('accepts %s', (_title, address) => {
      expect(isValidAddress(symbol, address)).toBe(true);
    });

    it.each(Object.entries(invalid))('rejects %s', (_title, address) => {
      expect(isValidAddress(symbol, address)).toBe(false);
    });

    it.each([
      ['an empty address', ''],
      ['only spaces', '   '],
      ['a valid address with a leading space', ` ${anyValid}`],
      ['a valid address with a trailing newline', `${anyValid}\n`],
      ['a valid address with a space inside', `${anyValid.slice(0, 10)} ${anyValid.slice(10)}`],
      ['a valid address repeated past 128 characters', anyValid.repeat(4)],
    ])('rejects %s', (_title, address) => {
      expect(isValidAddress(symbol, address)).toBe(false);
    });
  });

  it.each(['AVAX', 'CRO'] as const)('checks %s as an Ethereum-style address', (symbol) => {
    expect(isValidAddress(symbol, EVM.valid['a correctly checksummed mixed-case address']!)).toBe(
      true,
    );
    expect(isValidAddress(symbol, TRON.valid['an account address']!)).toBe(false);
  });
});
