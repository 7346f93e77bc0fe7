import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, ConfigError, loadConfig } from './config.js';

const SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('loadConfig', () => {
  it('gives working defaults with nothing set: port 8080, the sandbox, memory stores', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.upstream.url).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.alerts.smtpUrl).toBeNull();
    expect(config.trustProxy).toBe(0);
    expect(
      config.sandbox.lifecycle.anonymizingS +
        config.sandbox.lifecycle.swappingS +
        config.sandbox.lifecycle.finishingS,
    ).toBe(1200);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      PRICE_SERVICE_URL: 'https://prices.example/',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      RATE_LIMIT_ORDERS: '3',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      SANDBOX_PRESET: 'fast',
    });
    expect(config).toMatchObject({
      port: 9000,
      upstream: { url: 'https://prices.example/' },
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      rateLimits: { orders: 3 },
      redisUrl: 'redis://cache:6379',
      alerts: { smtpUrl: 'smtp://mail:25' },
      sandbox: { lifecycle: { anonymizingS: 5 } },
    });
  });

  it('reads empty values as unset, as an env file writes them', () => {
    const config = loadConfig({
      TRUST_PROXY: '',
      RATE_LIMIT_ORDERS: '',
      SMTP_URL: ' ',
      PRICE_SERVICE_URL: '',
    });
    expect(config.trustProxy).toBe(0);
    expect(config.rateLimits.orders).toBe(10);
    expect(config.alerts.smtpUrl).toBeNull();
    expect(config.upstream.url).toBeNull();
  });

  it('reads the example env file as a valid production configuration with SANDBOX=1', async () => {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(new URL('../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        // a value with spaces is single-quoted, as sh reads it (env-example.integration.test.ts)
        .map((line) => [
          line.slice(0, line.indexOf('=')),
          line.slice(line.indexOf('=') + 1).replace(/^'(.*)'$/, '$1'),
        ]),
    );
    expect(Object.keys(env).sort()).toEqual([...CONFIG_KEYS].sort());
    expect(loadConfig({ ...env, SANDBOX: '1' }).production).toBe(true);
  });

  it('fixes what no deployment needs to change', () => {
    const config = loadConfig({});
    expect(config.rateLimits.windowMs).toBe(60_000);
    expect(config.alerts).toMatchObject({ windowMs: 600_000, retryMs: 60_000 });
    expect(config.upstream).toMatchObject({
      connectTimeoutMs: 3000,
      breaker: { errorPercent: 50 },
    });
    expect(config.renderDataTimeoutMs).toBe(300);
    expect(CONFIG_KEYS).not.toContain('RATE_LIMIT_WINDOW_MS');
  });

  it('fixes the request limit, the body timeout and the breaker, as no deployment sets them', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.upstream).toMatchObject({
      bodyTimeoutMs: 10_000,
      breaker: { errorPercent: 50, volume: 10, resetMs: 30_000 },
    });
    for (const name of ['REQUEST_TIMEOUT_MS', 'UPSTREAM_BODY_TIMEOUT_MS', 'BREAKER_VOLUME'])
      expect(CONFIG_KEYS).not.toContain(name);
  });

  it('keeps every file the site writes in DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/swap' });
    expect([
      config.idempotencyFile,
      config.orderMapFile,
      config.proof.documentsFile,
      config.proof.keyFile,
      config.alerts.outboxDir,
      config.sandbox.dataFile,
    ]).toEqual([
      '/srv/swap/idempotency.jsonl',
      '/srv/swap/order-map.jsonl',
      '/srv/swap/documents.jsonl',
      '/srv/swap/signing-key.pem',
      '/srv/swap/outbox',
      '/srv/swap/sandbox-orders.json',
    ]);
  });

  it('keeps the onion listener and the sandbox inside the site on loopback', () => {
    const config = loadConfig({ HOST: '0.0.0.0', ONION_PORT: '8081' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.onion.host).toBe('127.0.0.1');
    expect(config.sandbox.host).toBe('127.0.0.1');
    // a standalone sandbox listens on HOST, and on loopback while HOST is unset
    expect(config.sandbox.standaloneHost).toBe('0.0.0.0');
    expect(loadConfig({}).sandbox.standaloneHost).toBe('127.0.0.1');
    expect(loadConfig({}).host).toBe('0.0.0.0');
  });

  it('keeps metrics off unless METRICS_PORT is set, and never on the public port', () => {
    expect(loadConfig({}).metrics).toEqual({ port: null, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '9464', HOST: '127.0.0.1' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });

  it('refuses proxy lists that are not IPs or CIDRs with a valid prefix', () => {
    for (const trustProxy of ['10.0.0.0/99', '10.0.0.1/8/1', 'fd00::/129', 'proxy.local', 'true']) {
      expect(() => loadConfig({ TRUST_PROXY: trustProxy }), trustProxy).toThrow(/TRUST_PROXY/);
    }
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8, 10.0.0.0/8' }).trustProxy).toEqual([
      'fd00::/8',
      '10.0.0.0/8',
    ]);
  });

  it('reads Redis Sentinels instead of one Redis, and refuses both at once or a bad entry', () => {
    const config = loadConfig({ REDIS_SENTINELS: 'sentinel-0:26379, 10.0.0.7:26380,[::1]:26381' });
    expect(config.redisSentinel).toEqual({
      name: 'swap',
      sentinels: [
        { host: 'sentinel-0', port: 26379, tls: false },
        { host: '10.0.0.7', port: 26380, tls: false },
        { host: '::1', port: 26381, tls: false },
      ],
    });
    // a password or TLS: the entry as a URL (sentinel-entries.test.ts has the forms)
    expect(
      loadConfig({ REDIS_SENTINELS: 'rediss://:pw@sentinel-0:26379' }).redisSentinel?.sentinels,
    ).toEqual([{ host: 'sentinel-0', port: 26379, tls: true, password: 'pw' }]);
    expect(config.redisUrl).toBeNull();
    expect(loadConfig({}).redisSentinel).toBeNull();
    expect(() =>
      loadConfig({ REDIS_SENTINELS: 'sentinel-0:26379', REDIS_URL: 'redis://cache:6379' }),
    ).toThrow(/REDIS_SENTINELS: set it or REDIS_URL, not both/);
    expect(() => loadConfig({ REDIS_SENTINELS: 'sentinel-0' })).toThrow(/REDIS_SENTINELS/);
    // a managed set's own master name (Bitnami's: mymaster)
    expect(
      loadConfig({ REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'mymaster' }).redisSentinel?.name,
    ).toBe('mymaster');
    expect(() => loadConfig({ REDIS_SENTINELS: 'a:1', REDIS_SENTINEL_NAME: 'no spaces' })).toThrow(
      /REDIS_SENTINEL_NAME/,
    );
  });

  it('lists every bad setting at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        TRUST_PROXY: 'true',
        REDIS_URL: 'http://nope',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'TRUST_PROXY', 'REDIS_URL', 'LOG_LEVEL'])
      expect(problems).toContain(name);
  });

  it('refuses to run production against the sandbox unless asked to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SIGNING_KEY })).toThrow(/PRICE_SERVICE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).production).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', PRICE_SERVICE_URL: 'https://p.example', SIGNING_KEY })
        .upstream.url,
    ).toBe('https://p.example');
  });

  it('refuses production without an Ed25519 signing key, and any key that is not one', () => {
    const upstream = { NODE_ENV: 'production', PRICE_SERVICE_URL: 'https://p.example' };
    expect(() => loadConfig(upstream)).toThrow(/SIGNING_KEY: is required in production/);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadConfig({ ...upstream, SIGNING_KEY: rsa })).toThrow(/must be an Ed25519/);
    expect(() => loadConfig({ ...upstream, SIGNING_KEY: 'not a key' })).toThrow(
      /must be an Ed25519/,
    );
    // an env file holds one line: the PEM with \n between its lines reads the same
    const oneLine = SIGNING_KEY.trim().replaceAll('\n', '\\n');
    expect(loadConfig({ ...upstream, SIGNING_KEY: oneLine }).proof.signingKey).toBe(
      SIGNING_KEY.trim(),
    );
    // development and SANDBOX=1 make one in DATA_DIR instead
    expect(loadConfig({}).proof.signingKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX: '1' }).proof.keyFile).toBe(
      'data/signing-key.pem',
    );
  });

  it('runs a ChangeNOW-compatible provider from two settings', () => {
    const withKey = loadConfig({
      NODE_ENV: 'production',
      UPSTREAM_PROTOCOL: 'changenow',
      UPSTREAM_API_KEY: 'k',
      SIGNING_KEY,
    }).upstream;
    expect(withKey).toMatchObject({
      protocol: 'changenow',
      apiKey: 'k',
      url: 'https://api.changenow.io/v2/',
    });
    // no key, no URL: the embedded sandbox, speaking ChangeNOW
    expect(loadConfig({ UPSTREAM_PROTOCOL: 'changenow' }).upstream.url).toBeNull();
    expect(() =>
      loadConfig({ UPSTREAM_PROTOCOL: 'changenow', PRICE_SERVICE_URL: 'https://cn.example/v2/' }),
    ).toThrow(/UPSTREAM_API_KEY: is required/);
    expect(() => loadConfig({ UPSTREAM_PROTOCOL: 'sideshift' })).toThrow(/UPSTREAM_PROTOCOL/);
  });

  it('runs StealthEX from two settings by the same rule, its own API the default', () => {
    expect(
      loadConfig({
        NODE_ENV: 'production',
        UPSTREAM_PROTOCOL: 'stealthex',
        UPSTREAM_API_KEY: 'k',
        SIGNING_KEY,
      }).upstream,
    ).toMatchObject({ protocol: 'stealthex', apiKey: 'k', url: 'https://api.stealthex.io/v4/' });
    expect(() =>
      loadConfig({ UPSTREAM_PROTOCOL: 'stealthex', PRICE_SERVICE_URL: 'https://sx.example/v4/' }),
    ).toThrow(/UPSTREAM_API_KEY: is required with UPSTREAM_PROTOCOL=stealthex/);
  });
});
