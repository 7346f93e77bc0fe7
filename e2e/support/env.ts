import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A fixed folder: the config and the test workers run in different processes.
const run = join(tmpdir(), 'swap-without-a-trace-e2e');

/** Where the site under test and its sandbox listen during the browser suite. */
export const E2E = {
  sitePort: 4173,
  sandboxPort: 4174,
  siteUrl: 'http://127.0.0.1:4173',
  sandboxUrl: 'http://127.0.0.1:4174',
  sandboxDataFile: join(run, 'sandbox-orders.json'),
  outboxDir: join(run, 'outbox'),
  /** screenshots kept as CI artifacts */
  screenshotDir: 'artifacts/screenshots',
} as const;
