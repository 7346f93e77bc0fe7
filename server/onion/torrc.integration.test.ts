import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { eventually } from '../test-support/eventually.js';

// The torrc the tor image is built with, checked by tor itself (Debian's, as in the image).

const TORRC = new URL('../../deploy/tor/torrc', import.meta.url).pathname;
const text = readFileSync(TORRC, 'utf8');
const options = text
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [name = '', ...value] = line.split(/\s+/);
    return [name, value.join(' ')] as const;
  });
const option = (name: string) => options.filter(([key]) => key === name).map(([, value]) => value);

const work = mkdtempSync(join(tmpdir(), 'swap-tor-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The committed torrc with its directories moved to `dir` and the network off. */
function offlineCopy(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'torrc');
  writeFileSync(
    file,
    text
      .replace(/^DataDirectory .*$/m, `DataDirectory ${dir}/data`)
      .replace(/^HiddenServiceDir .*$/m, `HiddenServiceDir ${dir}/onion-service`) +
      '\nDisableNetwork 1\n',
  );
  return file;
}

/** Runs tor (offline) until it has written the service's hostname file; returns the address. */
async function addressTorMakes(dir: string): Promise<string> {
  const tor = spawn('tor', ['-f', offlineCopy(dir)], { stdio: 'ignore' });
  const hostname = join(dir, 'onion-service', 'hostname');
  try {
    await eventually(() => existsSync(hostname), Boolean, {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: 'the hostname file tor writes',
    });
    return (await readFile(hostname, 'utf8')).trim();
  } finally {
    tor.kill('SIGKILL');
  }
}

describe('deploy/tor/torrc', () => {
  it('is accepted by tor --verify-config as committed', () => {
    const run = spawnSync('tor', ['--verify-config', '-f', TORRC], { encoding: 'utf8' });
    expect(run.error, 'tor must be installed (npm run system-deps)').toBeUndefined();
    expect(run.stdout).toContain('Configuration was valid');
    expect(run.status).toBe(0);
  });

  it('is refused by the same check when broken (a host name where tor wants an IP)', () => {
    const file = join(work, 'broken.torrc');
    writeFileSync(
      file,
      text.replace(/^HiddenServicePort 80 .*$/m, 'HiddenServicePort 80 site:8081'),
    );
    const run = spawnSync('tor', ['--verify-config', '-f', file], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toMatch(/Unparseable address in hidden service port/);
  });

  it('serves one onion service to the site on loopback, with circuit ids and the defences on', () => {
    expect(option('HiddenServiceDir')).toHaveLength(1);
    const [target = ''] = option('HiddenServicePort');
    expect(target).toMatch(/^80 127\.0\.0\.1:\d+$/);
    const port = target.split(':')[1]!;
    // The site's own defaults accept that port as its listener for tor, on loopback.
    expect(loadConfig({ ONION_PORT: port }).onion).toMatchObject({
      port: Number(port),
      host: '127.0.0.1',
    });
    expect(option('HiddenServiceExportCircuitID')).toEqual(['haproxy']);
    expect(option('HiddenServicePoWDefensesEnabled')).toEqual(['1']);
    expect(option('HiddenServiceEnableIntroDoSDefense')).toEqual(['1']);
    expect(Number(option('HiddenServiceEnableIntroDoSRatePerSec')[0])).toBeGreaterThan(0);
    expect(Number(option('HiddenServiceEnableIntroDoSBurstPerSec')[0])).toBeGreaterThan(0);
    expect(Number(option('HiddenServiceMaxStreams')[0])).toBeGreaterThan(0);
    expect(option('SocksPort')).toEqual(['0']);
  });

  it('keeps the address when only the secret key is restored into an empty service directory', async () => {
    const first = join(work, 'first');
    const address = await addressTorMakes(first);
    expect(loadConfig({ ONION_ADDRESS: address }).onion.address).toBe(address);

    // What entrypoint.sh does with a key from a Secret: the key alone, in a private directory.
    const restored = join(work, 'restored');
    await mkdir(join(restored, 'onion-service'), { recursive: true, mode: 0o700 });
    await copyFile(
      join(first, 'onion-service', 'hs_ed25519_secret_key'),
      join(restored, 'onion-service', 'hs_ed25519_secret_key'),
    );
    expect(await addressTorMakes(restored)).toBe(address);
  });
});
