// @ts-check
/* global document, window, MutationObserver -- page functions run in the browser */
/**
 * The Tor-like link: how long `/` and an order page take to become interactive
 * (`html[data-hydrated]`) over Chromium's network emulation of a slow Tor circuit: 600 ms round
 * trip, 1 Mbit/s down, 0.5 Mbit/s up, nothing cached, in a phone's window (375 px) and in Tor
 * Browser's default desktop window (1000 px: its letterboxing rounds every window to that). Bars (with the card's stack, decision 023):
 * `/` within 2.9 s and its first paint within 1.6 s, an order page within 3.4 s, median of 3 (two
 * request waves after the HTML's: the page names every script it needs in its head; the first
 * render's styles are in the HTML).
 *
 * Each run says what its time is made of: the round trips (request waves one after another,
 * each costing at least the 600 ms latency), the bytes (at 1 Mbit/s every 125 kB is a second) and
 * the main thread's script time (Chromium's ScriptDuration up to that moment).
 *
 * Used by bench/lighthouse.js (`npm run lighthouse`, or `npm run lighthouse -- --tor-only`).
 */
import { chromium } from '@playwright/test';

export const TOR_LINK = {
  /** ms added to every request: Chromium's emulated latency, which stands for a round trip */
  latencyMs: 600,
  /** bytes per second: 1 Mbit/s */
  downBytesPerSecond: 125_000,
  /** bytes per second: 0.5 Mbit/s */
  upBytesPerSecond: 62_500,
  /** the bar of `/` */
  barMs: 2900,
  /** the bar of `/`'s first paint: the HTML alone, its styles inline */
  firstPaintBarMs: 1600,
  /** the bar of an order page: the order's own chunks on top of `/`'s bytes */
  orderBarMs: 3400,
  /** window widths in CSS px, each measured: a phone, and Tor Browser's default desktop window */
  widths: [375, 1000],
  /** window height in CSS px */
  height: 800,
};

/** @param {string} path */
export function barFor(path) {
  return /\/order\//.test(path) ? TOR_LINK.orderBarMs : TOR_LINK.barMs;
}

/**
 * @typedef {object} TorRun
 * @property {number} interactiveMs   navigation start to html[data-hydrated]
 * @property {number} firstPaintMs    first contentful paint
 * @property {number} bytes           bytes on the wire (encoded) of requests done by then
 * @property {number} requests        how many requests were done by then
 * @property {number} waves           request waves, each started after the last one's answers
 * @property {number} scriptMs        main-thread script time by then
 * @property {number} lastScriptMs    when the last script the page needed had arrived
 * @property {WaterfallRow[]} waterfall every request asked for by then (sharing the link with
 *   what the page needed), in the order asked for; one still arriving has end Infinity
 */

/**
 * @typedef {object} WaterfallRow
 * @property {string} path   the URL's path, the file's hash left out
 * @property {string} type   Chromium's resource type (Document, Stylesheet, Script, Image, ...)
 * @property {number} start  ms from navigation
 * @property {number} end    ms from navigation
 * @property {number} bytes  on the wire
 */

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Request waves: a request that starts after every earlier request of the current wave has
 * finished opens a new wave (it could not have been asked for before their answers came).
 * @param {{ start: number, end: number }[]} requests times in ms, any order
 */
export function countWaves(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  let waves = 0;
  let waveEnd = Number.NEGATIVE_INFINITY;
  for (const request of sorted) {
    if (request.start >= waveEnd) {
      waves += 1;
      waveEnd = request.end;
    } else {
      waveEnd = Math.max(waveEnd, request.end);
    }
  }
  return waves;
}

/**
 * A request's path without its content hash, so runs and builds read alike; an inlined file
 * (data:) by its kind only.
 * @param {string} url
 */
export function shortPath(url) {
  if (url.startsWith('data:')) return `data:${url.slice(5, url.search(/[;,]/))}`;
  const { pathname } = new URL(url);
  return pathname.replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

/**
 * What one window's waterfall asked for that another's did not (a file named alike in both is
 * the same file): what a wider window costs the page.
 * @param {WaterfallRow[]} wide
 * @param {WaterfallRow[]} narrow
 */
export function extraRequests(wide, narrow) {
  const left = new Map();
  for (const row of narrow) left.set(row.path, (left.get(row.path) ?? 0) + 1);
  return wide.filter((row) => {
    const count = left.get(row.path) ?? 0;
    left.set(row.path, count - 1);
    return count <= 0;
  });
}

/**
 * One cold load of `url` over the emulated link.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} width the window's width in CSS px
 * @returns {Promise<TorRun>}
 */
async function measureOnce(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: TOR_LINK.height } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Performance.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: TOR_LINK.latencyMs,
      downloadThroughput: TOR_LINK.downBytesPerSecond,
      uploadThroughput: TOR_LINK.upBytesPerSecond,
    });
    /** @type {Map<string, { url: string, start: number, end: number, bytes: number, type: string }>} */
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, {
        url: event.request.url,
        start: event.timestamp,
        end: Number.POSITIVE_INFINITY,
        bytes: 0,
        type: event.type ?? '',
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (!request) return;
      request.end = event.timestamp;
      request.bytes = event.encodedDataLength;
    });
    // the moment the app marks the page live, on the page's clock (0 = navigation start)
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.documentElement?.dataset.hydrated) return;
        /** @type {any} */ (window).__hydratedAt = performance.now();
        observer.disconnect();
        // from the document itself: an init script runs before <html> exists
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__hydratedAt !== undefined, null, {
      timeout: 60_000,
      polling: 50,
    });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const timing = await page.evaluate(() => ({
      hydratedAt: /** @type {number} */ (/** @type {any} */ (window).__hydratedAt),
      // performance.timeOrigin is in ms since the epoch; CDP's timestamps count seconds from a
      // monotonic origin, so both are turned into "ms since navigation" through the HTML request
      firstPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      documentStart: performance.getEntriesByType('navigation')[0]?.startTime ?? 0,
    }));
    const all = [...requests.values()];
    const html = all.find((request) => request.type === 'Document');
    const origin = (html?.start ?? 0) * 1000 - timing.documentStart;
    const inMs = all.map((request) => ({
      ...request,
      start: request.start * 1000 - origin,
      end: request.end * 1000 - origin,
    }));
    const done = inMs.filter((request) => request.end <= timing.hydratedAt);
    const asked = inMs.filter((request) => request.start <= timing.hydratedAt);
    const scripts = done.filter((request) => request.type === 'Script');
    const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
    return {
      interactiveMs: Math.round(timing.hydratedAt),
      firstPaintMs: Math.round(timing.firstPaint),
      bytes: done.reduce((sum, request) => sum + request.bytes, 0),
      requests: done.length,
      waves: countWaves(done),
      scriptMs: Math.round(scriptSeconds * 1000),
      lastScriptMs: Math.round(Math.max(0, ...scripts.map((request) => request.end))),
      waterfall: asked
        .sort((a, b) => a.start - b.start)
        .map((request) => ({
          path: shortPath(request.url),
          type: request.type,
          start: Math.round(request.start),
          end: Math.round(request.end),
          // 0 for one still arriving when the run ended
          bytes: request.bytes,
        })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Cold loads of each path over the Tor-like link, in each window width; the figures are the
 * medians. `widths` defaults to TOR_LINK.widths.
 * @param {{ site: string, paths: string[], runs: number, chromePath: string, flags: string[],
 *   widths?: number[] }} options
 */
export async function measureTorLink({ site, paths, runs, chromePath, flags, widths }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: flags });
  try {
    const pages = [];
    for (const path of paths) {
      for (const width of widths ?? TOR_LINK.widths) {
        /** @type {TorRun[]} */
        const results = [];
        for (let run = 1; run <= runs; run++) {
          process.stdout.write(`tor-like link ${path} at ${width} px run ${run}/${runs}\n`);
          results.push(await measureOnce(browser, `${site}${path}`, width));
        }
        const pick = (/** @type {Exclude<keyof TorRun, 'waterfall'>} */ key) =>
          median(results.map((result) => result[key]));
        // the waterfall of the run whose time is the median (the lower middle of an even number)
        const middle = [...results].sort((a, b) => a.interactiveMs - b.interactiveMs)[
          Math.floor((results.length - 1) / 2)
        ];
        pages.push({
          path,
          width,
          interactiveMs: pick('interactiveMs'),
          firstPaintMs: pick('firstPaintMs'),
          bytes: pick('bytes'),
          requests: pick('requests'),
          waves: pick('waves'),
          scriptMs: pick('scriptMs'),
          lastScriptMs: pick('lastScriptMs'),
          barMs: barFor(path),
          waterfall: middle.waterfall,
          runs: results.map(({ waterfall: _waterfall, ...figures }) => figures),
        });
      }
    }
    return {
      link: TOR_LINK,
      runsPerPage: runs,
      figures: 'median of the runs, per page and window width',
      pages,
    };
  } finally {
    await browser.close();
  }
}

/** @param {Awaited<ReturnType<typeof measureTorLink>>} result */
export function printTorLink(result) {
  const { link } = result;
  const mbit = (/** @type {number} */ bytesPerSecond) => (bytesPerSecond * 8) / 1e6;
  console.log(
    `\nTor-like link: ${link.latencyMs} ms round trip, ${mbit(link.downBytesPerSecond)} Mbit/s ` +
      `down, ${mbit(link.upBytesPerSecond)} up, cold cache; median of ${result.runsPerPage}`,
  );
  for (const page of result.pages) {
    const verdict = page.interactiveMs <= page.barMs ? 'within' : 'OVER';
    const wire = Math.round((page.bytes / link.downBytesPerSecond) * 1000);
    const paintVerdict =
      page.path === '/'
        ? ` (${page.firstPaintMs <= link.firstPaintBarMs ? 'within' : 'OVER'} the ` +
          `${link.firstPaintBarMs / 1000} s bar)`
        : '';
    console.log(
      `  ${page.path} at ${page.width} px: interactive at ${(page.interactiveMs / 1000).toFixed(2)} s ` +
        `(${verdict} the ${page.barMs / 1000} s bar), ${(page.bytes / 1000).toFixed(1)} kB in ` +
        `${page.requests} requests\n` +
        `    made of: ${page.waves} request waves x ${link.latencyMs} ms = ` +
        `${page.waves * link.latencyMs} ms of round trips; ${wire} ms of bytes at ` +
        `${mbit(link.downBytesPerSecond)} Mbit/s; ${page.scriptMs} ms of script on the main thread\n` +
        `    first paint ${page.firstPaintMs} ms${paintVerdict}, last script in at ` +
        `${page.lastScriptMs} ms, then ${page.interactiveMs - page.lastScriptMs} ms to interactive\n` +
        `    waterfall of the median run (ms from navigation, kB on the wire; asked for by then):`,
    );
    for (const row of page.waterfall) {
      console.log(
        `      ${String(row.start).padStart(5)}-${String(row.end).padEnd(5)} ` +
          `${(row.bytes / 1000).toFixed(1).padStart(6)} kB  ${row.type.padEnd(10)} ${row.path}`,
      );
    }
  }
  // what a wider window asked for beyond the narrowest one's, page by page
  for (const path of new Set(result.pages.map((page) => page.path))) {
    const [narrow, ...wider] = result.pages
      .filter((page) => page.path === path)
      .sort((a, b) => a.width - b.width);
    for (const wide of wider) {
      const extra = extraRequests(wide.waterfall, narrow.waterfall);
      console.log(
        `  ${path} at ${wide.width} px beyond ${narrow.width} px: ` +
          (extra.length === 0
            ? 'nothing more'
            : extra.map((row) => `${row.path} (${(row.bytes / 1000).toFixed(1)} kB)`).join(', ')),
      );
    }
  }
}
