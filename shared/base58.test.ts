import { describe, expect, it } from 'vitest';
import { decodeBase58, encodeBase58 } from './base58.js';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('base58', () => {
  it.each([
    ['no bytes', bytes(), ''],
    ['one zero byte', bytes(0), '1'],
    ['three zero bytes', bytes(0, 0, 0), '111'],
    ['a single byte', bytes(57), 'z'],
    ['the first two-digit value', bytes(58), '21'],
    ['two bytes', bytes(0xff, 0xff), 'LUv'],
    ['leading zeros before data', bytes(0, 0, 1, 2, 3), '11Ldp'],
    [
      '"Hello World!"',
      Uint8Array.from('Hello World!', (char) => char.charCodeAt(0)),
      '2NEpo7TZRRrLZSi2U',
    ],
  ])('encodes %s and decodes it back', (_title, data, text) => {
    expect(encodeBase58(data)).toBe(text);
    expect(decodeBase58(text)).toEqual(data);
  });

  it('round-trips 32-byte keys of every leading-zero count', () => {
    for (let zeros = 0; zeros <= 32; zeros++) {
      const data = new Uint8Array(32);
      for (let i = zeros; i < 32; i++) data[i] = (i * 37 + zeros * 11 + 1) % 256 || 1;
      const text = encodeBase58(data);
      expect(text.startsWith('1'.repeat(zeros))).toBe(true);
      expect(text.charAt(zeros)).not.toBe('1');
      expect(decodeBase58(text)).toEqual(data);
    }
  });

  it('decodes a 32-byte Solana key from 43 and from 44 characters', () => {
    expect(decodeBase58('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toHaveLength(32);
    expect(decodeBase58('FhZTypXxHN7qLyqHrGjC58YRZuq7LLL6QEaEGAqSvQb1')).toHaveLength(32);
  });

  it.each([
    ['zero', '0'],
    ['capital O', 'O'],
    ['capital I', 'I'],
    ['lower-case l', 'l'],
    ['a space', ' '],
    ['a plus sign', '+'],
    ['a non-ASCII letter', 'é'],
  ])('refuses text containing %s', (_title, char) => {
    expect(decodeBase58(`2NEpo7${char}TZRR`)).toBeNull();
  });
});
