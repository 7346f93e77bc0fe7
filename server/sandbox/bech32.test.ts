import { describe, expect, it } from 'vitest';
import { encodeBech32, toWords } from './bech32.js';

describe('bech32', () => {
  it('encodes the BIP-173 pay-to-witness-public-key-hash example', () => {
    const program = Buffer.from('751e76e8199196d454941c45d1b3a323f1433bd6', 'hex');
    expect(encodeBech32('bc', [0, ...toWords(program)])).toBe(
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    );
  });

  it('pads the last 5-bit word with zero bits', () => {
    expect(toWords(Uint8Array.of(0xff))).toEqual([31, 28]);
  });
});
