import WAValidator from 'multicoin-address-validator';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { isValidAddress } from './address.js';

// The library throws on inputs and currencies it does not expect; that must read as "invalid",
// never reach the visitor as an error. A spy on the library's one object rather than vi.mock of
// the package: the unit project shares loaded modules between files (vitest.config.ts).
let validate: MockInstance;
beforeEach(() => {
  validate = vi.spyOn(WAValidator, 'validate').mockImplementation(() => {
    throw new Error('unsupported currency');
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('counts an address as invalid when the validator library throws', () => {
  expect(isValidAddress('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  expect(isValidAddress('ETH', '0x80dc9ebdce828b9ef230e55cc19c231526b1d601')).toBe(false);
  expect(validate).toHaveBeenCalledTimes(2);
});

it('still checks SOL by decoding, without the library', () => {
  expect(isValidAddress('SOL', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true);
  expect(validate).not.toHaveBeenCalled();
});
