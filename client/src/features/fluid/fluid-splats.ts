import { FLUID } from '../../lib/ui-constants.js';

/** A random source returning numbers in [0, 1), like Math.random; injected so tests can fix it. */
export type RandomSource = () => number;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * One push of velocity and dye into the simulation. Position is in texture space (0..1, y up),
 * force is in simulation cells per second.
 */
export interface Splat {
  x: number;
  y: number;
  dx: number;
  dy: number;
  color: Rgb;
}

/** Pointer splats are dim so moving the mouse tints the background instead of flooding it. */
export const POINTER_BRIGHTNESS = 0.15;
/** Load-time splats are bright enough to cross the bloom threshold. */
const BURST_BRIGHTNESS = 1;
const BURST_SPEED = 1000;
/** How hard pointer movement pushes, per short side of the screen travelled. */
const POINTER_FORCE = 6000;

/** How many splats the load-time burst throws: uniform over the spec's inclusive range. */
export function burstSize(random: RandomSource, range = FLUID.initialSplats): number {
  const span = range.max - range.min + 1;
  // Clamp guards a source that returns exactly 1 or slightly above.
  return Math.min(range.max, range.min + Math.floor(random() * span));
}

/** A fully saturated colour of random hue, scaled to the given brightness. */
export function randomColor(random: RandomSource, brightness: number): Rgb {
  const hue = random() * 6;
  const sector = Math.floor(hue) % 6;
  const rise = hue - Math.floor(hue);
  const fall = 1 - rise;
  // Walk round the colour wheel: one channel full, one rising or falling, one off.
  const wheel: [number, number, number][] = [
    [1, rise, 0],
    [fall, 1, 0],
    [0, 1, rise],
    [0, fall, 1],
    [rise, 0, 1],
    [1, 0, fall],
  ];
  const [r, g, b] = wheel[sector] ?? [1, 0, 0];
  return { r: r * brightness, g: g * brightness, b: b * brightness };
}

/** The burst of random splats thrown once when the simulation starts. */
export function burstSplats(random: RandomSource, range = FLUID.initialSplats): Splat[] {
  const count = burstSize(random, range);
  return Array.from({ length: count }, () => ({
    x: random(),
    y: random(),
    dx: BURST_SPEED * (random() - 0.5),
    dy: BURST_SPEED * (random() - 0.5),
    color: randomColor(random, BURST_BRIGHTNESS),
  }));
}

/**
 * The splat for a pointer that moved from one CSS-pixel position to another inside a box of the
 * given size. Returns null when it did not move, so a hover without motion adds nothing.
 */
export function pointerSplat(
  from: { x: number; y: number },
  to: { x: number; y: number },
  size: { width: number; height: number },
  color: Rgb,
): Splat | null {
  if (size.width <= 0 || size.height <= 0) return null;
  // Measured against the short side: the simulation grid has square cells, so a stroke of the
  // same length pushes equally hard in either direction whatever the screen's shape.
  const shortSide = Math.min(size.width, size.height);
  const dx = (to.x - from.x) / shortSide;
  // Screen y grows downwards, texture y upwards.
  const dy = (from.y - to.y) / shortSide;
  if (dx === 0 && dy === 0) return null;
  return {
    x: to.x / size.width,
    y: 1 - to.y / size.height,
    dx: dx * POINTER_FORCE,
    dy: dy * POINTER_FORCE,
    color,
  };
}
