import { describe, expect, it } from 'vitest';
import { estimateMoved } from './estimate-move.js';

describe('estimateMoved (the 1% rule both doors share)', () => {
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
