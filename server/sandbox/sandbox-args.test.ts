import { describe, expect, it } from 'vitest';
import { readSandboxArgs } from './sandbox-args.js';

describe('a standalone sandbox’s arguments', () => {
  it('starts the market where it is without arguments', () => {
    expect(readSandboxArgs([])).toEqual({ marketMovePercent: 0 });
  });

  it('starts the market moved by --market-percent, in either form', () => {
    expect(readSandboxArgs(['--market-percent=3'])).toEqual({ marketMovePercent: 3 });
    expect(readSandboxArgs(['--market-percent', '2.5'])).toEqual({ marketMovePercent: 2.5 });
    expect(readSandboxArgs(['--market-percent=-2.5'])).toEqual({ marketMovePercent: -2.5 });
  });

  it('refuses a move past 50% or not a number, saying the range', () => {
    for (const value of ['51', '-50.5', 'three', '']) {
      expect(readSandboxArgs([`--market-percent=${value}`]), value).toEqual({
        problem: '--market-percent: a number from -50 to 50',
      });
    }
  });

  it('refuses an argument it does not know, naming the one it takes', () => {
    const read = readSandboxArgs(['--preset=fast']);
    expect(read).toHaveProperty('problem', expect.stringMatching(/--preset.*--market-percent=N/s));
  });
});
