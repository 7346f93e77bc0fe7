// Fixed, not settings: nothing about a deployment calls for other values, and each one fewer
// setting is one fewer way to misconfigure the site (docs/decisions/008, 018). Tests that need
// other values pass a changed Config (or the settings object of the module) through deps. Most
// were settings once: retired-settings.ts refuses an env file that still sets one.

/** A TCP connect to the price service takes milliseconds; 3 s means it is down. */
export const UPSTREAM_CONNECT_TIMEOUT_MS = 3000;
/** A reply's body follows its headers at once; 10 s of silence in between is a stalled upstream. */
export const UPSTREAM_BODY_TIMEOUT_MS = 10_000;
/** The breaker opens when half of the calls in its window fail... */
export const BREAKER_ERROR_PERCENT = 50;
/** ...and at least 10 calls were made, so that two unlucky calls do not stop a quiet site... */
export const BREAKER_VOLUME = 10;
/** ...then lets one call through after 30 s to see whether the upstream is back. */
export const BREAKER_RESET_MS = 30_000;
/** A request's headers and body arrive within 30 s or get 408: a trickled body cannot hold a socket. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How long /order/:id waits for the order before it renders without it (the browser then asks). */
export const RENDER_DATA_TIMEOUT_MS = 300;
/** The site listens on every interface unless HOST says otherwise (its container's choice). */
export const SITE_HOST = '0.0.0.0';
/** Off: demos and tests mark a sandbox order's deposit through its control API. */
export const SANDBOX_AUTO_DEPOSIT_S = 0;
/** Rate limits count per minute; the RATE_LIMIT_* settings say how many. */
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** The same alert is mailed once per 10 minutes, then once more with a count of repeats. */
export const ALERT_WINDOW_MS = 10 * 60_000;
/** Undelivered alerts in the outbox are tried again every minute. */
export const ALERT_RETRY_MS = 60_000;
/**
 * Only tor, beside the site, connects to the onion listener (each connection starts with a PROXY
 * line that names the visitor's circuit), and the sandbox inside the site is the site's own.
 */
export const LOOPBACK = '127.0.0.1';

/** What DATA_DIR holds: every file the site (or a standalone sandbox) writes, one volume. */
export const DATA_FILES = {
  idempotency: 'idempotency.jsonl',
  orderMap: 'order-map.jsonl',
  signingKey: 'signing-key.pem',
  documents: 'documents.jsonl',
  outbox: 'outbox',
  sandboxOrders: 'sandbox-orders.json',
  marketPrices: 'market-prices.json',
} as const;
