// @ts-check
/**
 * `npm run size`: the size budget of the built client, used in CI.
 *
 * Prints the raw and gzip size (node:zlib, level 9) of the JavaScript and CSS that `/` loads first
 * (and, for the first loads, the brotli size the server actually sends: scripts/precompress.js)
 * and of every lazy chunk, read from Vite's manifest. Fails (exit 1) when the first-load JavaScript
 * of / in any language is over 155 kB gzip (kB = 1000 bytes), an order page's over 163 kB, or when
 * Swiper is part of the first load (it loads only with /How-it-works).
 *
 * Usage: npm run size [-- --build]
 *   Builds first (`npm run build`) only when dist/client has no manifest; --build always does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { containsSwiper, planLoads, swiperChunksByName } from './first-load.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_DIR = join(ROOT, 'dist', 'client');
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
/**
 * Bytes of gzip; 1 kB = 1000 bytes; over a Tor circuit (bench/tor-link.js) every kB shows. The
 * card's stack (decision 023) costs what it costs: react-router 7 in data mode (about 29 kB) and
 * Redux Toolkit with RTK Query and react-redux (about 25 kB) took / from 89.9 to 143.8 kB; with the
 * market lines, page titles and the order page's new states of the same round, 144.1 kB and up
 * to 154.1 kB with a language's catalogue (Russian); 155 kB holds that and no more. The private
 * route (issue 58) took Russian to 156.1 kB; the words of How it works, Stake and Verify then
 * moved to a chunk of their own that loads with those pages (load-catalogue.ts): 153.0 kB
 * (measured 2026-11-29). Browsers get the brotli copies, about a sixth smaller (printed below).
 */
const FIRST_LOAD_JS_BUDGET = 155 * 1000;
/**
 * An order page, in English: 105.5 kB with neither, 161.1 kB with both; with the refunded and
 * on-hold states, the do-not-send title and the amount warnings of issues 54 and 56, 162.1 kB
 * (measured 2026-11-29, after cutting their texts down); 163 kB holds that and no more. With the
 * private route's legs (issue 58) 163.5 kB, and 161.2 kB once the info pages' words left the
 * first-load catalogue (measured 2026-11-29).
 */
const ORDER_PAGE_JS_BUDGET = 163 * 1000;
/** the order page's module in the manifest: what it adds to the entry's first load */
const ORDER_PAGE_MODULE = 'src/features/order/order-page.tsx';

if (process.argv.includes('--build') || !existsSync(MANIFEST)) {
  console.log('Building the client: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

/** @type {import('./first-load.js').Manifest} */
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const plan = planLoads(manifest);

/** @param {string} file */
function measure(file) {
  const bytes = readFileSync(join(CLIENT_DIR, file));
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
  return { file, raw: bytes.length, gzip, br, text: bytes.toString('utf8') };
}

/** @param {ReturnType<typeof measure>[]} files */
const total = (files) => ({
  raw: files.reduce((sum, file) => sum + file.raw, 0),
  gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  br: files.reduce((sum, file) => sum + file.br, 0),
});

const firstJs = plan.firstLoadJs.map(measure);
const firstCss = plan.firstLoadCss.map(measure);
const lazy = plan.lazy.map((chunk) => ({
  // a language's two catalogue chunks share its name: the second is the info pages' words
  name: chunk.key.includes('/catalogues/info/') ? `info ${chunk.name}` : chunk.name,
  js: measure(chunk.file),
  css: chunk.css.map(measure),
}));

const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** @type {[string, string, string, string][]} */
const rows = [['', 'file', 'raw', 'gzip']];
const row = (
  /** @type {string} */ label,
  /** @type {string} */ file,
  /** @type {{ raw: number, gzip: number }} */ size,
) => rows.push([label, file, kB(size.raw), kB(size.gzip)]);

for (const file of firstJs) row('first-load JS', file.file, file);
row('first-load JS total', '', total(firstJs));
for (const file of firstCss) row('first-load CSS', file.file, file);
row('first-load CSS total', '', total(firstCss));
for (const chunk of lazy) {
  row(`lazy JS: ${chunk.name}`, chunk.js.file, chunk.js);
  for (const css of chunk.css) row(`lazy CSS: ${chunk.name}`, css.file, css);
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
console.log(
  `\nClient size: what / loads first, and each lazy chunk (gzip level 9, 1 kB = 1000 B)\n`,
);
for (const cells of rows) {
  console.log(
    cells
      .map((cell, column) =>
        column >= 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  '),
  );
}

const failures = [];
const firstJsGzip = total(firstJs).gzip;
const withinBudget = firstJsGzip <= FIRST_LOAD_JS_BUDGET;
console.log(
  `\nFirst-load JavaScript for /: ${kB(firstJsGzip)} gzip of a ${kB(FIRST_LOAD_JS_BUDGET)} budget: ` +
    `${withinBudget ? 'within budget' : 'OVER BUDGET'} (sent as ${kB(total(firstJs).br)} brotli)`,
);
if (!withinBudget) failures.push(`first-load JavaScript is over ${kB(FIRST_LOAD_JS_BUDGET)} gzip`);

// Each language's page also loads its own catalogue chunk with the entry (the server
// names it in <head>), so the first load of / in a language is the entry's plus that chunk.
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ru', 'tr', 'zh', 'fa'];
/** bytes of gzip a language may add over English */
const LANGUAGE_SPREAD = 8 * 1000;
const firstKeys = new Set(plan.firstLoadKeys);
const perLanguage = LANGUAGES.map((lang) => {
  const key = `src/lib/i18n/catalogues/${lang}.ts`;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no catalogue chunk for ${lang} (${key})`);
  const extra = [key, ...(chunk.imports ?? [])].filter((name) => !firstKeys.has(name));
  const files = extra.map((name) => measure(manifest[name]?.file ?? ''));
  return { lang, gzip: firstJsGzip + total(files).gzip, catalogue: total(files).gzip };
});
const englishGzip = perLanguage.find((entry) => entry.lang === 'en')?.gzip ?? firstJsGzip;
console.log("\nFirst-load JavaScript of / per language (entry + that language's catalogue):");
for (const entry of perLanguage) {
  const spread = entry.gzip - englishGzip;
  console.log(
    `  ${entry.lang.padEnd(3)} ${kB(entry.gzip).padStart(9)} gzip (catalogue ${kB(entry.catalogue)}, ` +
      `${spread >= 0 ? '+' : ''}${kB(spread)} against English)`,
  );
  if (entry.gzip > FIRST_LOAD_JS_BUDGET)
    failures.push(`/${entry.lang}/ first-load JavaScript is over ${kB(FIRST_LOAD_JS_BUDGET)} gzip`);
  if (spread > LANGUAGE_SPREAD)
    failures.push(`/${entry.lang}/ loads more than ${kB(LANGUAGE_SPREAD)} over English`);
}

// The order page loads its own chunk and what that imports beside the entry (the server names
// them in <head>), and the English catalogue.
const orderPage = manifest[ORDER_PAGE_MODULE];
if (!orderPage) throw new Error(`The manifest has no order page (${ORDER_PAGE_MODULE})`);
const orderExtra = [ORDER_PAGE_MODULE, ...(orderPage.imports ?? [])].filter(
  (name) => !firstKeys.has(name),
);
const orderFiles = orderExtra.map((name) => measure(manifest[name]?.file ?? ''));
const orderGzip = englishGzip + total(orderFiles).gzip;
const englishCatalogue = manifest['src/lib/i18n/catalogues/en.ts']?.file;
const orderBrotli =
  total(firstJs).br + total(orderFiles).br + (englishCatalogue ? measure(englishCatalogue).br : 0);
console.log(
  `\nFirst-load JavaScript of an order page (entry, English catalogue, the page's chunks): ` +
    `${kB(orderGzip)} gzip of a ${kB(ORDER_PAGE_JS_BUDGET)} budget: ` +
    `${orderGzip <= ORDER_PAGE_JS_BUDGET ? 'within budget' : 'OVER BUDGET'} (sent as ${kB(orderBrotli)} brotli)`,
);
if (orderGzip > ORDER_PAGE_JS_BUDGET)
  failures.push(`the order page's first-load JavaScript is over ${kB(ORDER_PAGE_JS_BUDGET)} gzip`);

const swiperByName = swiperChunksByName(manifest, plan.firstLoadKeys);
const swiperByContent = [...firstJs, ...firstCss].filter((file) => containsSwiper(file.text));
const swiperFirst = [...new Set([...swiperByName, ...swiperByContent.map((file) => file.file)])];
const swiperLazy = lazy
  .flatMap((chunk) => [chunk.js, ...chunk.css])
  .filter((file) => containsSwiper(file.text))
  .map((file) => file.file);
if (swiperFirst.length > 0) {
  console.log(`Swiper in the first load of /: YES (${swiperFirst.join(', ')})`);
  failures.push('Swiper is in the first load of /');
} else {
  console.log(
    `Swiper in the first load of /: no` +
      (swiperLazy.length > 0 ? ` (lazy only: ${swiperLazy.join(', ')})` : ' (not in the build)'),
  );
}

if (failures.length > 0) {
  console.error(`\nSize check failed: ${failures.join('; ')}.`);
  process.exit(1);
}
