import { describe, expect, it } from 'vitest';
import { FLUID } from '../../lib/ui-constants.js';
import {
  burstSize,
  burstSplats,
  pointerSplat,
  randomColor,
  type RandomSource,
} from './fluid-splats.js';

/** A repeatable source cycling through the given values. */
function sequence(...values: number[]): RandomSource {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

/** A small deterministic generator (LCG) for property-style checks. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WHITE = { r: 1, g: 1, b: 1 };

describe('burst on load', () => {
  it('throws the spec minimum of splats when the source gives its lowest value', () => {
    expect(burstSize(sequence(0))).toBe(FLUID.initialSplats.min);
    expect(FLUID.initialSplats.min).toBe(5);
  });

  it('throws the spec maximum when the source gives its highest value', () => {
    expect(burstSize(sequence(0.999_999))).toBe(FLUID.initialSplats.max);
    expect(FLUID.initialSplats.max).toBe(24);
  });

  it('stays within 5 to 24 even for a source that misbehaves and returns 1', () => {
    expect(burstSize(sequence(1))).toBe(24);
  });

  it('reaches every count from 5 to 24 and nothing else over many loads', () => {
    const random = seeded(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(burstSize(random));
    expect([...seen].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => 5 + index),
    );
  });

  it('makes as many splats as the drawn count, each inside the screen', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const splats = burstSplats(seeded(seed));
      expect(splats.length).toBe(burstSize(seeded(seed)));
      for (const splat of splats) {
        expect(splat.x).toBeGreaterThanOrEqual(0);
        expect(splat.x).toBeLessThan(1);
        expect(splat.y).toBeGreaterThanOrEqual(0);
        expect(splat.y).toBeLessThan(1);
      }
    }
  });

  it('gives different loads different bursts', () => {
    expect(burstSplats(seeded(1))).not.toEqual(burstSplats(seeded(2)));
  });
});

describe('colours', () => {
  it('keeps one channel at the requested brightness and none above it', () => {
    for (const value of [0, 0.1, 0.3, 0.5, 0.7, 0.9, 0.999]) {
      const { r, g, b } = randomColor(sequence(value), 0.5);
      expect(Math.max(r, g, b)).toBeCloseTo(0.5);
      expect(Math.min(r, g, b)).toBeCloseTo(0);
    }
  });

  it('walks the hue wheel: red, green and blue regions', () => {
    expect(randomColor(sequence(0), 1)).toEqual({ r: 1, g: 0, b: 0 });
    expect(randomColor(sequence(2 / 6), 1)).toEqual({ r: 0, g: 1, b: 0 });
    expect(randomColor(sequence(4 / 6), 1)).toEqual({ r: 0, g: 0, b: 1 });
  });
});

describe('pointer splats', () => {
  const screen = { width: 1000, height: 500 };

  it('adds nothing when the pointer did not move', () => {
    expect(pointerSplat({ x: 10, y: 10 }, { x: 10, y: 10 }, screen, WHITE)).toBeNull();
  });

  it('lands where the pointer is, with texture y pointing up', () => {
    const splat = pointerSplat({ x: 240, y: 100 }, { x: 250, y: 100 }, screen, WHITE);
    expect(splat?.x).toBeCloseTo(0.25);
    expect(splat?.y).toBeCloseTo(0.8);
  });

  it('pushes the way the pointer went: right is +x, down the screen is -y', () => {
    const right = pointerSplat({ x: 100, y: 100 }, { x: 120, y: 100 }, screen, WHITE);
    const down = pointerSplat({ x: 100, y: 100 }, { x: 100, y: 120 }, screen, WHITE);
    expect(right?.dx).toBeGreaterThan(0);
    expect(right?.dy).toBe(0);
    expect(down?.dy).toBeLessThan(0);
    expect(down?.dx).toBe(0);
  });

  it('pushes equally hard for the same stroke length across or down a wide screen', () => {
    const across = pointerSplat({ x: 100, y: 100 }, { x: 130, y: 100 }, screen, WHITE);
    const down = pointerSplat({ x: 100, y: 100 }, { x: 100, y: 130 }, screen, WHITE);
    expect(Math.abs(across?.dx ?? 0)).toBeCloseTo(Math.abs(down?.dy ?? 1));
  });

  it('ignores a screen with no size', () => {
    expect(pointerSplat({ x: 0, y: 0 }, { x: 5, y: 5 }, { width: 0, height: 0 }, WHITE)).toBeNull();
  });
});
