import { describe, expect, it } from 'vitest';
import { estimateMoved, formatQuoteAge, isQuoteStale, quoteAgeSeconds } from './quote-freshness.js';

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
    expect(formatQuoteAge(seconds)).toBe(text);
  });

  it('calls a quote stale only when it is older than 60 s', () => {
    expect(isQuoteStale(0, 60_000)).toBe(false);
    expect(isQuoteStale(0, 60_001)).toBe(true);
  });

  it.each([
    [2.5, 2.525, false, 'exactly 1% up'],
    [2.5, 2.475, false, 'exactly 1% down'],
    [2.5, 2.5251, true, 'just over 1% up'],
    [2.5, 2.4749, true, 'just over 1% down'],
    [0.1918125, 0.1918125, false, 'unchanged'],
    [1000, 1009.99, false, 'under 1% on a large number'],
    [null, 2.5, true, 'an estimate where there was none'],
    [2.5, null, true, 'no estimate any more'],
    [null, null, false, 'still none'],
    [0, 0.0001, true, 'anything from zero'],
  ])('%s -> %s moved: %s (%s)', (shown, fresh, moved, _case) => {
    expect(estimateMoved(shown, fresh)).toBe(moved);
  });
});
