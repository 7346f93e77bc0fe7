import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { UPSTREAM_PROTOCOLS } from '../../shared/contract/protocols.js';
import { CONFIG_KEYS, loadConfig } from './config.js';

// .env.example as an operator uses it without docker compose: sourced by a POSIX shell, then
// read by the site. Every setting comes through as written, and every protocol is named.

const REPO = new URL('../../', import.meta.url).pathname;

describe('.env.example', () => {
  it('is sourced by sh into the settings the site reads', () => {
    const sourced = spawnSync('sh', ['-c', 'set -eu; set -a; . ./.env.example; set +a; env -0'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(sourced.stderr).toBe('');
    expect(sourced.status).toBe(0);
    const env = Object.fromEntries(
      sourced.stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    for (const key of CONFIG_KEYS) expect(env, key).toHaveProperty(key);
    expect(env.ALERT_FROM).toBe('Swap Without a Trace <alerts@localhost>');
    expect(loadConfig({ ...env, SANDBOX: '1' }).alerts.from).toBe(
      'Swap Without a Trace <alerts@localhost>',
    );
  });

  it('names every protocol the site speaks', () => {
    const text = spawnSync('cat', ['.env.example'], { cwd: REPO, encoding: 'utf8' }).stdout;
    const protocolLine = text.split('\n').find((line) => line.startsWith('UPSTREAM_PROTOCOL='));
    const above = text.slice(0, text.indexOf(protocolLine!));
    for (const protocol of UPSTREAM_PROTOCOLS) expect(above, protocol).toContain(protocol);
  });
});
