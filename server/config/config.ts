import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isOnionV3Address } from './onion-address.js';
import { UPSTREAM_PROTOCOLS } from '../../shared/contract/names.js';
import { readProviders, type ProviderSettings } from './providers-setting.js';

// The one place that reads the environment. Everything else receives a typed Config.

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true');

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const ms = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);
const seconds = (fallback: number) => z.coerce.number().min(0).max(86_400).default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));
const optionalUrl = (protocols: RegExp) =>
  optionalText.refine((value) => value === null || (URL.canParse(value) && protocols.test(value)), {
    message: 'must be a URL',
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** A hop count ('1') or a comma-separated list of IPs/CIDRs; never 'true' (anyone could spoof). */
const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): number | string[] => {
    const text = value.trim();
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a hop count or a list of IPs/CIDRs, never true',
      });
      return z.NEVER;
    }
    return entries;
  });

const onionAddress = optionalText
  .transform((value) => value?.toLowerCase() ?? null)
  .refine((value) => value === null || isOnionV3Address(value), {
    message: 'must be a v3 onion address: 56 base32 characters and .onion (the checksum included)',
  });

/** An env file holds one line: a PEM written with literal \\n between its lines is read as one. */
const pemText = optionalText.transform((value) => value?.replaceAll('\\n', '\n') ?? null);

/** Whether `pem` is an Ed25519 private key in PKCS#8 PEM (what `openssl genpkey -algorithm ed25519` writes). */
function isEd25519PrivateKey(pem: string): boolean {
  try {
    return createPrivateKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: ms(10_000),
  REQUEST_TIMEOUT_MS: ms(30_000),
  // Prometheus scrape listener; off when METRICS_PORT is unset. Never the public port.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  // The onion service: its address (for Onion-Location and to know the onion host), and a
  // listener for the tor daemon alone, off when ONION_PORT is unset.
  ONION_ADDRESS: onionAddress,
  ONION_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ONION_HOST: z.string().default('127.0.0.1'),

  PRICE_SERVICE_URL: optionalUrl(/^https?:/),
  // Which upstream speaks at that URL (issue 25): the spec's price service, or a provider with
  // ChangeNOW's API v2 and its key.
  UPSTREAM_PROTOCOL: z.enum(UPSTREAM_PROTOCOLS).default('price-service'),
  UPSTREAM_API_KEY: optionalText,
  // Several providers at once (issue 32): name=protocol:url entries; see providers-setting.ts.
  PROVIDERS: optionalText,
  SANDBOX: flag,
  UPSTREAM_HEADERS_TIMEOUT_MS: ms(10_000),
  UPSTREAM_BODY_TIMEOUT_MS: ms(10_000),
  BREAKER_VOLUME: count(10),
  BREAKER_RESET_MS: ms(30_000),

  TRUST_PROXY: trustProxy,
  RATE_LIMIT_GLOBAL: count(600),
  RATE_LIMIT_PRICE: count(120),
  RATE_LIMIT_ORDERS: count(10),
  RATE_LIMIT_STATUS: count(120),
  REDIS_URL: optionalUrl(/^rediss?:/),
  IDEMPOTENCY_FILE: z.string().default('data/idempotency.jsonl'),
  // With a provider (issue 25): the site's order ids and the provider's, when there is no Redis.
  ORDER_MAP_FILE: z.string().default('data/order-map.jsonl'),

  // Issue 30: the key that signs each order's guarantee and receipt, and how long the site keeps
  // what it holds about an order once the order has ended.
  SIGNING_KEY: pemText.refine((value) => value === null || isEd25519PrivateKey(value), {
    message: 'must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)',
  }),
  SIGNING_KEY_FILE: z.string().default('data/signing-key.pem'),
  DOCUMENTS_FILE: z.string().default('data/documents.jsonl'),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),

  SMTP_URL: optionalUrl(/^smtps?:/),
  ALERT_FROM: z.string().default('Swap Without a Trace <alerts@localhost>'),
  ALERT_TO: z.string().default('support@localhost'),
  ALERT_OUTBOX_DIR: z.string().default('data/outbox'),

  SUPPORT_URL: z.string().url().default('https://t.me/SwapWithoutATraceBot'),
  SOCIAL_URL: z.string().url().default('https://twitter.com/SwapWithoutTrace'),
  SENTRY_DSN: optionalUrl(/^https?:/),

  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_PORT: port(8090),
  SANDBOX_DATA_FILE: z.string().default('data/sandbox-orders.json'),
  SANDBOX_PRESET: z.enum(['normal', 'fast']).default('normal'),
  SANDBOX_AUTO_DEPOSIT_S: seconds(0),
  // issue 32: a standalone sandbox's market, moved from the reference prices (a rival provider)
  SANDBOX_MARKET_PERCENT: z.coerce.number().min(-50).max(50).default(0),
});

// Fixed, not settings: nothing about a deployment calls for other values, and each one fewer
// setting is one fewer way to misconfigure the site (docs/decisions/008). Tests that need other
// values pass a changed Config (or the settings object of the module) through deps.
/** A TCP connect to the price service takes milliseconds; 3 s means it is down. */
const UPSTREAM_CONNECT_TIMEOUT_MS = 3000;
/** The breaker opens when half of the calls in its window fail (BREAKER_VOLUME sets how many). */
const BREAKER_ERROR_PERCENT = 50;
/** How long /order/:id waits for the order before it renders without it (the browser then asks). */
const RENDER_DATA_TIMEOUT_MS = 300;
/** Rate limits count per minute; the RATE_LIMIT_* settings say how many. */
const RATE_LIMIT_WINDOW_MS = 60_000;
/** The same alert is mailed once per 10 minutes, then once more with a count of repeats. */
const ALERT_WINDOW_MS = 10 * 60_000;
/** Undelivered alerts in the outbox are tried again every minute. */
const ALERT_RETRY_MS = 60_000;
const DAY_MS = 86_400_000;
/** A ChangeNOW-compatible provider's API when UPSTREAM_PROTOCOL=changenow names no URL but a key. */
const CHANGENOW_API_URL = 'https://api.changenow.io/v2/';
/** Once settings: an env file copied from an older .env.example still starts; another value stops. */
const RETIRED_SETTINGS: Record<string, number> = {
  UPSTREAM_CONNECT_TIMEOUT_MS,
  BREAKER_ERROR_PERCENT,
  RENDER_DATA_TIMEOUT_MS,
  RATE_LIMIT_WINDOW_MS,
  ALERT_WINDOW_MS,
  ALERT_RETRY_MS,
};

export type Env = Record<string, string | undefined>;

/** Every setting the server reads; .env.example documents each. */
export const CONFIG_KEYS = Object.keys(envSchema.shape);

export interface SandboxLifecycle {
  /** seconds spent in each status after the deposit: 1 anonymizing, 2 swapping, 3 finishing */
  anonymizingS: number;
  swappingS: number;
  finishingS: number;
}

/** About 20 minutes in all, as the site promises; 'fast' is for demos and tests. */
export const SANDBOX_PRESETS: Record<'normal' | 'fast', SandboxLifecycle> = {
  normal: { anonymizingS: 300, swappingS: 600, finishingS: 300 },
  fast: { anonymizingS: 5, swappingS: 5, finishingS: 5 },
};

function build(env: z.infer<typeof envSchema>, providers: ProviderSettings[] | null) {
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    /** a request's headers and body arrive within this, or it gets 408 (a trickling body) */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** port null: no metrics listener */
    metrics: { port: env.METRICS_PORT ?? null, host: env.METRICS_HOST },
    onion: {
      /** the v3 address, lower case; null: no Onion-Location, only the listener is the onion host */
      address: env.ONION_ADDRESS,
      /** port null: no listener for tor (every connection on it starts with a PROXY line) */
      port: env.ONION_PORT ?? null,
      host: env.ONION_HOST,
    },
    upstream: {
      /**
       * The upstream's URL; null: start the embedded sandbox and relay to it (in the protocol's
       * shapes). With changenow, a key and no URL, ChangeNOW's own API.
       */
      url:
        env.PRICE_SERVICE_URL ??
        (env.UPSTREAM_PROTOCOL === 'changenow' && env.UPSTREAM_API_KEY ? CHANGENOW_API_URL : null),
      protocol: env.UPSTREAM_PROTOCOL,
      /** sent as x-changenow-api-key with the changenow protocol; never logged */
      apiKey: env.UPSTREAM_API_KEY ?? null,
      connectTimeoutMs: UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: env.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.UPSTREAM_BODY_TIMEOUT_MS,
      breaker: {
        errorPercent: BREAKER_ERROR_PERCENT,
        volume: env.BREAKER_VOLUME,
        resetMs: env.BREAKER_RESET_MS,
      },
    },
    /**
     * PROVIDERS: several providers, each asked for every quote (issue 32); null: the one upstream
     * above. They share its timeouts and breaker settings.
     */
    providers,
    /** how long a server-rendered page waits for its data (the order) before rendering without */
    renderDataTimeoutMs: RENDER_DATA_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      windowMs: RATE_LIMIT_WINDOW_MS,
      global: env.RATE_LIMIT_GLOBAL,
      price: env.RATE_LIMIT_PRICE,
      orders: env.RATE_LIMIT_ORDERS,
      status: env.RATE_LIMIT_STATUS,
    },
    redisUrl: env.REDIS_URL,
    /** Idempotency-Key replies kept across restarts when there is no Redis */
    idempotencyFile: env.IDEMPOTENCY_FILE,
    /** with a provider: our order ids and the provider's, kept here when there is no Redis */
    orderMapFile: env.ORDER_MAP_FILE,
    proof: {
      /** PKCS#8 PEM; null: in development (or with SANDBOX=1) the key in `keyFile`, made once */
      signingKey: env.SIGNING_KEY,
      keyFile: env.SIGNING_KEY_FILE,
      /** without Redis: each order's guarantee and receipt, as first signed */
      documentsFile: env.DOCUMENTS_FILE,
      /** what the site keeps about an order goes this long after the order has ended */
      retentionMs: env.RETENTION_DAYS * DAY_MS,
    },
    alerts: {
      smtpUrl: env.SMTP_URL,
      from: env.ALERT_FROM,
      to: env.ALERT_TO,
      outboxDir: env.ALERT_OUTBOX_DIR,
      windowMs: ALERT_WINDOW_MS,
      retryMs: ALERT_RETRY_MS,
    },
    publicLinks: { supportUrl: env.SUPPORT_URL, socialUrl: env.SOCIAL_URL },
    sentryDsn: env.SENTRY_DSN,
    sandbox: {
      host: env.SANDBOX_HOST,
      port: env.SANDBOX_PORT,
      dataFile: env.SANDBOX_DATA_FILE,
      lifecycle: SANDBOX_PRESETS[env.SANDBOX_PRESET],
      /** 0: deposits are only marked through the control API */
      autoDepositAfterS: env.SANDBOX_AUTO_DEPOSIT_S,
      marketMovePercent: env.SANDBOX_MARKET_PERCENT,
    },
  };
}

export type Config = ReturnType<typeof build>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError that lists every problem. */
export function loadConfig(env: Env): Config {
  // An empty value (`SMTP_URL=` in an env file) means "not set", as it does for most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = envSchema.safeParse(set);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (parsed.success && parsed.data.METRICS_PORT === parsed.data.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never on the public port)');
  }
  for (const [name, fixed] of Object.entries(RETIRED_SETTINGS)) {
    if (set[name] !== undefined && Number(set[name]) !== fixed)
      problems.push(`${name}: is no longer a setting (fixed at ${fixed}); remove it`);
  }
  if (parsed.success && parsed.data.ONION_PORT !== undefined) {
    const { ONION_PORT, PORT, METRICS_PORT } = parsed.data;
    if (ONION_PORT === PORT || ONION_PORT === METRICS_PORT) {
      problems.push(
        'ONION_PORT: must differ from PORT and METRICS_PORT (only tor may connect to it)',
      );
    }
  }
  const several = readProviders(set);
  problems.push(...several.problems);
  // Checked on the raw values so that it is listed with any other problem.
  const changenow = set.UPSTREAM_PROTOCOL === 'changenow';
  if (changenow && set.PRICE_SERVICE_URL && !set.UPSTREAM_API_KEY) {
    problems.push(
      'UPSTREAM_API_KEY: is required with UPSTREAM_PROTOCOL=changenow and a PRICE_SERVICE_URL (the provider refuses calls without it; leave both URL and key unset for the sandbox)',
    );
  }
  if (
    set.NODE_ENV === 'production' &&
    !set.PRICE_SERVICE_URL &&
    !(changenow && set.UPSTREAM_API_KEY) &&
    !set.PROVIDERS &&
    !['1', 'true'].includes(set.SANDBOX ?? '')
  ) {
    problems.push(
      'PRICE_SERVICE_URL: is required in production (set SANDBOX=1 to run the simulated service on purpose)',
    );
  }
  if (
    set.NODE_ENV === 'production' &&
    !set.SIGNING_KEY &&
    !['1', 'true'].includes(set.SANDBOX ?? '')
  ) {
    problems.push(
      'SIGNING_KEY: is required in production: an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519), so that every replica signs with the same key (SANDBOX=1 makes one in SIGNING_KEY_FILE)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return build(parsed.data, several.providers);
}
