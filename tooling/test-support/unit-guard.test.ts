import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../server/test-support/harness.js';

// The unit suite stays fast and runs on a clean clone only while nothing in it needs the build or
// a process: tooling/test-support/unit-guard.ts makes both fail in the unit project.

const rename = /Name its file \*\.integration\.test\.ts/;

describe('the unit project', () => {
  it('refuses to start a process, saying the test is an integration test', () => {
    expect(() => execFileSync('node', ['--version'])).toThrow(rename);
    expect(() => spawn('redis-server', ['--port', '0'])).toThrow(rename);
  });

  it('refuses to read the build, however the path is given', async () => {
    expect(() => existsSync('dist/client/index.html')).toThrow(rename);
    expect(() => readFileSync(new URL('../../dist/build-info.json', import.meta.url))).toThrow(
      rename,
    );
    await expect(async () => readFile(`${process.cwd()}/dist/ssr/entry-server.js`)).rejects.toThrow(
      rename,
    );
  });

  it('refuses a test app from the harness, which renders with the build', async () => {
    await expect(startTestApp('http://127.0.0.1:9')).rejects.toThrow(rename);
  });

  it('reads any other file', () => {
    expect(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).toContain(
      '"test:unit"',
    );
    expect(existsSync('distant/file')).toBe(false);
  });
});
