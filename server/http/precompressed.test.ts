import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './precompressed.js';

describe('acceptedCodings', () => {
  it('takes what a browser lists, in any case and with spaces', () => {
    expect([...acceptedCodings('gzip, deflate, BR, zstd')].sort()).toEqual([
      'br',
      'deflate',
      'gzip',
      'zstd',
    ]);
  });

  it('refuses a coding with q=0, and takes one with a positive q', () => {
    const taken = acceptedCodings('br;q=0, gzip;q=0.5');
    expect(taken.has('br')).toBe(false);
    expect(taken.has('gzip')).toBe(true);
  });

  it('lets * stand for the codings not refused by name', () => {
    const taken = acceptedCodings('*, br;q=0');
    expect(taken.has('gzip')).toBe(true);
    expect(taken.has('br')).toBe(false);
  });

  it('takes nothing from a missing header or identity alone', () => {
    expect(acceptedCodings(undefined).size).toBe(0);
    expect([...acceptedCodings('identity')]).toEqual(['identity']);
  });
});
