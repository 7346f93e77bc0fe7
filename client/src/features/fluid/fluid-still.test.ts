import { describe, expect, it } from 'vitest';
import type { Splat } from './fluid-splats.js';
import { stillPicture } from './fluid-still.js';

const splat = (x: number, y: number, r: number, g: number, b: number): Splat => ({
  x,
  y,
  dx: 0,
  dy: 0,
  color: { r, g, b },
});

describe('still picture', () => {
  it('paints one glow per splat', () => {
    const css = stillPicture([
      splat(0.1, 0.1, 1, 0, 0),
      splat(0.5, 0.5, 0, 1, 0),
      splat(0.9, 0.2, 0, 0, 1),
    ]);
    expect(css.match(/radial-gradient\(/g)).toHaveLength(3);
  });

  it('puts a splat near the top of the texture near the top of the screen', () => {
    expect(stillPicture([splat(0.25, 0.9, 1, 0, 0)])).toContain('at 25.0% 10.0%');
  });

  it('clamps over-bright colours to valid CSS', () => {
    expect(stillPicture([splat(0.5, 0.5, 3, -1, 0.5)])).toContain('rgba(255, 0, 128,');
  });

  it('is empty for no splats', () => {
    expect(stillPicture([])).toBe('');
  });
});
