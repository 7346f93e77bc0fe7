import { spawn } from 'node:child_process';

const ENTRY = new URL('../../dist/server/retention-check/main.js', import.meta.url).pathname;

/** Runs the built `npm run check-retention` with these settings: its exit code and what it printed. */
export function runCheckRetention(env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [ENTRY], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
