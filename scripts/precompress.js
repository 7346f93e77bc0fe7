// @ts-check
/**
 * Run by `npm run build` after the client build: writes `<file>.br` (brotli, quality 11) and
 * `<file>.gz` (gzip -9) beside every script, stylesheet and SVG in dist/client, so the server
 * sends the smallest copy without compressing on each request (server/http/precompressed.ts).
 * Both encoders are deterministic: the same build gives the same bytes (the client digest holds).
 * A copy no smaller than the file is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const COMPRESSIBLE = /\.(?:js|mjs|css|svg)$/;

/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // .vite holds the manifest: the server reads it, nobody downloads it
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });

let before = 0;
let brotli = 0;
let gzip = 0;
for (const path of filesUnder(CLIENT_DIR).filter((file) => COMPRESSIBLE.test(file))) {
  const body = readFileSync(path);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: statSync(path).size,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  before += body.length;
  if (br.length < body.length) writeFileSync(`${path}.br`, br);
  if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  brotli += Math.min(br.length, body.length);
  gzip += Math.min(gz.length, body.length);
}
const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `precompress: ${kB(before)} of scripts and styles: ${kB(brotli)} brotli, ${kB(gzip)} gzip`,
);
