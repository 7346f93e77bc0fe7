// @ts-check
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawPng, pngPathOf, RASTER_IMAGES } from './raster-images.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// The committed PNG of each SVG picture is what its SVG draws today: an SVG changed without
// `node tooling/raster/raster-images.js` would leave Tor Browser's Safest level an old picture.
describe('raster forms of the SVG pictures', () => {
  it.each(RASTER_IMAGES.map((image) => [image.svg, image]))(
    '%s has an up-to-date PNG',
    /** @param {string} _svg @param {{ svg: string, width: number }} image */
    (_svg, image) => {
      const committed = readFileSync(`${ROOT}/${pngPathOf(image.svg)}`);
      expect(drawPng(image).equals(committed)).toBe(true);
    },
  );
});
