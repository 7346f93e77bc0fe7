import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLICA_ENV, startServerProcess } from './test-support/server-process.js';

// What an operator sees when start-up cannot go on: one JSON line that says what to fix.

/** Runs the built entry point with this environment until it exits; its output lines. */
function runMainUntilExit(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    [new URL('../dist/server/main.js', import.meta.url).pathname],
    { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; lines: string[] }>((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('close', (status) => {
      clearTimeout(killer);
      resolve({ status, lines: output.split('\n').filter(Boolean) });
    });
  });
}

const onlyJsonLine = (lines: string[]) => {
  const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const fatal = parsed.filter((line) => line.level === 'fatal');
  expect(fatal).toHaveLength(1);
  expect(lines.join('\n')).not.toMatch(/\n?\s+at |unhandled/i);
  return fatal[0]!;
};

/**
 * Starts the site on `dir` (info logs, the sandbox on a port of its own), hands `check` the JSON
 * lines it logged by the time it was ready, and stops it again once the check is done.
 */
async function whileRunning(
  dir: string,
  env: Record<string, string>,
  check: (logged: Record<string, unknown>[]) => void | Promise<void>,
) {
  const server = await startServerProcess({
    ...env,
    LOG_LEVEL: 'info',
    SANDBOX_PORT: '0',
    DATA_DIR: dir,
  });
  try {
    const lines = server.output().split('\n').filter(Boolean);
    await check(lines.map((line) => JSON.parse(line) as Record<string, unknown>));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

describe('start-up', () => {
  it('ends with one clear JSON line when a directory stands where the idempotency file goes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-start-'));
    const file = join(dir, 'idempotency.jsonl');
    await mkdir(file);
    const run = await runMainUntilExit({
      SANDBOX_PORT: '0',
      DATA_DIR: dir,
    });
    expect(run.status).toBe(1);
    const line = onlyJsonLine(run.lines);
    expect(line.file).toBe(file);
    expect(line.msg).toMatch(/idempotency file.*EISDIR/);
  });

  it('ends with one clear JSON line when SANDBOX_PORT is taken', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-start-'));
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const run = await runMainUntilExit({
        SANDBOX_PORT: String(port),
        DATA_DIR: dir,
      });
      expect(run.status).toBe(1);
      const line = onlyJsonLine(run.lines);
      expect(line.port).toBe(port);
      expect(line.msg).toMatch(/SANDBOX_PORT/);
    } finally {
      taken.close();
    }
  });

  it('with SANDBOX=1 in production says why it signs with the kept key, never "(development)"', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-start-'));
    await whileRunning(dir, { NODE_ENV: 'production', SANDBOX: '1' }, (logged) => {
      const said = logged
        .map((line) => line as { level?: string; msg?: string })
        .find((line) => line.msg?.startsWith('signing with the key kept in DATA_DIR'));
      expect(said?.level).toBe('warn');
      expect(said?.msg).not.toContain('development');
      expect(said?.msg).toContain('SANDBOX=1');
    });
  });

  it('in production with no market reference, warns of it once at start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-start-'));
    const env = {
      NODE_ENV: 'production',
      PRICE_SERVICE_URL: 'http://127.0.0.1:9/',
      ...REPLICA_ENV,
    };
    await whileRunning(dir, env, (logged) => {
      const said = logged
        .map((line) => line as { level?: string; msg?: string })
        .filter((line) => line.msg?.startsWith('REFERENCE_PRICES_URL is unset'));
      expect(said.map(({ level }) => level)).toEqual(['warn']);
    });
  });

  it('says at start how many idempotency lines it could not read, and keeps them beside the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-start-'));
    const file = join(dir, 'idempotency.jsonl');
    const good = JSON.stringify({
      key: 'kept-key',
      expiresAt: Date.now() + 3_600_000,
      reply: { status: 201, body: { orderId: 'x' }, fingerprint: 'f' },
    });
    const torn = '{"key":"torn-key","expiresAt":99999999999,"reply":{"sta';
    const wrongShape = '{"key":"odd-key"}';
    await writeFile(file, `${good}\n${torn}\n${wrongShape}\n`);
    await whileRunning(dir, {}, async (logged) => {
      const said = logged.find((line) => line.unreadable !== undefined);
      expect(said).toMatchObject({ level: 'warn', unreadable: 2, keptIn: `${file}.corrupt` });
      expect(await readFile(`${file}.corrupt`, 'utf8')).toBe(`${torn}\n${wrongShape}\n`);
      expect(await readFile(file, 'utf8')).toContain('kept-key');
    });
  });
});
