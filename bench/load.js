// @ts-check
/**
 * One measured load for the benches: autocannon against a URL, each 2xx's time kept, the rest
 * counted as failures; and the figures of several such runs together.
 */
import autocannon from 'autocannon';

/**
 * @typedef {object} Call
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {Buffer | string} [body]
 * @property {(req: any) => any} [setupRequest]
 */

/**
 * @param {string} url
 * @param {Call} call
 * @param {number} connections
 * @param {number} seconds
 * @param {number} [rate] requests per second in all, 0 for as many as answered
 */
export async function load(url, call, connections, seconds, rate = 0) {
  /** @type {number[]} */
  const samples = [];
  let failed = 0;
  const { setupRequest, ...fixed } = call;
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: [setupRequest ? { ...fixed, setupRequest } : fixed],
    ...(rate > 0 ? { overallRate: rate } : {}),
  });
  /** @type {(client: unknown, statusCode: number, bytes: number, milliseconds: number) => void} */
  const onResponse = (_client, statusCode, _bytes, milliseconds) => {
    if (statusCode >= 200 && statusCode < 300) samples.push(milliseconds);
    else failed += 1;
  };
  instance.on('response', onResponse);
  const result = await instance;
  return { samples, failed: failed + result.errors, seconds: result.duration };
}

/** @typedef {Awaited<ReturnType<typeof load>>} LoadRun */

/** @param {number[]} sorted @param {number} q */
const percentile = (sorted, q) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** @param {{ samples: number[], failed: number, seconds: number }[]} runs */
export function summarize(runs) {
  const samples = runs.flatMap((run) => run.samples).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return {
    p50Ms: round(percentile(samples, 0.5), 3),
    p99Ms: round(percentile(samples, 0.99), 3),
    requestsPerS: round(samples.length / seconds, 0),
    requests: samples.length,
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
  };
}

export const round = (/** @type {number} */ value, /** @type {number} */ digits) =>
  Number(value.toFixed(digits));
