import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createVisitorKeys } from './visitor-key.js';

const DAY_MS = 86_400_000;
const IP = '203.0.113.9';

describe('the key a visitor is counted under', () => {
  it('is the same all day on every replica holding the secret, and apart for each visitor', () => {
    const secret = randomBytes(32);
    let now = Date.UTC(2026, 10, 27, 0, 0, 1);
    const one = createVisitorKeys(secret, () => now);
    const other = createVisitorKeys(Buffer.from(secret), () => now);
    const morning = one(IP);
    now += DAY_MS - 2000;
    expect(one(IP)).toBe(morning);
    expect(other(IP)).toBe(morning);
    expect(one('203.0.113.10')).not.toBe(morning);
  });

  it('changes each day and with the secret, so a disk cannot link one day to the next', () => {
    const secret = randomBytes(32);
    let now = Date.UTC(2026, 10, 27, 23, 59, 59);
    const keys = createVisitorKeys(secret, () => now);
    const before = keys(IP);
    now += 2000;
    expect(keys(IP)).not.toBe(before);
    expect(createVisitorKeys(randomBytes(32), () => now)(IP)).not.toBe(keys(IP));
  });

  it('holds neither the address nor a plain hash of it', () => {
    const key = createVisitorKeys(randomBytes(32))(IP);
    expect(key).not.toContain(IP);
    for (const algorithm of ['sha256', 'sha1', 'md5']) {
      const digest = createHash(algorithm).update(IP).digest();
      for (const form of [digest.toString('hex'), digest.toString('base64url')])
        expect(form).not.toContain(key.slice(0, 8));
    }
  });

  it('is remembered for a connection only while the same visitor uses it, and only that day', () => {
    const secret = randomBytes(32);
    let now = Date.UTC(2026, 10, 27, 23, 59, 58);
    const keys = createVisitorKeys(secret, () => now);
    const fresh = createVisitorKeys(secret, () => now);
    const connection = {};
    expect(keys(IP, connection)).toBe(fresh(IP));
    // behind a proxy one connection carries several visitors: each keeps their own key
    expect(keys('203.0.113.10', connection)).toBe(fresh('203.0.113.10'));
    expect(keys(IP, connection)).toBe(fresh(IP));
    expect(keys(IP, {})).toBe(fresh(IP));
    const yesterday = keys(IP, connection);
    now += 2000;
    expect(keys(IP, connection)).not.toBe(yesterday);
    expect(keys(IP, connection)).toBe(fresh(IP));
  });
});
