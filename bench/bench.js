// @ts-check
/**
 * `npm run bench`: what the BFF costs over calling the price service directly, on loopback.
 *
 * For price, create order and order status, autocannon measures (a) the sandbox called directly
 * with multipart form-data (Contract 2) and (b) the same call through the BFF's JSON API (Contract
 * 1; logging every request to /dev/null and counting metrics, as in production), in one run,
 * alternating a and b in rounds so drifting background load hits both sides alike. It reports p50/p99 latency (from autocannon's per-response timings, in microsecond
 * detail) and requests/s, the overhead b - a and the ratio b / a, at 10 connections (under load)
 * and at 1 connection (no queueing). Then it fires bursts of 100 identical concurrent price
 * requests at a BFF whose upstream is a counting proxy, to show how many upstream calls
 * coalescing saved. Writes bench/results/bench.json and bench/results/BENCH.md.
 *
 * The sandbox and the BFF run in child processes (bench/bench-server.js) so the load generator
 * does not share their event loop. A figure-printing benchmark, not a pass/fail test.
 *
 * Then the server render time of each page (/, /How-it-works, /stake and a sandbox order's page,
 * which includes fetching the order from the sandbox in-process), p50/p99 at 1 and 10
 * connections, against the design's bar of p50 <= 5 ms at one connection.
 *
 * First of all, price throughput at 10 connections (price-throughput.js): the BFF with every
 * check on, a plain Express app written from the customer's card (plain-express-app.js: its peer)
 * and a bare node:http relay (the floor), in front of the same sandbox, sent the same rotating
 * amounts: 3 repeats of rounds rotating the three, the medians, the ratios BFF / plain, BFF / bare
 * and plain / bare, against issue 57's bar of BFF / plain >= 1.1x.
 *
 * Usage: npm run bench [-- --duration=4 --skip-build --price-only --rate=N --profile]
 *   --duration=S   seconds of load per side, per call, per concurrency level (default 4)
 *   --skip-build   use dist/server as it is instead of compiling it first (tsc)
 *   --price-only   only the three-way price comparison, printed, nothing written (--relay-only
 *                  says the same)
 *   --rate=N       the price comparison at N requests/s instead of as fast as answered: on a
 *                  busy machine, CPU per request at one rate compares better than requests/s
 *   --profile      also CPU profiles of the BFF and of the plain app under the price load, summed
 *                  by package per request, written to bench/results/PROFILE.md (price-profile.js)
 */
import { execFileSync, fork } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, Agent as HttpAgent } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import FormData from 'form-data';
import { Agent, request } from 'undici';
import { load, round, summarize } from './load.js';
import { measureOrderPageHeap, orderPageHeapReport } from './order-page-heap.js';
import { profileMarkdown, profilePrice } from './price-profile.js';
import { measurePriceThroughput, throughputVerdict } from './price-throughput.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(ROOT, 'bench', 'results');
const SERVER_SCRIPT = fileURLToPath(new URL('bench-server.js', import.meta.url));

const arg = (/** @type {string} */ name) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.split('=')[1];
const DURATION_S = Number(arg('duration') ?? 4);
const ROUNDS = 4;
const WARMUP_S = 1;
const CONCURRENCY = [10, 1];
/** The price throughput comparison (price-throughput.js): connections and repeats. */
const PRICE_CONNECTIONS = 10;
const REPEATS = 3;
const PRICE_ONLY = process.argv.includes('--price-only') || process.argv.includes('--relay-only');
const PROFILE = process.argv.includes('--profile');
/** a fixed request rate for the price comparison: CPU per request compares alike on a busy machine */
const RATE = Number(arg('rate') ?? 0);
const BURST_SIZE = 100;
const BURSTS = 5;
/** The design's bar for the relay overhead at p50 on loopback. */
const BAR_P50_MS = 2;
/** The design's bar for a server render at p50, one connection. */
const RENDER_BAR_P50_MS = 5;

const FROM = 'BNB';
const TO = 'ETH';
const AMOUNT = '1';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
/** distinct price amounts, so the BFF never coalesces during the price measurement */
const PRICE_AMOUNTS = Array.from({ length: 1000 }, (_, i) => (1 + i / 1000).toFixed(3));

if (!Number.isFinite(DURATION_S) || DURATION_S < ROUNDS) {
  console.error(`--duration must be a number of seconds, at least ${ROUNDS}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Servers

/**
 * @typedef {object} RunningServer
 * @property {string} url
 * @property {() => Promise<void>} stop
 * @property {() => Promise<number>} cpuUs CPU time the server's process has used so far (µs)
 * @property {(action: 'start' | 'stop', file?: string) => Promise<void>} profile
 *   CPU profile of the steady state (node:inspector in the child); 'stop' writes it to file
 */

/**
 * @param {string[]} args
 * @returns {Promise<RunningServer>}
 */
function startServer(args) {
  const child = fork(SERVER_SCRIPT, args, {
    env: { ...process.env, NODE_ENV: 'production' },
    // The BFF and the plain app log every request, as in production: their lines go to
    // /dev/null, written all the same.
    stdio: [
      'ignore',
      ['bff', 'plain'].includes(args[0] ?? '') ? 'ignore' : 'inherit',
      'inherit',
      'ipc',
    ],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench-server ${args[0]} exited (${code})`)));
    child.once('message', (message) => {
      const url = /** @type {{ url?: string }} */ (message).url;
      if (!url) return reject(new Error(`bench-server ${args[0]}: unexpected ${message}`));
      resolve({
        url,
        async stop() {
          if (child.exitCode === null) child.send('stop');
          await exited;
        },
        cpuUs: () =>
          new Promise((done) => {
            child.once('message', (reply) => done(/** @type {{ cpuUs: number }} */ (reply).cpuUs));
            child.send('cpu');
          }),
        profile: (action, file) =>
          new Promise((done) => {
            child.once('message', () => done(undefined));
            child.send({ profile: action, file });
          }),
      });
    });
  });
}

/** A pass-through proxy in front of the sandbox that counts the price calls it relays. */
async function startCountingProxy(/** @type {string} */ target) {
  const agent = new HttpAgent({ keepAlive: true, maxSockets: 256 });
  const counter = { priceCalls: 0 };
  const proxy = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/api/token_price')) counter.priceCalls += 1;
    const relay = httpRequest(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers: incoming.headers, agent },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    relay.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(relay);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  return {
    url: `http://127.0.0.1:${port}`,
    counter,
    async close() {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      agent.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

/** @param {Record<string, string>} fields */
function multipart(fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { body: form.getBuffer(), contentType: form.getHeaders()['content-type'] };
}

/**
 * One call, checked before it is measured: the sandbox answers bad forms with HTTP 200 and
 * {message: 'error'}, so a status code alone would not catch a wrong request.
 * @param {string} base
 * @param {{ method: string, path: string, headers?: Record<string, string>, body?: Buffer | string }} call
 */
async function callOnce(base, call) {
  const { statusCode, body } = await request(new URL(call.path, base), {
    method: /** @type {import('undici').Dispatcher.HttpMethod} */ (call.method),
    headers: call.headers,
    body: call.body,
  });
  const text = await body.text();
  const json = JSON.parse(text);
  if (statusCode >= 300 || json.message === 'error' || json.error) {
    throw new Error(`${call.method} ${call.path}: HTTP ${statusCode} ${text}`);
  }
  return json;
}

/**
 * @param {string} sandboxUrl
 * @param {string} bffUrl
 * @param {{ direct: Call, bff: Call }} pair
 */
async function checkPair(sandboxUrl, bffUrl, pair) {
  await callOnce(sandboxUrl, pair.direct);
  await callOnce(bffUrl, pair.bff);
}

/** @typedef {import('./load.js').Call} Call */

/** @param {Record<string, string>} fields */
const direct = (/** @type {string} */ endpoint, fields) => {
  const { body, contentType } = multipart(fields);
  return /** @type {Call} */ ({
    method: 'POST',
    path: `/api/${endpoint}`,
    headers: { 'content-type': contentType },
    body,
  });
};

/**
 * Rotates through prepared calls per request (a counter in a closure: autocannon resets its
 * per-connection context after each pass over a one-request list).
 * @param {(index: number, req: any) => void} change
 */
function rotating(change) {
  let next = 0;
  return (/** @type {any} */ req) => {
    change(next, req);
    next = (next + 1) % PRICE_AMOUNTS.length;
    return req;
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

/**
 * @param {string} sandboxUrl
 * @param {string} bffUrl
 * @param {{ name: string, direct: Call, bff: Call }} pair
 */
async function measurePair(sandboxUrl, bffUrl, pair) {
  await load(sandboxUrl, pair.direct, 10, WARMUP_S);
  await load(bffUrl, pair.bff, 10, WARMUP_S);
  const levels = [];
  for (const connections of CONCURRENCY) {
    /** @type {Awaited<ReturnType<typeof load>>[]} */
    const directRuns = [];
    /** @type {Awaited<ReturnType<typeof load>>[]} */
    const bffRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      directRuns.push(await load(sandboxUrl, pair.direct, connections, DURATION_S / ROUNDS));
      bffRuns.push(await load(bffUrl, pair.bff, connections, DURATION_S / ROUNDS));
    }
    const sandbox = summarize(directRuns);
    const bff = summarize(bffRuns);
    levels.push({
      connections,
      sandbox,
      bff,
      overhead: {
        p50Ms: round(bff.p50Ms - sandbox.p50Ms, 3),
        p99Ms: round(bff.p99Ms - sandbox.p99Ms, 3),
      },
      ratio: {
        p50: round(bff.p50Ms / sandbox.p50Ms, 2),
        p99: round(bff.p99Ms / sandbox.p99Ms, 2),
        requestsPerS: round(bff.requestsPerS / sandbox.requestsPerS, 2),
      },
    });
    console.log(`  ${pair.name}, ${connections} connection(s): done`);
  }
  return { call: pair.name, levels };
}

/** Bursts of identical concurrent price requests; the proxy counts what reached the upstream. */
async function measureCoalescing(/** @type {string} */ sandboxUrl) {
  const proxy = await startCountingProxy(sandboxUrl);
  const bff = await startServer(['bff', proxy.url]);
  const client = new Agent({ connections: BURST_SIZE, keepAliveTimeout: 30_000 });
  const price = async (/** @type {string} */ amount) => {
    const { statusCode, body } = await request(
      `${bff.url}/api/price?from=${FROM}&to=${TO}&amount=${amount}`,
      { dispatcher: client },
    );
    await body.dump();
    if (statusCode !== 200) throw new Error(`price through the BFF: HTTP ${statusCode}`);
  };
  const burst = async (/** @type {(i: number) => string} */ amountOf) => {
    proxy.counter.priceCalls = 0;
    await Promise.all(Array.from({ length: BURST_SIZE }, (_, i) => price(amountOf(i))));
    return proxy.counter.priceCalls;
  };
  try {
    // Distinct amounts: nothing to coalesce, and every connection of both pools is opened.
    const distinctCalls = await burst((i) => `3.${String(i).padStart(3, '0')}`);
    const identical = [];
    for (let n = 0; n < BURSTS; n += 1) identical.push(await burst(() => `4.${n}`));
    const upstreamCalls = identical.reduce((sum, calls) => sum + calls, 0);
    return {
      burstSize: BURST_SIZE,
      distinctBurstUpstreamCalls: distinctCalls,
      identicalBursts: identical,
      requests: BURST_SIZE * BURSTS,
      upstreamCalls,
      saved: BURST_SIZE * BURSTS - upstreamCalls,
    };
  } finally {
    await client.close();
    await bff.stop();
    await proxy.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverage1mAtStart: round(os.loadavg()[0] ?? 0, 2),
  };
}

const ms = (/** @type {number} */ value) => value.toFixed(2);
const signed = (/** @type {number} */ value) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;

/** @param {Awaited<ReturnType<typeof measurePair>>[]} pairs */
function tableRows(pairs) {
  const header = [
    'call',
    'conns',
    'sandbox p50',
    'BFF p50',
    'overhead p50',
    'ratio p50',
    'sandbox p99',
    'BFF p99',
    'overhead p99',
    'ratio p99',
    'sandbox req/s',
    'BFF req/s',
  ];
  const rows = pairs.flatMap((pair) =>
    pair.levels.map((level) => [
      pair.call,
      String(level.connections),
      ms(level.sandbox.p50Ms),
      ms(level.bff.p50Ms),
      signed(level.overhead.p50Ms),
      `${level.ratio.p50.toFixed(2)}x`,
      ms(level.sandbox.p99Ms),
      ms(level.bff.p99Ms),
      signed(level.overhead.p99Ms),
      `${level.ratio.p99.toFixed(2)}x`,
      String(level.sandbox.requestsPerS),
      String(level.bff.requestsPerS),
    ]),
  );
  return { header, rows };
}

/** @param {{ header: string[], rows: string[][] }} table */
function printTable({ header, rows }) {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((cells) => cells[column]?.length ?? 0)),
  );
  for (const cells of all) {
    console.log(
      cells
        .map((cell, column) =>
          column < 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    );
  }
}

/** @param {any} results */
function markdown(results, /** @type {{ header: string[], rows: string[][] }} */ table) {
  const m = results.machine;
  const c = results.coalescing;
  const line = (/** @type {string[]} */ cells) => `| ${cells.join(' | ')} |`;
  return [
    '# Benchmark: BFF relay overhead and price coalescing',
    '',
    `Generated by \`npm run bench\` (bench/bench.js) on ${results.date}.`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}; ` +
      `1-minute load average at start ${m.loadAverage1mAtStart}` +
      (m.loadAverage1mAtStart > m.cores
        ? ' (**busy**: other work was running, so every figure below is inflated and noisy; ' +
          'take them again on a quiet machine before quoting them).'
        : '.'),
    '',
    `Method: loopback; the sandbox (in-memory, fast lifecycle) and the BFF (the built entry ` +
      `point with production settings, as a replica without Redis runs it: its data files in a ` +
      `fresh folder, every request logged at info level to /dev/null, metrics counted, rate ` +
      `limits high enough not to refuse but still counting, offers checked against the ` +
      `sandbox as market reference) each in their own ` +
      `process; autocannon in a third. Each side gets ${results.settings.durationS} s of load per ` +
      `call and concurrency level, in ${results.settings.rounds} alternating rounds, after a ` +
      `${results.settings.warmupS} s warm-up. (a) = the sandbox called directly with multipart ` +
      `form-data; (b) = the same call through the BFF's JSON API. Latencies in ms; price through ` +
      `the BFF varies the amount per request so coalescing does not flatter it; create order sends ` +
      `no Idempotency-Key; order status reads one existing order.`,
    '',
    line(table.header),
    line(table.header.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...table.rows.map(line),
    '',
    `Design bar, relay overhead p50 at most ${BAR_P50_MS} ms on loopback: ` +
      results.bar.verdicts
        .map(
          (/** @type {any} */ v) =>
            `${v.connections} connection(s): ${v.met ? 'met' : 'NOT met'} (worst ${v.worstCall} ${signed(v.worstOverheadP50Ms)} ms)`,
        )
        .join('; ') +
      '.',
    '',
    `Price throughput against a plain Express app written from the card (bench/plain-express-app.js: ` +
      `helmet, two express-rate-limit limiters, a pino-http access log, zod, undici, form-data; ` +
      `no market check, ledger or metrics) and a bare relay (bench/bench-server.js: node:http + ` +
      `undici + form-data, no checks), all three in front of the same sandbox, sent the same ` +
      `rotating amounts, so none coalesces: ${throughputVerdict(results.priceThroughput).replaceAll('\n', ' ')}`,
    '',
    `Coalescing: ${c.burstSize} concurrent price requests with distinct amounts reached the ` +
      `upstream ${c.distinctBurstUpstreamCalls} times; ${c.identicalBursts.length} bursts of ` +
      `${c.burstSize} identical requests reached it ${c.identicalBursts.join(', ')} times ` +
      `(${c.upstreamCalls} calls for ${c.requests} requests: ${c.saved} saved).`,
    '## Server render time per page',
    '',
    'GET of each page through the same BFF (autocannon, same rounds and durations); the order ' +
      "page's time includes fetching the order from the sandbox in-process. Latencies in ms.",
    '',
    line(renderTable(results.rendering).header),
    line(renderTable(results.rendering).header.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...renderTable(results.rendering).rows.map(line),
    '',
    `Design bar, render p50 at most ${RENDER_BAR_P50_MS} ms at one connection.`,
    '',
    'On a 2-core machine the three processes compete for CPU, and other work may be running too ' +
      '(see the load average above), so the 10-connection rows include CPU contention and queueing ' +
      'behind the slower side; the 1-connection rows show the latency the relay adds to one request.',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Server rendering

/**
 * Each page through the BFF's server render, alone, at each concurrency level.
 * @param {string} sandboxUrl
 * @param {string} bffUrl
 * @param {Record<string, string>} orderFields
 */
async function measureRendering(sandboxUrl, bffUrl, orderFields) {
  const created = await callOnce(sandboxUrl, direct('token_exchange', orderFields));
  const pages = ['/', '/How-it-works', '/stake', `/order/${String(created.orderInfo)}`];
  const results = [];
  for (const path of pages) {
    const check = await fetch(`${bffUrl}${path}`);
    const html = await check.text();
    if (check.status !== 200 || !html.includes('<h1')) {
      throw new Error(`${path}: ${check.status}, not a rendered page (run npm run build first)`);
    }
    await load(bffUrl, { method: 'GET', path }, 10, WARMUP_S);
    const levels = [];
    for (const connections of CONCURRENCY) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.push(await load(bffUrl, { method: 'GET', path }, connections, DURATION_S / ROUNDS));
      }
      levels.push({ connections, ...summarize(runs) });
    }
    results.push({ page: path.startsWith('/order/') ? '/order/:id' : path, levels });
  }
  return results;
}

/** @param {{ levels: { connections: number, p50Ms: number }[] }} page @param {number} connections */
const renderP50 = (page, connections) =>
  page.levels.find((level) => level.connections === connections)?.p50Ms ?? NaN;

/** @param {Awaited<ReturnType<typeof measureRendering>>} rendering */
function renderTable(rendering) {
  const header = ['page', 'conns', 'p50', 'p99', 'req/s'];
  const rows = rendering.flatMap((page) =>
    page.levels.map((level) => [
      page.page,
      String(level.connections),
      ms(level.p50Ms),
      ms(level.p99Ms),
      String(level.requestsPerS),
    ]),
  );
  return { header, rows };
}

// ---------------------------------------------------------------------------------------------
// Run

if (!existsSync(join(ROOT, 'dist', 'ssr', 'entry-server.js'))) {
  // the page rows need the client and its server entry, not only the compiled server
  console.log('Building the site: npm run build');
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
} else if (!process.argv.includes('--skip-build')) {
  console.log('Compiling the server: tsc -p tsconfig.build.json');
  execFileSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

/**
 * GET /api/price with the amount rotating per request, for the BFF, the plain app and the bare
 * relay alike.
 * @returns {Call}
 */
const priceCall = () => ({
  method: 'GET',
  path: `/api/price?from=${FROM}&to=${TO}&amount=${AMOUNT}`,
  setupRequest: rotating((i, req) => {
    req.path = `/api/price?from=${FROM}&to=${TO}&amount=${PRICE_AMOUNTS[i]}`;
  }),
});

/** The three-way price comparison, and the profile when asked; the profile's Markdown is written. */
async function priceAndProfile() {
  for (const server of [relayServer, plainServer, bff]) await callOnce(server.url, priceCall());
  console.log(
    `Price at ${PRICE_CONNECTIONS} connections, BFF vs plain Express vs bare relay: ${REPEATS} ` +
      `repeats of ${DURATION_S} s per side (about ${REPEATS * 3 * DURATION_S + 3 * WARMUP_S} s)`,
  );
  const price = await measurePriceThroughput(
    { bff, plain: plainServer, relay: relayServer },
    priceCall,
    {
      connections: PRICE_CONNECTIONS,
      repeats: REPEATS,
      rounds: ROUNDS,
      seconds: DURATION_S,
      warmupS: WARMUP_S,
      rate: RATE,
      log: (line) => console.log(line),
    },
  );
  console.log(`\n${throughputVerdict(price)}\n`);
  if (PROFILE) {
    const settings = { connections: PRICE_CONNECTIONS, seconds: DURATION_S, warmupS: WARMUP_S };
    const profiles = {
      bff: await profilePrice(bff, priceCall(), { name: 'BFF', ...settings }),
      plain: await profilePrice(plainServer, priceCall(), {
        name: 'plain Express app',
        ...settings,
      }),
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    writeFileSync(
      join(RESULTS_DIR, 'PROFILE.md'),
      profileMarkdown(profiles, host, price, startedAt.toISOString(), PRICE_CONNECTIONS),
    );
    for (const row of profiles.bff.rows.slice(0, 12)) {
      console.log(`  ${row.bucket.padEnd(40)} ${(row.share * 100).toFixed(1).padStart(5)}%`);
    }
    console.log('\nWrote bench/results/PROFILE.md\n');
  }
  return price;
}

/**
 * Every relay call against the sandbox called directly, coalescing and rendering; writes the results.
 * @param {import('./price-throughput.js').PriceThroughput} price
 */
async function measureAll(price) {
  // A quote for the route, one order for the status calls; every measured call checked once.
  const quote = await callOnce(
    sandbox.url,
    direct('token_price', { TokenA_amount: AMOUNT, TokenA_symbol: FROM, TokenB_symbol: TO }),
  );
  const route = quote.exchangeFlow_list;
  const orderFields = {
    TokenA_amount: AMOUNT,
    TokenA_symbol: FROM,
    TokenB_symbol: TO,
    TokenB_address: ETH_ADDRESS,
    // String(route), as the BFF sends it (shared/contract/route.ts)
    exchangeFlow_list: String(route),
  };
  const priceBodies = PRICE_AMOUNTS.map((amount) =>
    multipart({ TokenA_amount: amount, TokenA_symbol: FROM, TokenB_symbol: TO }),
  );
  const json = { 'content-type': 'application/json' };
  const pairs = [
    {
      name: 'price',
      direct: {
        ...direct('token_price', { TokenA_amount: AMOUNT, TokenA_symbol: FROM, TokenB_symbol: TO }),
        setupRequest: rotating((i, req) => {
          const prepared = /** @type {ReturnType<typeof multipart>} */ (priceBodies[i]);
          req.body = prepared.body;
          req.headers['content-type'] = prepared.contentType;
        }),
      },
      bff: priceCall(),
    },
    {
      name: 'create order',
      direct: direct('token_exchange', orderFields),
      bff: {
        method: 'POST',
        path: '/api/orders',
        headers: json,
        body: JSON.stringify({ from: FROM, to: TO, amount: AMOUNT, address: ETH_ADDRESS, route }),
      },
    },
    // Created after the create-order runs: the sandbox keeps only its newest 10,000 orders.
    async () => {
      const created = await callOnce(sandbox.url, direct('token_exchange', orderFields));
      const orderId = String(created.orderInfo);
      return {
        name: 'order status',
        direct: direct('exchange_status', { orderID: orderId }),
        bff: { method: 'GET', path: `/api/orders/${orderId}` },
      };
    },
  ];

  console.log(
    `Measuring ${pairs.length} calls x ${CONCURRENCY.length} concurrency levels, ` +
      `${DURATION_S} s per side each (about ${Math.ceil((pairs.length * (2 * WARMUP_S + CONCURRENCY.length * 2 * DURATION_S)) / 10) * 10} s)`,
  );
  /** @type {Awaited<ReturnType<typeof measurePair>>[]} */
  const measured = [];
  for (const prepare of pairs) {
    const pair = typeof prepare === 'function' ? await prepare() : prepare;
    await checkPair(sandbox.url, bff.url, pair);
    measured.push(await measurePair(sandbox.url, bff.url, pair));
    // Still answered properly after the load (the sandbox says 'error' with HTTP 200).
    await checkPair(sandbox.url, bff.url, pair);
  }
  const coalescing = await measureCoalescing(sandbox.url);
  const rendering = await measureRendering(sandbox.url, bff.url, orderFields);
  const orderPageHeap = await measureOrderPageHeap(sandbox.url);

  const verdicts = CONCURRENCY.map((connections) => {
    const worst = measured
      .map((pair) => ({
        call: pair.call,
        overhead:
          pair.levels.find((level) => level.connections === connections)?.overhead.p50Ms ?? NaN,
      }))
      .sort((a, b) => b.overhead - a.overhead)[0];
    return {
      connections,
      met: (worst?.overhead ?? NaN) <= BAR_P50_MS,
      worstCall: worst?.call ?? '',
      worstOverheadP50Ms: worst?.overhead ?? NaN,
    };
  });
  const failed = measured.flatMap((pair) =>
    pair.levels.flatMap((level) =>
      level.sandbox.failed + level.bff.failed > 0
        ? [
            `${pair.call} (${level.connections}): ${level.sandbox.failed} + ${level.bff.failed} failed`,
          ]
        : [],
    ),
  );

  const results = {
    date: startedAt.toISOString(),
    machine: host,
    settings: {
      durationS: DURATION_S,
      rounds: ROUNDS,
      warmupS: WARMUP_S,
      concurrency: CONCURRENCY,
      latencyUnit: 'ms',
    },
    relay: measured,
    bar: { overheadP50Ms: BAR_P50_MS, verdicts },
    priceThroughput: price,
    coalescing,
    rendering,
    orderPageHeap,
    failedRequests: failed,
  };

  const table = tableRows(measured);
  console.log(`\nBFF relay overhead on loopback (latency in ms; overhead = BFF - sandbox)\n`);
  printTable(table);
  for (const verdict of verdicts) {
    console.log(
      `\nBar (overhead p50 <= ${BAR_P50_MS} ms), ${verdict.connections} connection(s): ` +
        `${verdict.met ? 'met' : 'NOT met'}; worst: ${verdict.worstCall} ${signed(verdict.worstOverheadP50Ms)} ms`,
    );
  }
  console.log(
    `\nCoalescing: ${BURST_SIZE} distinct concurrent prices -> ${coalescing.distinctBurstUpstreamCalls} upstream calls; ` +
      `${BURSTS} bursts of ${BURST_SIZE} identical -> ${coalescing.identicalBursts.join(', ')} upstream calls ` +
      `(${coalescing.saved} of ${coalescing.requests} saved)`,
  );
  console.log(`\nServer render time per page (ms; the order page includes its in-process fetch)\n`);
  printTable(renderTable(rendering));
  console.log(
    `\nBar (render p50 <= ${RENDER_BAR_P50_MS} ms at 1 connection): ` +
      rendering
        .map(
          (page) => `${page.page} ${renderP50(page, 1) <= RENDER_BAR_P50_MS ? 'met' : 'NOT met'}`,
        )
        .join('; '),
  );
  console.log(`\n${throughputVerdict(price)}`);
  console.log(`\n${orderPageHeapReport(orderPageHeap)}`);
  if (failed.length > 0) console.log(`\nFailed requests: ${failed.join('; ')}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(
    join(RESULTS_DIR, 'BENCH.md'),
    `${markdown(results, table)}\n${orderPageHeapReport(orderPageHeap)}`,
  );
  console.log(`\nWrote bench/results/bench.json and bench/results/BENCH.md`);
}

const startedAt = new Date();
const host = machine();
const sandbox = await startServer(['sandbox']);
const bff = await startServer(['bff', sandbox.url]);
const plainServer = await startServer(['plain', sandbox.url]);
const relayServer = await startServer(['relay', sandbox.url]);

try {
  const price = await priceAndProfile();
  if (!PRICE_ONLY) await measureAll(price);
} finally {
  await relayServer.stop();
  await plainServer.stop();
  await bff.stop();
  await sandbox.stop();
}
