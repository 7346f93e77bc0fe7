import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_KEYS, loadConfig } from './config/config.js';

// No Docker engine runs where the tests run, so the deployment files are checked for what an
// operator relies on: the image builds with CI's commands, and compose only sets real settings.

const read = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

interface ComposeService {
  environment?: Record<string, string>;
  deploy?: { replicas?: number };
  profiles?: string[];
  command?: string[];
  healthcheck?: unknown;
}

const compose = parse(read('docker-compose.yml')) as { services: Record<string, ComposeService> };

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runs = [...dockerfile.matchAll(/^RUN (.+)$/gm)].map((match) => match[1]);

  it('builds with the same npm commands CI runs and keeps only production deps at run time', () => {
    expect(runs).toContain('npm ci --no-audit --no-fund');
    expect(runs).toContain('npm run build');
    expect(runs.some((run) => run?.startsWith('npm ci --omit=dev'))).toBe(true);
    const ci = read('.ci/run');
    expect(ci).toContain('npm ci');
  });

  it('runs as a non-root user on a pinned LTS major with a health check', () => {
    // both stages on one base image, pinned by digest
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:22-bookworm-slim@sha256:[0-9a-f]{64}$/m);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS build$/m);
    expect(dockerfile).toMatch(/^FROM \$\{NODE_IMAGE\} AS runtime$/m);
    expect(dockerfile).toMatch(/^ENV SOURCE_COMMIT=\$\{SOURCE_COMMIT\}/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(dockerfile).toMatch(/^EXPOSE 8080$/m);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
  });

  it('keeps local state, secrets and installs out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.env', '.git', 'dist', 'data'])
      expect(ignored).toContain(entry);
  });
});

describe('docker-compose.yml', () => {
  it('runs two site replicas behind the proxy, sharing Redis, trusting exactly one hop', () => {
    const site = compose.services.site!;
    expect(site.deploy?.replicas).toBe(2);
    expect(site.environment).toMatchObject({ REDIS_URL: 'redis://redis:6379', TRUST_PROXY: '1' });
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['proxy', 'redis', 'sandbox', 'mail']),
    );
    expect(read('deploy/nginx.conf')).toContain('proxy_pass http://site');
  });

  it('keeps the sandbox and the mail catcher in the demo profile', () => {
    expect(compose.services.sandbox!.profiles).toEqual(['demo']);
    expect(compose.services.mail!.profiles).toEqual(['demo']);
    expect(compose.services.sandbox!.command).toEqual(['node', 'dist/server/sandbox/main.js']);
    // a second sandbox with a better market: a comparison of offers in the demo
    const rival = compose.services['sandbox-rival']!;
    expect(rival.profiles).toEqual(['demo']);
    expect(rival.command).toEqual(['node', 'dist/server/sandbox/main.js', '--market-percent=3']);
  });

  it('sets only settings the server knows, with values it accepts', () => {
    const SIGNING_KEY = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const name of ['site', 'sandbox', 'sandbox-rival']) {
      const env = compose.services[name]!.environment ?? {};
      for (const key of Object.keys(env)) expect(CONFIG_KEYS, `${name}: ${key}`).toContain(key);
      const literal = Object.fromEntries(
        Object.entries(env).filter(([, value]) => !String(value).includes('${')),
      );
      expect(() =>
        // what .env brings: the upstream and the signing key
        loadConfig({ ...literal, PRICE_SERVICE_URL: 'http://sandbox:8090', SIGNING_KEY }),
      ).not.toThrow();
    }
  });
});

describe('docker-compose.sentinel.yml', () => {
  const sentinel = parse(read('docker-compose.sentinel.yml'), { merge: true }) as {
    services: Record<string, ComposeService>;
    configs: Record<string, { content: string }>;
  };

  it('points every site replica at three sentinels watching Redis and its replica', () => {
    const SIGNING_KEY = generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const name of ['site', 'onion-site']) {
      // the override's settings over the base file's, as compose merges them
      const env = {
        ...compose.services[name]!.environment,
        ...sentinel.services[name]!.environment,
      };
      for (const key of Object.keys(env)) expect(CONFIG_KEYS).toContain(key);
      const config = loadConfig({ ...env, PRICE_SERVICE_URL: 'http://sandbox:8090', SIGNING_KEY });
      expect(config.redisUrl).toBeNull();
      expect(config.redisSentinel?.sentinels).toHaveLength(3);
      for (const { host, port } of config.redisSentinel!.sentinels) {
        expect(Object.keys(sentinel.services)).toContain(host);
        expect(port).toBe(26379);
      }
      const conf = sentinel.configs['sentinel-conf']!.content;
      // the master's name the site asks for, the compose service it starts as, a quorum of 2,
      // and a down-after short enough for orders to be back within 15 s
      expect(conf).toContain(`sentinel monitor ${config.redisSentinel!.name} redis 6379 2`);
      const downAfter = Number(/down-after-milliseconds \S+ (\d+)/.exec(conf)?.[1]);
      expect(downAfter).toBeGreaterThan(0);
      expect(downAfter).toBeLessThanOrEqual(5000);
      expect(conf).toMatch(/^port 26379$/m);
    }
    expect(sentinel.services['redis-replica']!.command).toEqual(
      expect.arrayContaining(['--replicaof', 'redis', '6379']),
    );
  });
});
