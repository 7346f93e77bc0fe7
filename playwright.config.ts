import { readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E } from './e2e/support/env.js';

/** The site's settings in every mode. */
const siteEnv = {
  NODE_ENV: 'test',
  PORT: String(E2E.sitePort),
  HOST: '127.0.0.1',
  DATA_DIR: E2E.dataDir,
  RATE_LIMIT_GLOBAL: '100000',
  RATE_LIMIT_PRICE: '100000',
  RATE_LIMIT_ORDERS: '100000',
  RATE_LIMIT_STATUS: '100000',
  LOG_LEVEL: 'warn',
};

// Debian's Chromium, never a downloaded browser. The site runs as `npm start` would run it, with
// the embedded sandbox on a known port so specs can drive its control API.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: E2E.siteUrl,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // the same headless Chromium as the Lighthouse run (bench/lighthouse.js)
      args: JSON.parse(readFileSync('tooling/chromium-flags.json', 'utf8')) as string[],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer:
    E2E.upstreamProtocol === 'providers'
      ? [
          // a standalone sandbox first, speaking every protocol; then the site with three of its
          // dialects as three providers side by side
          {
            command: 'node tooling/test-support/build-once.js && node dist/server/sandbox/main.js',
            url: `${E2E.sandboxUrl}/healthz`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore',
            stderr: 'pipe',
            env: {
              NODE_ENV: 'test',
              HOST: '127.0.0.1',
              SANDBOX_PORT: String(E2E.sandboxPort),
              SANDBOX_PRESET: 'fast',
              DATA_DIR: `${E2E.dataDir}/sandbox`,
            },
          },
          {
            command: 'node dist/server/main.js',
            url: `${E2E.siteUrl}/healthz`,
            reuseExistingServer: false,
            timeout: 60_000,
            stdout: 'ignore',
            stderr: 'pipe',
            env: { ...siteEnv, ...E2E.providersEnv },
          },
        ]
      : {
          command: 'node tooling/test-support/build-once.js && node dist/server/main.js',
          url: `${E2E.siteUrl}/healthz`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
          env: {
            ...siteEnv,
            SANDBOX_PORT: String(E2E.sandboxPort),
            SANDBOX_PRESET: 'fast',
            // E2E_UPSTREAM_PROTOCOL=changenow: the sandbox speaks ChangeNOW's API v2
            UPSTREAM_PROTOCOL: E2E.upstreamProtocol,
          },
        },
});
