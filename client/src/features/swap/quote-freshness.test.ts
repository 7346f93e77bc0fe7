import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/i18n.js';
import { formatQuoteAge, quoteAgeSeconds } from './quote-freshness.js';

describe('quote freshness', () => {
  it('counts the age in whole seconds and never below zero', () => {
    expect(quoteAgeSeconds(10_000, 22_999)).toBe(12);
    expect(quoteAgeSeconds(10_000, 9_000)).toBe(0);
  });

  it.each([
    [0, 'Rate updated just now'],
    [12, 'Rate updated 12 s ago'],
    [59, 'Rate updated 59 s ago'],
    [60, 'Rate updated 1 min ago'],
    [185, 'Rate updated 3 min ago'],
  ])('words an age of %i s as %j', (seconds, text) => {
    expect(translate('en', ...formatQuoteAge(seconds))).toBe(text);
  });
});
