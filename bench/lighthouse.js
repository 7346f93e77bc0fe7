// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling: Lighthouse's defaults)
 * against the built site in Debian's Chromium, for `/`, an order page, `/How-it-works`, `/stake`,
 * `/es/` and `/fa/`.
 * Writes the category scores and Core Web Vitals to bench/results/lighthouse.json and prints a
 * table. A figure-printing benchmark, not a pass/fail test.
 *
 * Plain ESM JavaScript (type-checked by editors through the JSDoc types) so that it runs on
 * Node 20 without a TypeScript loader.
 *
 * Then loads `/` and an order page cold over a Tor-like link (bench/tor-link.js: 600 ms round
 * trip, 1 Mbit/s down) and prints when each became interactive and what that time is made of.
 *
 * Usage: npm run lighthouse [-- --runs=3 --skip-build]
 *   --runs=N       Lighthouse runs per page; the figures are the median of the runs (default 3);
 *                  the Tor-like loads too
 *   --tor-only     only the Tor-like loads (lighthouse.json keeps its Lighthouse figures)
 *   --private-offers  only the Tor-like loads, with the site's embedded sandbox as two providers
 *                  (PROVIDERS=sandbox): every quote carries private routes through Monero, and
 *                  the order page is a private route's (two legs); kept as torLinkPrivateOffers
 *   --skip-build   use the existing dist/ instead of running `npm run build` first
 *   --reports=DIR  also keep each run's full Lighthouse report (JSON) in DIR, for diagnosis
 * Environment: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 4180; the
 * embedded sandbox takes the next port).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { measureTorLink, printTorLink } from './tor-link.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'lighthouse.json');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4180);
const SITE = `http://127.0.0.1:${PORT}`;
/** A receiving address the ETH rule accepts (all lower case: no checksum to get wrong). */
const ETH_ADDRESS = '0xde0b295669a9fd93d5f28d9ec85e40f4cb697bae';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The same headless Chromium as the browser tests (playwright.config.ts). */
const CHROME_FLAGS = /** @type {string[]} */ (
  JSON.parse(readFileSync(join(ROOT, 'tooling', 'chromium-flags.json'), 'utf8'))
);

/** @typedef {{ lcpMs: number, tbtMs: number, cls: number, fcpMs: number, speedIndexMs: number }} Vitals */
/** @typedef {Record<string, number | null>} Scores */
/** @typedef {{ scores: Scores, vitals: Vitals, failing: Record<string, string[]>, warnings: string[] }} Run */

function parseArgs() {
  const args = process.argv.slice(2);
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
    throw new Error('--runs must be a whole number from 1 to 20');
  }
  const reportsArg = args.find((arg) => arg.startsWith('--reports='));
  const reportsDir = reportsArg ? reportsArg.slice('--reports='.length) : null;
  const privateOffers = args.includes('--private-offers');
  return {
    runs,
    skipBuild: args.includes('--skip-build'),
    torOnly: privateOffers || args.includes('--tor-only'),
    privateOffers,
    reportsDir,
  };
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Starts the built server with the embedded sandbox on loopback, data in a temporary folder.
 * @param {string} dataDir
 * @param {boolean} privateOffers the sandbox as two providers: private routes in every quote
 */
async function startSite(dataDir, privateOffers) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SANDBOX: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      // as a deployment says where it is served: hreflang links are full URLs only then
      PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`,
      SANDBOX_PORT: String(PORT + 1),
      SANDBOX_PRESET: 'fast',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(privateOffers ? { PROVIDERS: 'sandbox' } : {}),
    },
  });
  let stderr = '';
  server.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${SITE}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  server.kill('SIGTERM');
  throw new Error(`the site did not come up on ${SITE}:\n${stderr}`);
}

/** @param {import('node:child_process').ChildProcess} child */
async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
  if (timedOut) child.kill('SIGKILL');
}

/** Refuses to measure a development bundle (one built with NODE_ENV other than production). */
async function assertProductionBundle() {
  const html = await (await fetch(`${SITE}/`)).text();
  const scripts = [...html.matchAll(/ src="([^"]*)"/g)]
    .map((match) => match[1])
    .filter((src) => src.endsWith('.js'));
  for (const src of scripts) {
    const code = await (await fetch(new URL(src, SITE))).text();
    if (code.includes('jsxDEV')) {
      throw new Error(
        `${src} is a development build (React's jsxDEV is in it). Build with NODE_ENV=production ` +
          '(run without --skip-build).',
      );
    }
  }
}

/**
 * Creates an order through the public API, as the swap form does; returns its page's path.
 * @param {boolean} privateOffers a private route's order (the quote's first private offer)
 */
async function createOrderPath(privateOffers) {
  const quoteReply = await fetch(`${SITE}/api/price?from=BNB&to=ETH&amount=1`);
  if (!quoteReply.ok) throw new Error(`GET /api/price answered ${quoteReply.status}`);
  const quote =
    /** @type {{ min: number, route: unknown, privateOffers?: { provider: string, estimate: number, min: number }[] }} */ (
      await quoteReply.json()
    );
  const offer = privateOffers ? quote.privateOffers?.[0] : undefined;
  if (privateOffers && !offer) throw new Error('the quote carries no private offer');
  const amount = String(Math.max(1, Math.ceil((offer ?? quote).min)));
  // a private route is held to the estimate shown, which is for 1 BNB
  if (offer && amount !== '1') throw new Error(`a private route's minimum is ${offer.min} BNB`);
  const orderReply = await fetch(`${SITE}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'Idempotency-Key': randomBytes(12).toString('base64url'),
    },
    body: JSON.stringify({
      from: 'BNB',
      to: 'ETH',
      amount,
      address: ETH_ADDRESS,
      ...(offer
        ? { provider: offer.provider, estimate: String(offer.estimate) }
        : { route: quote.route }),
    }),
  });
  if (orderReply.status !== 201) {
    throw new Error(`POST /api/orders answered ${orderReply.status}: ${await orderReply.text()}`);
  }
  const { orderId } = /** @type {{ orderId: string }} */ (await orderReply.json());
  return `/order/${orderId}`;
}

/**
 * Starts Chromium with a DevTools port for Lighthouse to drive.
 * @param {string} profileDir
 */
async function startChrome(profileDir) {
  const chrome = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port:\n${output}`)),
      30_000,
    );
    chrome.stderr.on('data', (chunk) => {
      output += String(chunk);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  return { chrome, port: /** @type {number} */ (port) };
}

/**
 * One Lighthouse run of one page.
 * @param {string} url
 * @param {number} port
 * @param {string | null} reportFile where to keep the full report, if anywhere
 * @returns {Promise<Run>}
 */
async function audit(url, port, reportFile) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  if (lhr.runtimeError)
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** @type {Scores} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    // What keeps a category below 100: audits that count and did not pass.
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => entry.id);
  }
  return {
    scores,
    vitals: {
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      speedIndexMs: Math.round(numeric('speed-index')),
    },
    failing,
    warnings: lhr.runWarnings,
  };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine; such
 * a run measures nothing, so it is repeated, up to twice.
 * @param {string} url
 * @param {number} port
 * @param {string | null} reportFile
 */
async function auditWithRetry(url, port, reportFile) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, reportFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Medians over runs, per score and per metric.
 * @param {Run[]} runs
 */
function summarise(runs) {
  /** @type {Scores} */
  const scores = {};
  for (const id of CATEGORIES) {
    const values = runs.map((run) => run.scores[id]).filter((value) => value !== null);
    scores[id] = values.length ? median(/** @type {number[]} */ (values)) : null;
  }
  const vitals = /** @type {Vitals} */ (
    Object.fromEntries(
      Object.keys(runs[0].vitals).map((key) => [
        key,
        median(runs.map((run) => run.vitals[/** @type {keyof Vitals} */ (key)])),
      ]),
    )
  );
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const id of CATEGORIES) failing[id] = [...new Set(runs.flatMap((run) => run.failing[id]))];
  return { scores, vitals, failing };
}

function machine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // reported as unknown
  }
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium,
  };
}

/** @param {{ name: string, path: string, scores: Scores, vitals: Vitals }[]} pages */
function printTable(pages) {
  const rows = pages.map((page) => ({
    page: page.path.length > 30 ? `${page.path.slice(0, 29)}…` : page.path,
    perf: page.scores.performance,
    a11y: page.scores.accessibility,
    'best-pr.': page.scores['best-practices'],
    seo: page.scores.seo,
    'LCP ms': page.vitals.lcpMs,
    'TBT ms': page.vitals.tbtMs,
    CLS: page.vitals.cls,
    'FCP ms': page.vitals.fcpMs,
    'SI ms': page.vitals.speedIndexMs,
  }));
  console.table(rows);
}

async function main() {
  const { runs, skipBuild, torOnly, privateOffers, reportsDir } = parseArgs();
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  // A production build whatever the caller's NODE_ENV: with NODE_ENV=test, say, Vite would bundle
  // React's development build and the figures would measure that.
  if (!skipBuild) {
    execFileSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }

  const scratch = mkdtempSync(join(os.tmpdir(), 'swt-lighthouse-'));
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  try {
    const server = await startSite(join(scratch, 'data'), privateOffers);
    children.push(server);
    await assertProductionBundle();
    const orderPath = await createOrderPath(privateOffers);
    const targets = [
      { name: 'home', path: '/' },
      { name: 'order', path: orderPath },
      { name: 'how-it-works', path: '/How-it-works' },
      { name: 'stake', path: '/stake' },
      // a left-to-right and the right-to-left language: each loads its own catalogue
      { name: 'home-es', path: '/es/' },
      { name: 'home-fa', path: '/fa/' },
    ];
    const torLink = await measureTorLink({
      site: SITE,
      paths: ['/', orderPath],
      runs,
      chromePath: CHROME_PATH,
      flags: CHROME_FLAGS,
    });
    if (torOnly) {
      const previous = JSON.parse(readFileSync(RESULTS_FILE, 'utf8'));
      // with private offers beside the plain run's figures, never in their place
      const key = privateOffers ? 'torLinkPrivateOffers' : 'torLink';
      writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...previous, [key]: torLink }, null, 2)}\n`);
      printTorLink(torLink);
      console.log(`written to ${RESULTS_FILE} (${key} only)`);
      return;
    }
    const { chrome, port } = await startChrome(join(scratch, 'profile'));
    children.push(chrome);

    const pages = [];
    for (const target of targets) {
      /** @type {Run[]} */
      const results = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`lighthouse ${target.path} run ${run}/${runs}\n`);
        const reportFile = reportsDir ? join(reportsDir, `${target.name}-${run}.json`) : null;
        results.push(await auditWithRetry(`${SITE}${target.path}`, port, reportFile));
      }
      pages.push({ ...target, ...summarise(results), runs: results });
    }

    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      lighthouse: {
        preset: 'mobile (default config)',
        throttling: 'simulated (default)',
        runsPerPage: runs,
        figures: 'median of the runs',
      },
      pages,
      torLink,
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    printTable(pages);
    printTorLink(torLink);
    console.log(`written to ${RESULTS_FILE}`);
  } finally {
    for (const child of children.reverse()) await stopProcess(child);
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
