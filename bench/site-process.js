// @ts-check
/**
 * The built entry point (dist/server/main.js) as the benches run it: configured through its
 * environment as a deployment is, so every bench measures the server's own wiring and none
 * wires a copy of it.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** @returns {Promise<number>} a port free on loopback now, for a server that takes a fixed one */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Requests a visitor may make a minute in the benches: too many to refuse, still counted. */
export const BENCH_RATE_LIMIT = 1_000_000;

/**
 * A production replica's settings relaying to `upstreamUrl` on loopback `port`: its files in a
 * fresh folder, a signing key of its own, rate limits too high to refuse but still counting.
 * @param {string} upstreamUrl
 * @param {number} port
 * @returns {Record<string, string>}
 */
export function replicaEnv(upstreamUrl, port) {
  const limit = String(BENCH_RATE_LIMIT);
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PRICE_SERVICE_URL: upstreamUrl,
    LOG_LEVEL: 'info',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'swap-bench-')),
    SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    RATE_LIMIT_GLOBAL: limit,
    RATE_LIMIT_PRICE: limit,
    RATE_LIMIT_ORDERS: limit,
    RATE_LIMIT_STATUS: limit,
  };
}

/**
 * Asks `${url}/healthz` until the replica answers (it listens once its stores are open).
 * @param {string} url
 * @param {() => string | null} [failed] why the replica can no longer come up, if it cannot
 */
export async function waitUntilLive(url, failed = () => null) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const why = failed();
    if (why) throw new Error(why);
    const live = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (live) return;
    await sleep(100);
  }
  throw new Error(`the replica did not answer at ${url}`);
}
