import {
  ALERT_RETRY_MS,
  ALERT_WINDOW_MS,
  BREAKER_ERROR_PERCENT,
  BREAKER_RESET_MS,
  BREAKER_VOLUME,
  DATA_FILES,
  RATE_LIMIT_WINDOW_MS,
  RENDER_DATA_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  UPSTREAM_BODY_TIMEOUT_MS,
  UPSTREAM_CONNECT_TIMEOUT_MS,
} from './fixed-values.js';

/** Where DATA_DIR keeps a file a retired path setting once named: move it there. */
const keptIn = (file: string) =>
  `the site keeps it at DATA_DIR/${file}: move the file there or set DATA_DIR`;

/**
 * Settings the site no longer reads (decision 018), each with what took its place. One still
 * set stops start-up naming it, so that no one's value, nor data in a place the site no longer
 * reads, is passed over without a word.
 */
const RETIRED: Record<string, string> = {
  UPSTREAM_CONNECT_TIMEOUT_MS: `fixed at ${UPSTREAM_CONNECT_TIMEOUT_MS}`,
  UPSTREAM_BODY_TIMEOUT_MS: `fixed at ${UPSTREAM_BODY_TIMEOUT_MS}`,
  BREAKER_ERROR_PERCENT: `fixed at ${BREAKER_ERROR_PERCENT}`,
  BREAKER_VOLUME: `fixed at ${BREAKER_VOLUME}`,
  BREAKER_RESET_MS: `fixed at ${BREAKER_RESET_MS}`,
  REQUEST_TIMEOUT_MS: `fixed at ${REQUEST_TIMEOUT_MS}`,
  RENDER_DATA_TIMEOUT_MS: `fixed at ${RENDER_DATA_TIMEOUT_MS}`,
  RATE_LIMIT_WINDOW_MS: `fixed at ${RATE_LIMIT_WINDOW_MS}`,
  ALERT_WINDOW_MS: `fixed at ${ALERT_WINDOW_MS}`,
  ALERT_RETRY_MS: `fixed at ${ALERT_RETRY_MS}`,
  SANDBOX_AUTO_DEPOSIT_S: "deposits are marked through the sandbox's control API",
  SANDBOX_MARKET_PERCENT: 'a standalone sandbox takes --market-percent=N',
  IDEMPOTENCY_FILE: keptIn(DATA_FILES.idempotency),
  ORDER_MAP_FILE: keptIn(DATA_FILES.orderMap),
  SIGNING_KEY_FILE: keptIn(DATA_FILES.signingKey),
  DOCUMENTS_FILE: keptIn(DATA_FILES.documents),
  ALERT_OUTBOX_DIR: keptIn(DATA_FILES.outbox),
  SANDBOX_DATA_FILE: keptIn(DATA_FILES.sandboxOrders),
  ONION_HOST: 'the onion listener is for tor beside the site alone: it listens on 127.0.0.1',
  SANDBOX_HOST:
    'the sandbox inside the site listens on 127.0.0.1; a standalone sandbox listens on HOST',
  METRICS_HOST: 'the metrics listener listens where the site does: HOST',
};

/** A line for each retired setting `set` still holds: what to do instead. */
export const retiredSettingProblems = (set: Record<string, string | undefined>): string[] =>
  Object.entries(RETIRED)
    .filter(([name]) => set[name] !== undefined)
    .map(([name, instead]) => `${name}: is no longer a setting (${instead}); remove it`);
