import { afterAll, vi } from 'vitest';

// Setup file of the `unit` project (vitest.config.ts). A unit test needs no build and starts no
// process; one that does fails here at once, saying what to do, instead of quietly slowing the
// unit suite down or failing on a clean clone before `npm run build`. A test that needs either is
// an integration test: its file name ends in `.integration.test.ts`.
//
// vi.mock in a setup file applies to every module of this repository a test file loads (packages
// in node_modules keep the real modules; none of them starts a process or reads dist/ for us).

vi.mock('node:child_process', async (importOriginal) =>
  (await import('./unit-guard-refusals.js')).refuseProcesses(await importOriginal<object>()),
);
vi.mock('node:fs', async (importOriginal) =>
  (await import('./unit-guard-refusals.js')).refuseTheBuild(await importOriginal<object>()),
);
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('./unit-guard-refusals.js')).refuseTheBuild(await importOriginal<object>()),
);

// The unit project shares a worker's loaded modules between files (isolate: false in
// vitest.config.ts: half the time). What a file stubs, spies on or fakes ends with the file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
