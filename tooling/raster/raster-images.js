// @ts-check
/**
 * The PNG beside each SVG picture the pages show. Tor Browser at its Safest level turns SVG off,
 * so every meaningful image is served as a PNG drawn from its SVG at twice its CSS size (sharp
 * on 2x screens). The PNGs are committed; `node tooling/raster/raster-images.js` draws them again
 * after an SVG changes, and raster-images.test.ts fails while one is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** source SVG (from the repository root) and the PNG's width in pixels */
export const RASTER_IMAGES = [
  { svg: 'client/src/components/icons/busd.svg', width: 64 },
  { svg: 'client/src/features/layout/images/logo.svg', width: 64 },
  { svg: 'client/src/features/swap/images/search.svg', width: 36 },
  { svg: 'client/src/features/how-it-works/images/card-swap.svg', width: 112 },
  { svg: 'client/src/features/how-it-works/images/card-anonymize.svg', width: 112 },
  { svg: 'client/src/features/how-it-works/images/card-poof.svg', width: 112 },
  { svg: 'client/src/features/how-it-works/images/card-secure.svg', width: 112 },
  { svg: 'client/src/features/how-it-works/images/avatar-leaf.svg', width: 96 },
  { svg: 'client/src/features/how-it-works/images/avatar-moon.svg', width: 96 },
  { svg: 'client/src/features/how-it-works/images/avatar-wave.svg', width: 96 },
];

/** @param {string} svg a path from the repository root */
export const pngPathOf = (svg) => svg.replace(/\.svg$/, '.png');

/**
 * The PNG bytes of one SVG, the same on every machine (no system fonts: the pictures hold no
 * text).
 * @param {{ svg: string, width: number }} image
 */
export function drawPng(image) {
  const resvg = new Resvg(readFileSync(`${ROOT}/${image.svg}`), {
    fitTo: { mode: 'width', value: image.width },
    font: { loadSystemFonts: false },
  });
  return Buffer.from(resvg.render().asPng());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const image of RASTER_IMAGES) {
    writeFileSync(`${ROOT}/${pngPathOf(image.svg)}`, drawPng(image));
    console.log(`drew ${pngPathOf(image.svg)}`);
  }
}
