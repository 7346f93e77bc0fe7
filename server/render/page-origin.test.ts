import { describe, expect, it } from 'vitest';
import { isHost } from './page-origin.js';

describe('isHost', () => {
  it.each([
    'swap.example',
    'swap.example:8443',
    'swap.example.',
    'localhost',
    '127.0.0.1:8080',
    '[::1]:8080',
    'abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvw.onion',
  ])('accepts %s', (host) => {
    expect(isHost(host)).toBe(true);
  });

  it.each([
    '',
    'x"onload="alert(1)',
    'swap..example',
    '.swap.example',
    'swap.example:',
    'swap.example:123456',
    '-swap.example',
    `${'a'.repeat(64)}.example`,
    '[::1',
    'a'.repeat(261),
  ])('refuses %j', (host) => {
    expect(isHost(host)).toBe(false);
  });

  // A Host of 45 such characters never returned from the old pattern; this one took seconds.
  it('refuses a crafted host of thousands of characters at once', () => {
    const startedAt = performance.now();
    for (const host of ['a'.repeat(30) + '_', 'a.'.repeat(120) + '_', 'a-'.repeat(120) + '_']) {
      expect(isHost(host)).toBe(false);
    }
    expect(performance.now() - startedAt).toBeLessThan(250);
  });
});
