import { isIP } from 'node:net';
import { z } from 'zod';

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

  PRICE_SERVICE_URL: optionalUrl(/^https?:/),
  SANDBOX: flag,
  UPSTREAM_CONNECT_TIMEOUT_MS: ms(3000),
  UPSTREAM_HEADERS_TIMEOUT_MS: ms(10_000),
  UPSTREAM_BODY_TIMEOUT_MS: ms(10_000),
  BREAKER_ERROR_PERCENT: z.coerce.number().min(1).max(100).default(50),
  BREAKER_VOLUME: count(10),
  BREAKER_RESET_MS: ms(30_000),

  RENDER_DATA_TIMEOUT_MS: ms(300),

  TRUST_PROXY: trustProxy,
  RATE_LIMIT_WINDOW_MS: ms(60_000),
  RATE_LIMIT_GLOBAL: count(600),
  RATE_LIMIT_PRICE: count(120),
  RATE_LIMIT_ORDERS: count(10),
  RATE_LIMIT_STATUS: count(120),
  REDIS_URL: optionalUrl(/^rediss?:/),
  IDEMPOTENCY_FILE: z.string().default('data/idempotency.jsonl'),

  SMTP_URL: optionalUrl(/^smtps?:/),
  ALERT_FROM: z.string().default('Swap Without a Trace <alerts@localhost>'),
  ALERT_TO: z.string().default('support@localhost'),
  ALERT_OUTBOX_DIR: z.string().default('data/outbox'),
  ALERT_WINDOW_MS: ms(10 * 60_000),
  ALERT_RETRY_MS: ms(60_000),

  SUPPORT_URL: z.string().url().default('https://t.me/SwapWithoutATraceBot'),
  SOCIAL_URL: z.string().url().default('https://twitter.com/SwapWithoutTrace'),
  SENTRY_DSN: optionalUrl(/^https?:/),

  SANDBOX_HOST: z.string().default('127.0.0.1'),
  SANDBOX_PORT: port(8090),
  SANDBOX_DATA_FILE: z.string().default('data/sandbox-orders.json'),
  SANDBOX_PRESET: z.enum(['normal', 'fast']).default('normal'),
  SANDBOX_AUTO_DEPOSIT_S: seconds(0),
});

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

function build(env: z.infer<typeof envSchema>) {
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
    upstream: {
      /** null: start the embedded sandbox and relay to it */
      url: env.PRICE_SERVICE_URL,
      connectTimeoutMs: env.UPSTREAM_CONNECT_TIMEOUT_MS,
      headersTimeoutMs: env.UPSTREAM_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.UPSTREAM_BODY_TIMEOUT_MS,
      breaker: {
        errorPercent: env.BREAKER_ERROR_PERCENT,
        volume: env.BREAKER_VOLUME,
        resetMs: env.BREAKER_RESET_MS,
      },
    },
    /** how long a server-rendered page waits for its data (the order) before rendering without */
    renderDataTimeoutMs: env.RENDER_DATA_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    rateLimits: {
      windowMs: env.RATE_LIMIT_WINDOW_MS,
      global: env.RATE_LIMIT_GLOBAL,
      price: env.RATE_LIMIT_PRICE,
      orders: env.RATE_LIMIT_ORDERS,
      status: env.RATE_LIMIT_STATUS,
    },
    redisUrl: env.REDIS_URL,
    /** Idempotency-Key replies kept across restarts when there is no Redis */
    idempotencyFile: env.IDEMPOTENCY_FILE,
    alerts: {
      smtpUrl: env.SMTP_URL,
      from: env.ALERT_FROM,
      to: env.ALERT_TO,
      outboxDir: env.ALERT_OUTBOX_DIR,
      windowMs: env.ALERT_WINDOW_MS,
      retryMs: env.ALERT_RETRY_MS,
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
  // Checked on the raw values so that it is listed with any other problem.
  if (
    set.NODE_ENV === 'production' &&
    !set.PRICE_SERVICE_URL &&
    !['1', 'true'].includes(set.SANDBOX ?? '')
  ) {
    problems.push(
      'PRICE_SERVICE_URL: is required in production (set SANDBOX=1 to run the simulated service on purpose)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return build(parsed.data);
}
