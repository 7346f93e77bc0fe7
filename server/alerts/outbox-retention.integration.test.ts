import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import { startServerProcess, type ServerProcess } from '../test-support/server-process.js';
import { startSmtp } from '../test-support/smtp.js';

// The start of a real site process whose outbox holds an alert past the retention period, while
// its SMTP server takes connections and never answers: the delivery loop claims the alert at
// start and holds it, and the retention sweep runs at the same moment. Before, the sweep lost
// that race and the expired alert stayed until the next sweep, an hour later.

const DAY_MS = 86_400_000;
const started: ServerProcess[] = [];
afterAll(() => {
  for (const each of started) if (each.child.exitCode === null) each.child.kill('SIGKILL');
});

describe('an expired alert at start', () => {
  it('is removed by the start-up sweep whatever the delivery loop holds', async () => {
    const smtp = await startSmtp(0, { silent: true });
    const dir = await mkdtemp(join(tmpdir(), 'swap-outbox-start-'));
    const outbox = join(dir, 'outbox');
    await mkdir(outbox);
    const expired = `${Date.now() - 15 * DAY_MS}-0a1b2c3d.json`;
    const young = `${Date.now() - DAY_MS}-4e5f6a7b.json`;
    for (const name of [expired, young]) {
      await writeFile(join(outbox, name), JSON.stringify({ subject: 'kept alert', text: 'text' }));
    }
    try {
      const site = await startServerProcess({ DATA_DIR: dir, SMTP_URL: smtp.url });
      started.push(site);
      // the young alert is claimed (renamed) while its send hangs; the expired one is gone
      await eventually(
        () => readdir(outbox),
        (names) => !names.some((name) => name.includes('0a1b2c3d')),
        { what: 'the expired alert to be swept', timeoutMs: 10_000, intervalMs: 50 },
      );
      const left = await readdir(outbox);
      expect(left.some((name) => name.includes('4e5f6a7b'))).toBe(true);
      expect(smtp.mails).toEqual([]);
      site.child.kill('SIGTERM');
      expect(await site.exited).toBe(0);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});
