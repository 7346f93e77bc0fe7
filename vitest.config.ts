import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // server tests serve the real build: built here once, when older than its sources
          globalSetup: ['tooling/test-support/build-once.ts'],
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'tooling/**/*.test.{ts,js}',
            'bench/**/*.test.js',
          ],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
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
