// @ts-check
/**
 * Reads Vite's build manifest (dist/client/.vite/manifest.json) to tell what `/` loads first from
 * what it loads later. Pure functions, used by bench/size.js and tested in first-load.test.js.
 *
 * First load = the HTML entry chunk plus its static `imports`, followed recursively, and the CSS
 * of each of those chunks. Lazy = every chunk reached through a `dynamicImports` edge (and its own
 * static imports) that is not already in the first load.
 */

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [name]
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 * @property {string[]} [assets]
 */

/** @typedef {Record<string, ManifestChunk>} Manifest */

/**
 * @typedef {object} LoadPlan
 * @property {string} entry          the manifest key of the HTML entry
 * @property {string[]} firstLoadKeys manifest keys of the chunks `/` loads before anything runs
 * @property {string[]} firstLoadJs   their files
 * @property {string[]} firstLoadCss  the CSS files of those chunks
 * @property {{ key: string, name: string, file: string, css: string[] }[]} lazy
 *   chunks loaded later, in the order they are first reached; `css` lists only CSS that the
 *   first load has not already fetched
 */

/**
 * The manifest key of the HTML entry: `index.html` (Vite names it relative to its root).
 * @param {Manifest} manifest
 * @param {string} [html]
 * @returns {string}
 */
export function findEntry(manifest, html = 'index.html') {
  const key = Object.keys(manifest).find(
    (candidate) =>
      manifest[candidate]?.isEntry && (candidate === html || candidate.endsWith(`/${html}`)),
  );
  if (!key) throw new Error(`The manifest has no entry for ${html}`);
  return key;
}

/**
 * The chunk keys reached from `start` through static imports, depth first, each once.
 * @param {Manifest} manifest
 * @param {string} start
 * @param {Set<string>} seen keys already taken; updated in place
 * @returns {string[]}
 */
function staticClosure(manifest, start, seen) {
  /** @type {string[]} */
  const found = [];
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it`);
    seen.add(key);
    found.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(start);
  return found;
}

/**
 * @param {Manifest} manifest
 * @param {string} [html]
 * @returns {LoadPlan}
 */
export function planLoads(manifest, html = 'index.html') {
  const entry = findEntry(manifest, html);
  const seen = new Set();
  const firstLoadKeys = staticClosure(manifest, entry, seen);
  const unique = (/** @type {string[]} */ files) => [...new Set(files)];
  const firstLoadCss = unique(firstLoadKeys.flatMap((key) => manifest[key]?.css ?? []));
  const cssLoaded = new Set(firstLoadCss);

  /** @type {LoadPlan['lazy']} */
  const lazy = [];
  const queue = firstLoadKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  while (queue.length > 0) {
    const next = /** @type {string} */ (queue.shift());
    for (const key of staticClosure(manifest, next, seen)) {
      const chunk = /** @type {ManifestChunk} */ (manifest[key]);
      const css = unique(chunk.css ?? []).filter((file) => !cssLoaded.has(file));
      lazy.push({ key, name: chunk.name ?? key, file: chunk.file, css });
      queue.push(...(chunk.dynamicImports ?? []));
    }
  }

  return {
    entry,
    firstLoadKeys,
    firstLoadJs: firstLoadKeys.map((key) => /** @type {ManifestChunk} */ (manifest[key]).file),
    firstLoadCss,
    lazy,
  };
}

/**
 * Swiper is bundled into whichever chunk imports it, so the manifest shows it only when it gets a
 * chunk of its own. These strings come from Swiper's own code and stylesheet (not from ours), so
 * finding one in a file means Swiper was bundled into it.
 */
export const SWIPER_MARKERS = ['swiperSlideSize', 'swiper-slide-index', '--swiper-theme-color'];

/**
 * Chunks of the first load that the manifest itself ties to Swiper (own chunk or source path).
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function swiperChunksByName(manifest, keys) {
  return keys.filter((key) => {
    const chunk = manifest[key];
    const names = [key, chunk?.src ?? '', chunk?.name ?? '', chunk?.file ?? ''];
    return names.some((name) => /(^|[/_-])swiper([/_.-]|$)/i.test(name));
  });
}

/**
 * @param {string} text a built JS or CSS file
 * @returns {boolean}
 */
export function containsSwiper(text) {
  return SWIPER_MARKERS.some((marker) => text.includes(marker));
}
