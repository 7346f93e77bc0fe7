// @ts-check
/**
 * Price throughput at 10 connections, three servers in front of the same sandbox, sent the same
 * rotating amounts (nothing coalesces): the BFF with every check it has, a plain Express app
 * written from the customer's card (its peer, bench/plain-express-app.js) and a bare node:http
 * relay (the floor). Each repeat gives every side the same time in short rounds, the order
 * rotated each round so drifting background load hits all three alike; the figures are the
 * medians of the repeats. Besides requests/s, each side's CPU time per request (its own process
 * only): on a busy machine throughput follows what else runs, CPU per request much less.
 */
import { load, round, summarize } from './load.js';

/** @typedef {import('./load.js').Call} Call */
/** @typedef {import('./load.js').LoadRun} LoadRun */

/** The sides, as printed; `bff` is measured against `plain`, both against `relay`. */
export const SIDES = /** @type {const} */ (['bff', 'plain', 'relay']);
/** @typedef {(typeof SIDES)[number]} Side */

export const SIDE_NAMES = /** @type {const} */ ({
  bff: 'BFF',
  plain: 'plain Express',
  relay: 'bare relay',
});

/** The ratios printed, each as numerator / denominator. */
export const RATIOS = /** @type {const} */ ([
  ['bff', 'plain'],
  ['bff', 'relay'],
  ['plain', 'relay'],
]);

/** Issue 57: the BFF, with every check on, at least this many times the plain app's rate. */
export const PEER_BAR_RATIO = 1.1;

/**
 * @typedef {object} Server
 * @property {string} url
 * @property {() => Promise<number>} cpuUs CPU time the server's process has used so far (µs)
 */

/** The sides in the order round `index` runs them: rotated, so none always goes first. */
export function roundOrder(/** @type {number} */ index) {
  return SIDES.map((_, i) => /** @type {Side} */ (SIDES[(i + index) % SIDES.length]));
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? /** @type {number} */ (sorted[middle])
    : /** @type {number} */ (sorted[middle - 1] + /** @type {number} */ (sorted[middle])) / 2;
}

const ratioKey = (/** @type {Side} */ top, /** @type {Side} */ bottom) => `${top}/${bottom}`;

/**
 * One repeat's ratios of requests/s.
 * @param {Record<Side, { requestsPerS: number }>} sides
 * @returns {Record<string, number>}
 */
export function ratiosOf(sides) {
  return Object.fromEntries(
    RATIOS.map(([top, bottom]) => [
      ratioKey(top, bottom),
      round(sides[top].requestsPerS / sides[bottom].requestsPerS, 2),
    ]),
  );
}

/**
 * @typedef {object} SideFigures
 * @property {number} requestsPerS
 * @property {number} p50Ms
 * @property {number} p99Ms
 * @property {number} failed
 * @property {number} cpuPerRequestUs
 */

/**
 * The repeats taken together: each side's median requests/s and CPU per request, each ratio's
 * median, and whether the BFF is ahead of its peer by the bar.
 * @param {{ sides: Record<Side, SideFigures>, ratios: Record<string, number> }[]} repeats
 */
export function throughputSummary(repeats) {
  const of = (/** @type {Side} */ side, /** @type {keyof SideFigures} */ figure) =>
    median(repeats.map((repeat) => repeat.sides[side][figure]));
  const sides = Object.fromEntries(
    SIDES.map((side) => [
      side,
      {
        requestsPerS: of(side, 'requestsPerS'),
        cpuPerRequestUs: of(side, 'cpuPerRequestUs'),
        failed: repeats.reduce((sum, repeat) => sum + repeat.sides[side].failed, 0),
      },
    ]),
  );
  const ratios = Object.fromEntries(
    RATIOS.map(([top, bottom]) => {
      const key = ratioKey(top, bottom);
      return [key, median(repeats.map((repeat) => /** @type {number} */ (repeat.ratios[key])))];
    }),
  );
  const peer = /** @type {number} */ (ratios[ratioKey('bff', 'plain')]);
  return {
    sides:
      /** @type {Record<Side, { requestsPerS: number, cpuPerRequestUs: number, failed: number }>} */ (
        sides
      ),
    ratios,
    bar: PEER_BAR_RATIO,
    met: peer >= PEER_BAR_RATIO,
  };
}

/**
 * What the bench prints and writes: the three rates, the ratios with their repeats, the verdict
 * and CPU per request.
 * @param {{ connections: number, repeats: { ratios: Record<string, number> }[] } & ReturnType<typeof throughputSummary>} result
 */
export function throughputVerdict(result) {
  const rates = SIDES.map(
    (side) => `${SIDE_NAMES[side]} ${Math.round(result.sides[side].requestsPerS)} req/s`,
  ).join(', ');
  const ratios = RATIOS.map(([top, bottom]) => {
    const key = ratioKey(top, bottom);
    const each = result.repeats.map((repeat) => `${repeat.ratios[key]?.toFixed(2)}x`).join(', ');
    return `${SIDE_NAMES[top]} / ${SIDE_NAMES[bottom]} ${result.ratios[key]?.toFixed(2)}x (${each})`;
  }).join('; ');
  const cpu = SIDES.map(
    (side) => `${SIDE_NAMES[side]} ${Math.round(result.sides[side].cpuPerRequestUs)} µs`,
  ).join(', ');
  const failed = SIDES.filter((side) => result.sides[side].failed > 0).map(
    (side) => `${SIDE_NAMES[side]} ${result.sides[side].failed}`,
  );
  return [
    `Price at ${result.connections} connections, medians of ${result.repeats.length} repeats: ${rates}.`,
    `Ratios (repeats in brackets): ${ratios}.`,
    `Bar, BFF / plain Express >= ${result.bar}x: ${result.met ? 'met' : 'NOT met'}. ` +
      `CPU per request: ${cpu}.` +
      (failed.length > 0 ? ` Not 2xx: ${failed.join(', ')}.` : ''),
  ].join('\n');
}

/**
 * @param {Record<Side, Server>} servers
 * @param {() => Call} call a fresh price call (its own rotation of amounts) for each side
 * @param {{ connections: number, repeats: number, rounds: number, seconds: number,
 *   warmupS: number, rate?: number, log?: (line: string) => void }} settings
 *   seconds: each side's time per repeat, split over the rounds; rate: requests/s in all, 0 for
 *   as many as answered
 */
export async function measurePriceThroughput(servers, call, settings) {
  const { connections, repeats: repeatCount, rounds, seconds, warmupS, rate = 0 } = settings;
  const calls = Object.fromEntries(SIDES.map((side) => [side, call()]));
  const callOf = (/** @type {Side} */ side) => /** @type {Call} */ (calls[side]);
  for (const side of SIDES) await load(servers[side].url, callOf(side), connections, warmupS);

  /** One timed run and the CPU its server used meanwhile. */
  const run = async (/** @type {Side} */ side) => {
    const server = servers[side];
    const before = await server.cpuUs();
    const result = await load(server.url, callOf(side), connections, seconds / rounds, rate);
    return { ...result, cpuUs: (await server.cpuUs()) - before };
  };
  const repeats = [];
  for (let repeat = 0; repeat < repeatCount; repeat += 1) {
    /** @type {Record<Side, (LoadRun & { cpuUs: number })[]>} */
    const runs = { bff: [], plain: [], relay: [] };
    for (let index = 0; index < rounds; index += 1) {
      for (const side of roundOrder(index + repeat)) runs[side].push(await run(side));
    }
    const sides = /** @type {Record<Side, SideFigures>} */ (
      Object.fromEntries(
        SIDES.map((side) => {
          const { requestsPerS, p50Ms, p99Ms, failed, requests } = summarize(runs[side]);
          const cpuUs = runs[side].reduce((sum, r) => sum + r.cpuUs, 0);
          const cpuPerRequestUs = round(cpuUs / Math.max(1, requests), 0);
          return [side, { requestsPerS, p50Ms, p99Ms, failed, cpuPerRequestUs }];
        }),
      )
    );
    const ratios = ratiosOf(sides);
    repeats.push({ sides, ratios });
    settings.log?.(
      `  repeat ${repeat + 1}: ` +
        SIDES.map(
          (side) =>
            `${SIDE_NAMES[side]} ${sides[side].requestsPerS} req/s (${sides[side].cpuPerRequestUs} µs CPU)`,
        ).join(', ') +
        `; BFF / plain ${ratios[ratioKey('bff', 'plain')]?.toFixed(2)}x`,
    );
  }
  return { connections, repeats, ...throughputSummary(repeats) };
}

/** @typedef {Awaited<ReturnType<typeof measurePriceThroughput>>} PriceThroughput */
