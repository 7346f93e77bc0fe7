import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed ports by default; E2E_SITE_PORT / E2E_SANDBOX_PORT move them so that a second copy of the
// suite (another checkout, another build) can run beside the first without sharing a server.
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4174);

// A fixed folder per port: the config and the test workers run in different processes.
const run = join(tmpdir(), `swap-without-a-trace-e2e-${sitePort}`);

/**
 * Which upstream the site under test speaks to its embedded sandbox:
 * E2E_UPSTREAM_PROTOCOL=changenow starts it as with UPSTREAM_PROTOCOL=changenow and no URL or key,
 * so the sandbox answers in ChangeNOW's API v2 shapes; unset, the spec's price service.
 */
const upstreamProtocol: 'price-service' | 'changenow' =
  process.env.E2E_UPSTREAM_PROTOCOL === 'changenow' ? 'changenow' : 'price-service';

/** Where the site under test and its sandbox listen during the browser suite. */
export const E2E = {
  sitePort,
  sandboxPort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  /** the site's DATA_DIR for this run: never the repository's data/ */
  dataDir: run,
  upstreamProtocol,
  /** with changenow: the site's order ids and the provider's */
  orderMapFile: join(run, 'order-map.jsonl'),
  /** screenshots kept as CI artifacts */
  screenshotDir: process.env.E2E_SCREENSHOT_DIR ?? 'artifacts/screenshots',
};
