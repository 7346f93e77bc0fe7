import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll } from 'vitest';
import { OPEN_RATE_LIMITS } from './open-rate-limits.js';

const DIST = new URL('../../dist/server/', import.meta.url);

/**
 * What the replicas of one site share in the multi-process tests: one signing key, as deployed
 * (the keyed visitor counts derive from it), and limits set out of the way of the test's traffic.
 */
export const REPLICA_ENV = {
  SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  ...OPEN_RATE_LIMITS,
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts a built entry point (dist/server/main.js by default) as its own process, as an operator would. */
export async function startServerProcess(
  /** undefined removes a variable (NODE_ENV is 'test' unless removed or set) */
  env: Record<string, string | undefined>,
  options: { entry?: string; readyPath?: string; portVariable?: string; args?: string[] } = {},
): Promise<ServerProcess> {
  const entry = new URL(options.entry ?? 'main.js', DIST);
  if (!existsSync(entry))
    throw new Error(`${entry.pathname} is missing: run \`npm run build\` first`);
  const port = await freePort();
  // each process its own data (documents, the development signing key, ...), never the repo's data/
  const scratch = await mkdtemp(join(tmpdir(), 'swap-process-'));
  let output = '';
  const child = spawn(process.execPath, [entry.pathname, ...(options.args ?? [])], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      [options.portVariable ?? 'PORT']: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: scratch,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const probe = await fetch(`${url}${options.readyPath ?? '/healthz'}`);
      await probe.body?.cancel();
      // Any HTTP answer means it listens; the entry point is what is under test, not this path.
      if (probe.status < 500) return { url, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/**
 * The built server with a second listener (METRICS_PORT, ONION_PORT) on a free port of its own,
 * its sandbox on another: the process and that listener's port.
 */
export async function startServerWithListener(portVariable: string) {
  const port = await freePort();
  const server = await startServerProcess({
    SANDBOX_PORT: String(await freePort()),
    [portVariable]: String(port),
  });
  return { server, port };
}

/**
 * What a test file starts, killed after its tests whatever happened to them: `track` each
 * process as it starts.
 */
export function trackProcesses(): (process: Promise<ServerProcess>) => Promise<ServerProcess> {
  const started: ServerProcess[] = [];
  afterAll(() => {
    for (const each of started) if (each.child.exitCode === null) each.child.kill('SIGKILL');
  });
  return async (process) => {
    const running = await process;
    started.push(running);
    return running;
  };
}
