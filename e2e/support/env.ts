import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Fixed ports by default; E2E_SITE_PORT / E2E_SANDBOX_PORT move them so that a second copy of the
// suite (another checkout, another build) can run beside the first without sharing a server.
const sitePort = Number(process.env.E2E_SITE_PORT ?? 4173);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4174);

// A fixed folder per port: the config and the test workers run in different processes.
const run = join(tmpdir(), `swap-without-a-trace-e2e-${sitePort}`);

/**
 * Which upstream the site under test speaks to its sandbox:
 * E2E_UPSTREAM_PROTOCOL=changenow starts it as with UPSTREAM_PROTOCOL=changenow and no URL or key,
 * so the embedded sandbox answers in ChangeNOW's API v2 shapes; `providers` runs a standalone
 * sandbox and the site with three providers on it (price service, ChangeNOW, StealthEX); unset,
 * the spec's price service.
 */
const asked = process.env.E2E_UPSTREAM_PROTOCOL;
const upstreamProtocol: 'price-service' | 'changenow' | 'providers' =
  asked === 'changenow' || asked === 'providers' ? asked : 'price-service';
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

/** Where the site under test and its sandbox listen during the browser suite. */
export const E2E = {
  sitePort,
  sandboxPort,
  siteUrl: `http://127.0.0.1:${sitePort}`,
  sandboxUrl,
  /** the site's DATA_DIR for this run: never the repository's data/ */
  dataDir: run,
  upstreamProtocol,
  /** with `providers`: the three providers, each a dialect of the one standalone sandbox */
  providersEnv: {
    PROVIDERS: [
      `prices=price-service:${sandboxUrl}`,
      `change=changenow:${sandboxUrl}/v2/`,
      `stealth=stealthex:${sandboxUrl}/stealthex/v4/`,
    ].join(','),
    PROVIDER_PRICES_LABEL: 'Price Service',
    PROVIDER_CHANGE_API_KEY: 'e2e-key-not-a-secret',
    PROVIDER_CHANGE_LABEL: 'Change Sandbox',
    PROVIDER_CHANGE_RATING: 'C',
    PROVIDER_CHANGE_REFUND_KYC: '1',
    PROVIDER_STEALTH_API_KEY: 'e2e-key-not-a-secret',
    PROVIDER_STEALTH_LABEL: 'StealthEX Sandbox',
    PROVIDER_STEALTH_RATING: 'A',
    PROVIDER_STEALTH_REFUND_KYC: '0',
  },
  /** with changenow: the site's order ids and the provider's */
  orderMapFile: join(run, 'order-map.jsonl'),
  /** screenshots kept as CI artifacts */
  screenshotDir: process.env.E2E_SCREENSHOT_DIR ?? 'artifacts/screenshots',
};
