import { describe, expect, it } from 'vitest';
import { itAnswers } from '../../shared/test-support/table-tests.js';
import { isHost } from './page-origin.js';

describe('isHost', () => {
  itAnswers('accepts %s', isHost, true, [
    'swap.example',
    'swap.example:8443',
    'swap.example.',
    'localhost',
    '127.0.0.1:8080',
    '[::1]:8080',
    'abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrstuvw.onion',
  ]);

  itAnswers('refuses %j', isHost, false, [
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
  ]);

  // A Host of 45 such characters never returned from the old pattern; this one took seconds.
  it('refuses a crafted host of thousands of characters at once', () => {
    const startedAt = performance.now();
    for (const host of ['a'.repeat(30) + '_', 'a.'.repeat(120) + '_', 'a-'.repeat(120) + '_']) {
      expect(isHost(host)).toBe(false);
    }
    expect(performance.now() - startedAt).toBeLessThan(250);
  });
});
