import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_KEYS, loadConfig } from './config/config.js';
import { SANDBOX_PROVIDERS } from './config/providers-setting.js';
import { startRedisServer } from './test-support/redis-server.js';
import { startServerProcess, trackProcesses } from './test-support/server-process.js';
import { startSmtp } from './test-support/smtp.js';
import type { PriceQuote } from '../shared/contract/api.js';
import { descriptorOf } from '../shared/contract/protocols.js';

// The compose demo as `cp .env.demo .env && docker compose --profile demo up` makes it: .env.demo
// over the site's compose settings, two dialects of the demo's sandbox as two providers. No
// Docker engine runs here, so the services are started as compose would start them (the built
// entry points with each service's environment; compose's host names for loopback), and the
// site's first quote must carry private offers.

const REPO = new URL('../', import.meta.url).pathname;
const track = trackProcesses();

interface ComposeService {
  environment?: Record<string, string>;
  profiles?: string[];
  command?: string[];
}
const compose = parse(readFileSync(join(REPO, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};
const serviceEnv = (name: string) => compose.services[name]!.environment ?? {};
/** A service's environment without the settings a test process gives its own values. */
const serviceEnvWithout = (name: string, ...left: string[]) =>
  Object.fromEntries(Object.entries(serviceEnv(name)).filter(([key]) => !left.includes(key)));

/** .env.demo as `set -a; . ./.env.demo` exports it (compose reads the same lines as .env). */
function demoEnv(): Record<string, string> {
  const sourced = spawnSync('sh', ['-c', 'set -eu; set -a; . ./.env.demo; set +a; env -0'], {
    cwd: REPO,
    encoding: 'utf8',
    env: { PATH: process.env.PATH },
  });
  expect(sourced.stderr).toBe('');
  const all = Object.fromEntries(
    sourced.stdout
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  // what the file set, not the shell's own variables
  const written = readFileSync(join(REPO, '.env.demo'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_0-9]+=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')));
  return Object.fromEntries(written.map((key) => [key, all[key]!]));
}

describe('the compose demo (.env.demo)', () => {
  it('sets only settings the site reads, and in production runs the sandbox on purpose', () => {
    const env = demoEnv();
    const named = env.PROVIDERS!.split(',').map((entry) => entry.slice(0, entry.indexOf('=')));
    for (const key of Object.keys(env)) {
      const ofProvider = named.some((name) => key.startsWith(`PROVIDER_${name.toUpperCase()}_`));
      expect(CONFIG_KEYS.includes(key) || ofProvider, key).toBe(true);
    }
    expect(serviceEnv('site').NODE_ENV).toBe('production');
    expect(loadConfig({ ...serviceEnv('site'), ...env }).production).toBe(true);
  });

  it('names two dialects of the demo’s sandbox service, with the terms a first run shows', () => {
    const config = loadConfig({ ...serviceEnv('site'), ...demoEnv() });
    const sandbox = compose.services.sandbox!;
    expect(sandbox.profiles).toEqual(['demo']);
    const providers = config.providers!;
    expect(new Set(providers.map(({ protocol }) => protocol)).size).toBe(2);
    for (const { url, protocol } of providers) {
      const { host, pathname } = new URL(url!);
      expect(host, url!).toBe(`sandbox:${serviceEnv('sandbox').SANDBOX_PORT}`);
      expect(pathname).toBe(`/${descriptorOf(protocol).sandboxPath}`);
    }
    // the demo and the site alone (npm start) show the same two providers
    const terms = ({ name, protocol, label, rating, refundNeedsKyc }: (typeof providers)[0]) => ({
      name,
      protocol,
      label,
      rating,
      refundNeedsKyc,
    });
    expect(providers.map(terms)).toEqual(SANDBOX_PROVIDERS.map(terms));
    // offers placed against the sandbox's market reference; alerts go to the demo's mail catcher
    expect(config.referencePricesUrls).toEqual([
      `http://sandbox:${serviceEnv('sandbox').SANDBOX_PORT}`,
    ]);
    expect(new URL(config.alerts.smtpUrl!).hostname).toBe('mail');
    expect(compose.services.mail!.profiles).toEqual(['demo']);
  });

  it('shows private offers on the first quote, its services started as compose starts them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-demo-'));
    const redis = await startRedisServer();
    const smtp = await startSmtp();
    try {
      // the sandbox service: its command and environment, on loopback (a free port of its own)
      expect(compose.services.sandbox!.command).toEqual(['node', 'dist/server/sandbox/main.js']);
      const sandbox = await track(
        startServerProcess(
          {
            ...serviceEnvWithout('sandbox', 'SANDBOX_PORT', 'HOST'),
            SANDBOX_PRESET: 'normal',
            DATA_DIR: join(dir, 'sandbox'),
          },
          { entry: 'sandbox/main.js', portVariable: 'SANDBOX_PORT', readyPath: '/healthz' },
        ),
      );
      // the site service: its environment, then .env.demo; compose's host names for loopback
      const demo = demoEnv();
      const running = await track(
        startServerProcess({
          ...serviceEnvWithout('site', 'PORT', 'DATA_DIR'),
          ...demo,
          PROVIDERS: demo.PROVIDERS!.replaceAll('http://sandbox:8090', sandbox.url),
          REFERENCE_PRICES_URL: demo.REFERENCE_PRICES_URL!.replace(
            'http://sandbox:8090',
            sandbox.url,
          ),
          REDIS_URL: redis.url,
          SMTP_URL: smtp.url,
          DATA_DIR: join(dir, 'site'),
        }),
      );
      const quote = (await (
        await fetch(`${running.url}/api/price?from=ETH&to=BTC&amount=0.5`)
      ).json()) as PriceQuote;
      expect(quote.offers!.map(({ label }) => label).sort()).toEqual([
        'Sandbox Change',
        'Sandbox Stealth',
      ]);
      expect(quote.privateOffers!.map(({ provider }) => provider).sort()).toEqual([
        'change+stealth',
        'stealth+change',
      ]);
      // a site whose providers are sandboxes says so on every page
      expect(await (await fetch(`${running.url}/`)).text()).toContain('SANDBOX');
    } finally {
      await redis.stop();
      await smtp.close();
    }
  });
});
