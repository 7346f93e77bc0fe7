import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Node tests: shared/, server/, tooling/ and bench/. */
const NODE_TESTS = [
  'shared/**/*.test.ts',
  'server/**/*.test.ts',
  'tooling/**/*.test.{ts,js}',
  'bench/**/*.test.js',
];

/**
 * A node test that serves the build (the test harness's apps render with dist/) or starts a
 * process (the built entry points, redis-server, tor, a browser, java) is named so; the unit
 * project refuses both (tooling/test-support/unit-guard.ts), so a misnamed test fails at once.
 */
const INTEGRATION = '**/*.integration.test.{ts,js}';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          // `npm run test:unit` (with client): no build, no process, seconds
          name: 'unit',
          environment: 'node',
          include: NODE_TESTS,
          exclude: [INTEGRATION],
          setupFiles: ['tooling/test-support/unit-guard.ts'],
          // Vitest's 5 s is too tight where a test walks the tree (the lint-rule tests), reads
          // files or waits on a local socket: on a 2-core machine with two CPU-bound processes
          // beside it such a test took over 5 s (tooling/busy-machine/run-busy.js makes that load)
          testTimeout: 20_000,
          // a worker keeps its loaded modules from file to file: half the time; the setup file
          // undoes stubs, spies and fake timers after each file
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // a form test types and clicks through many renders: seconds on a busy machine, and a
          // test cut short by the timeout leaves React mid-update for the next files in its worker
          testTimeout: 20_000,
          // a worker keeps one jsdom and its loaded modules from file to file: building a jsdom
          // per file was two thirds of the time; the setup file undoes stubs and storage
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: NODE_TESTS.map((glob) => glob.replace(/\*\.test\./, '*.integration.test.')),
          // they serve the real build: built here once, when older than its sources
          globalSetup: ['tooling/test-support/build-once.js'],
          // they start processes (the site, redis-server, sentinels, browsers) and wait on real
          // I/O: seconds each on a quiet machine, three times that on a busy one
          testTimeout: 45_000,
          hookTimeout: 60_000,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['shared/**/*.ts', 'server/**/*.ts', 'tooling/**/*.ts', 'client/src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', '**/test-support/**', 'client/src/test/**'],
      reporter: ['text-summary', 'text'],
    },
  },
});
