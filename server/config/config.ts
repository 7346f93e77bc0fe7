import { join } from 'node:path';
import { z } from 'zod';
import {
  descriptorOf,
  UPSTREAM_PROTOCOLS,
  type UpstreamProtocol,
  DEFAULT_PROTOCOL,
} from '../../shared/contract/protocols.js';
import { readProviders, type ProviderSettings } from './providers-setting.js';
import {
  count,
  flag,
  isEd25519PrivateKey,
  ms,
  onionAddress,
  optionalText,
  referenceUrls,
  optionalUrl,
  pemText,
  port,
  trustProxy,
} from './setting-values.js';
import { sentinelEntryOf } from './sentinel-entries.js';
import {
  ALERT_RETRY_MS,
  ALERT_WINDOW_MS,
  BREAKER_ERROR_PERCENT,
  BREAKER_RESET_MS,
  BREAKER_VOLUME,
  DATA_FILES,
  LOOPBACK,
  RATE_LIMIT_WINDOW_MS,
  RENDER_DATA_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  SANDBOX_AUTO_DEPOSIT_S,
  SITE_HOST,
  UPSTREAM_BODY_TIMEOUT_MS,
  UPSTREAM_CONNECT_TIMEOUT_MS,
} from './fixed-values.js';
import { retiredSettingProblems } from './retired-settings.js';

// The one place that reads the environment. Everything else receives a typed Config.

/** RETENTION_DAYS' default: what the site keeps about an order goes this long after it ended. */
export const DEFAULT_RETENTION_DAYS = 14;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port(8080),
  // Unset: the site on every interface, a standalone sandbox on this machine only.
  HOST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: ms(10_000),
  // Every file the site (or a standalone sandbox) writes: stores without Redis, the signing key
  // made in development, the alert outbox, the sandbox's orders. One volume to mount.
  DATA_DIR: z.string().default('data'),
  // Prometheus scrape listener; off when METRICS_PORT is unset. Never the public port.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The onion service: its address (for Onion-Location and to know the onion host), and a
  // listener for the tor daemon alone, off when ONION_PORT is unset.
  ONION_ADDRESS: onionAddress,
  ONION_PORT: z.coerce.number().int().min(1).max(65535).optional(),

  PRICE_SERVICE_URL: optionalUrl(/^https?:/),
  // Which upstream speaks at that URL: the spec's price service, or a provider with
  // ChangeNOW's API v2 and its key.
  UPSTREAM_PROTOCOL: z.enum(UPSTREAM_PROTOCOLS).default(DEFAULT_PROTOCOL),
  UPSTREAM_API_KEY: optionalText,
  // Several providers at once, name=protocol:url entries: see providers-setting.ts.
  PROVIDERS: optionalText,
  SANDBOX: flag,
  // The market reference every offer is placed against: the base URL of a CoinGecko-compatible
  // simple-price API, or two, comma-separated, checked against each other. Unset: the embedded
  // sandbox's (when it runs), else no market check.
  REFERENCE_PRICES_URL: referenceUrls,
  UPSTREAM_HEADERS_TIMEOUT_MS: ms(10_000),

  TRUST_PROXY: trustProxy,
  RATE_LIMIT_GLOBAL: count(600),
  RATE_LIMIT_PRICE: count(120),
  RATE_LIMIT_ORDERS: count(10),
  RATE_LIMIT_STATUS: count(120),
  REDIS_URL: optionalUrl(/^rediss?:/),
  // The site's public address, for the full URLs a page names its language versions by.
  PUBLIC_ORIGIN: optionalUrl(/^https?:/).transform((value) =>
    value === null ? null : new URL(value).origin,
  ),
  // Instead of REDIS_URL: the sentinels that name the master (host:port, or
  // redis[s]://[user:password@]host:port for a password or TLS, which the master shares).
  REDIS_SENTINELS: optionalText
    .refine(
      (value) => value === null || value.split(',').every((entry) => sentinelEntryOf(entry)),
      {
        message:
          'must be host:port or redis[s]://[user:password@]host:port entries separated by commas (the Redis Sentinels)',
      },
    )
    .transform((value) => value?.split(',').map((entry) => sentinelEntryOf(entry)!) ?? null),
  // A private CA's certificate (PEM file) that signed the TLS certificates of a rediss:// Redis or
  // sentinels: trusted for those connections alone. Unset: the system's CAs (and
  // NODE_EXTRA_CA_CERTS, which Node itself reads, for every TLS connection of the process).
  REDIS_CA_FILE: optionalText,
  // a managed set names its master as its operator chose ('mymaster' in Bitnami's chart)
  REDIS_SENTINEL_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be the master name the sentinels monitor')
    .default('swap'),

  // The key that signs each order's guarantee and receipt, and how long the site keeps what it
  // holds about an order once the order has ended.
  SIGNING_KEY: pemText.refine((value) => value === null || isEd25519PrivateKey(value), {
    message: 'must be an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519)',
  }),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RETENTION_DAYS),

  SMTP_URL: optionalUrl(/^smtps?:/),
  ALERT_FROM: z.string().default('Swap Without a Trace <alerts@localhost>'),
  ALERT_TO: z.string().default('support@localhost'),

  SUPPORT_URL: z.string().url().default('https://t.me/SwapWithoutATraceBot'),
  SOCIAL_URL: z.string().url().default('https://twitter.com/SwapWithoutTrace'),
  // where the site's source is published: /verify shows a `git clone` of it beside the commit
  SOURCE_URL: optionalUrl(/^(?:https?|git|ssh):/),
  SENTRY_DSN: optionalUrl(/^https?:/),

  SANDBOX_PORT: port(8090),
  SANDBOX_PRESET: z.enum(['normal', 'fast']).default('normal'),
});

const DAY_MS = 86_400_000;

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

/** The one upstream's URL: PRICE_SERVICE_URL, else with a key the protocol's own API, else none. */
function upstreamUrl(
  url: string | null | undefined,
  protocol: UpstreamProtocol,
  key: string | null | undefined,
) {
  return url ?? (key ? descriptorOf(protocol).defaultUrl : null) ?? null;
}

function build(env: z.infer<typeof envSchema>, providers: ProviderSettings[] | null) {
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    production,
    port: env.PORT,
    host: env.HOST ?? SITE_HOST,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    /** a request's headers and body arrive within this, or it gets 408 (a trickling body) */
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    dataDir: env.DATA_DIR,
    /** port null: no metrics listener */
    // its own port, off unless set, on the interfaces the site listens on (HOST)
    metrics: { port: env.METRICS_PORT ?? null, host: env.HOST ?? SITE_HOST },
    onion: {
      /** the v3 address, lower case; null: no Onion-Location, only the listener is the onion host */
      address: env.ONION_ADDRESS,
      /** port null: no listener for tor (every connection on it starts with a PROXY line) */
      port: env.ONION_PORT ?? null,
      host: LOOPBACK,
    },
    upstream: {
      /**
       * The upstream's URL; null: start the embedded sandbox and relay to it (in the protocol's
       * shapes). With a key and no URL, the protocol's own API (its descriptor's default URL).
       */
      url: upstreamUrl(env.PRICE_SERVICE_URL, env.UPSTREAM_PROTOCOL, env.UPSTREAM_API_KEY),
      protocol: env.UPSTREAM_PROTOCOL,
      /** sent in the header the protocol's descriptor names; never logged */
      apiKey: env.UPSTREAM_API_KEY ?? null,
      connectTimeoutMs: UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: env.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: UPSTREAM_BODY_TIMEOUT_MS,
      breaker: {
        errorPercent: BREAKER_ERROR_PERCENT,
        volume: BREAKER_VOLUME,
        resetMs: BREAKER_RESET_MS,
      },
    },
    /**
     * PROVIDERS: several providers, each asked for every quote; null: the one upstream
     * above. They share its timeouts and breaker settings.
     */
    providers,
    /** the market references' base URLs (one or two); null: the embedded sandbox's when it runs, else none */
    referencePricesUrls: env.REFERENCE_PRICES_URL,
    /** where the last good market prices are kept without Redis */
    marketPricesFile: join(env.DATA_DIR, DATA_FILES.marketPrices),
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
    /** e.g. https://swap.example: hreflang links name it; null: they are paths */
    publicOrigin: env.PUBLIC_ORIGIN,
    /** instead of redisUrl: the master is whichever these sentinels name, followed on failover */
    redisSentinel: env.REDIS_SENTINELS
      ? { sentinels: env.REDIS_SENTINELS, name: env.REDIS_SENTINEL_NAME }
      : null,
    /** a PEM file of the CA the Redis servers' and sentinels' TLS certificates chain to; null: the system's */
    redisCaFile: env.REDIS_CA_FILE,
    /** Idempotency-Key replies kept across restarts when there is no Redis */
    idempotencyFile: join(env.DATA_DIR, DATA_FILES.idempotency),
    /** with a provider: our order ids and the provider's, kept here when there is no Redis */
    orderMapFile: join(env.DATA_DIR, DATA_FILES.orderMap),
    proof: {
      /** PKCS#8 PEM; null: in development (or with SANDBOX=1) the key in `keyFile`, made once */
      signingKey: env.SIGNING_KEY,
      keyFile: join(env.DATA_DIR, DATA_FILES.signingKey),
      /** without Redis: each order's guarantee and receipt, as first signed */
      documentsFile: join(env.DATA_DIR, DATA_FILES.documents),
      /** what the site keeps about an order goes this long after the order has ended */
      retentionMs: env.RETENTION_DAYS * DAY_MS,
    },
    alerts: {
      smtpUrl: env.SMTP_URL,
      from: env.ALERT_FROM,
      to: env.ALERT_TO,
      outboxDir: join(env.DATA_DIR, DATA_FILES.outbox),
      windowMs: ALERT_WINDOW_MS,
      retryMs: ALERT_RETRY_MS,
    },
    publicLinks: { supportUrl: env.SUPPORT_URL, socialUrl: env.SOCIAL_URL },
    /** the public repository the build's commit is in; null: /verify names none */
    sourceUrl: env.SOURCE_URL,
    sentryDsn: env.SENTRY_DSN,
    sandbox: {
      /** the sandbox inside the site: the site's own, so on loopback */
      host: LOOPBACK,
      /** a standalone sandbox (npm run sandbox, a demo's container): HOST, or this machine only */
      standaloneHost: env.HOST ?? LOOPBACK,
      port: env.SANDBOX_PORT,
      dataFile: join(env.DATA_DIR, DATA_FILES.sandboxOrders),
      lifecycle: SANDBOX_PRESETS[env.SANDBOX_PRESET],
      /** 0: deposits are only marked through the control API */
      autoDepositAfterS: SANDBOX_AUTO_DEPOSIT_S,
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
  problems.push(...retiredSettingProblems(set));
  if (parsed.success && parsed.data.ONION_PORT !== undefined) {
    const { ONION_PORT, PORT, METRICS_PORT } = parsed.data;
    if (ONION_PORT === PORT || ONION_PORT === METRICS_PORT) {
      problems.push(
        'ONION_PORT: must differ from PORT and METRICS_PORT (only tor may connect to it)',
      );
    }
  }
  if (set.REDIS_URL && set.REDIS_SENTINELS) {
    problems.push(
      'REDIS_SENTINELS: set it or REDIS_URL, not both (with sentinels the site finds the master itself)',
    );
  }
  const several = readProviders(set);
  problems.push(...several.problems);
  // Checked on the raw values so that it is listed with any other problem.
  const protocol = UPSTREAM_PROTOCOLS.find((name) => name === set.UPSTREAM_PROTOCOL);
  const needsKey = protocol !== undefined && descriptorOf(protocol).needsKey;
  if (needsKey && set.PRICE_SERVICE_URL && !set.UPSTREAM_API_KEY) {
    problems.push(
      `UPSTREAM_API_KEY: is required with UPSTREAM_PROTOCOL=${protocol} and a PRICE_SERVICE_URL (the provider refuses calls without it; leave both URL and key unset for the sandbox)`,
    );
  }
  const ownApi = protocol !== undefined && descriptorOf(protocol).defaultUrl !== null;
  if (
    set.NODE_ENV === 'production' &&
    !set.PRICE_SERVICE_URL &&
    !(ownApi && set.UPSTREAM_API_KEY) &&
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
      'SIGNING_KEY: is required in production: an Ed25519 private key in PKCS#8 PEM (openssl genpkey -algorithm ed25519), so that every replica signs with the same key (SANDBOX=1 makes one in DATA_DIR)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return build(parsed.data, several.providers);
}
