import type { Splat } from './fluid-splats.js';

/** How far a splat's colour reaches in the still picture, in vmin. */
const REACH_VMIN = 22;
const OPACITY = 0.35;

function channel(value: number): number {
  return Math.round(Math.min(1, Math.max(0, value)) * 255);
}

function percent(value: number): string {
  return `${(Math.min(1, Math.max(0, value)) * 100).toFixed(1)}%`;
}

/**
 * A CSS background-image value painting each splat as a soft coloured glow where the simulation
 * would have put it: the still picture used when WebGL would be too slow to draw even one frame.
 * Set through the CSSOM (element.style), which the content security policy allows.
 */
export function stillPicture(splats: readonly Splat[]): string {
  return splats
    .map((splat) => {
      const { r, g, b } = splat.color;
      const color = `rgba(${channel(r)}, ${channel(g)}, ${channel(b)}, ${OPACITY})`;
      // Texture space has y up, CSS positions y down.
      const at = `${percent(splat.x)} ${percent(1 - splat.y)}`;
      return `radial-gradient(circle ${REACH_VMIN}vmin at ${at}, ${color}, transparent)`;
    })
    .join(', ');
}
