import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { VALID_ETH_ADDRESS } from '../../server/test-support/order-requests.js';
import { useSiteOverSandbox } from '../../server/test-support/site-over-sandbox.js';
import { occurrences } from './test-support/text-browsers.js';

const run = promisify(execFile);
const KEYS = fileURLToPath(new URL('lynx-swap.keys', import.meta.url));

// A visitor at a text terminal: lynx replays recorded keystrokes (lynx-swap.keys) in a pseudo
// terminal (util-linux's `script`): amount and address typed, Get quote, SWAP NOW, and the order
// page printed to a file.

const site = useSiteOverSandbox(() => ({ rendered: true }));

it('completes a swap in lynx from recorded keystrokes, ending on the order page', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lynx-swap-'));
  try {
    const lynx = `lynx -nocolor -cmd_script=${KEYS} ${site.app.url}/`;
    // HOME: no lynx settings of the machine's user; the page is printed into the cwd
    await run('script', ['-qec', lynx, '/dev/null'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: dir, TERM: 'vt100' },
      timeout: 30_000,
    });
    const page = await readFile(join(dir, 'order-page.txt'), 'utf8');
    expect(page).toContain('Order Page');
    expect(page).toMatch(
      /Send 1 BNB in one single transaction to this address:\s+0x[0-9a-fA-F]{40}/,
    );
    expect(occurrences(page, VALID_ETH_ADDRESS)).toBe(1);
    expect(page).toContain('Order Received (in progress)');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 40_000);
