import { describe, expect, it } from 'vitest';
import { depositQrText, memoKindOf } from './deposit-qr.js';

const XRP = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';

describe('depositQrText: what the deposit QR code encodes', () => {
  it('is the address when there is no memo', () => {
    expect(depositQrText({ symbol: 'XRP', address: XRP })).toBe(XRP);
    expect(depositQrText({ symbol: 'XRP', address: XRP, memo: null })).toBe(XRP);
  });

  it("carries an XRP tag as XLS-2d's dt parameter, whatever the upstream's spelling", () => {
    expect(depositQrText({ symbol: 'XRP', address: XRP, memo: '42' })).toBe(`${XRP}?dt=42`);
    expect(depositQrText({ symbol: 'xrp', address: XRP, memo: '42' })).toBe(`${XRP}?dt=42`);
  });

  it('leaves a memo out where the coin has no URI field for it', () => {
    expect(depositQrText({ symbol: 'BNB', address: '0xabc', memo: 'memo-1' })).toBe('0xabc');
    expect(depositQrText({ symbol: 'UNKNOWNCOIN', address: 'a1', memo: '7' })).toBe('a1');
  });
});

describe('memoKindOf', () => {
  it('names XRP memos destination tags, and no other coin’s', () => {
    expect(memoKindOf('xrp')).toBe('destination-tag');
    expect(memoKindOf('ETH')).toBeNull();
    expect(memoKindOf('NOPE')).toBeNull();
  });
});
