import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { testAlertSettings } from '../test-support/alert-settings.js';
import { startSmtp } from '../test-support/smtp.js';
import { createAlerts } from './alerts.js';
import { sweepOutbox } from './outbox-retention.js';

const DAY_MS = 86_400_000;
const RETENTION_MS = 14 * DAY_MS;
const open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

describe('the outbox retention sweep', () => {
  it('removes an expired alert even while the delivery loop holds it', async () => {
    // an SMTP server that never answers: every delivery holds its claim until it gives up
    const smtp = await startSmtp(0, { silent: true });
    open.push(smtp);
    const now = Date.now();
    // The sweep and the delivery loop start together, as at a start-up: whichever lists first,
    // the other renames or removes under it. Enough rounds for both orders to happen.
    for (let round = 0; round < 40; round += 1) {
      const outboxDir = await mkdtemp(join(tmpdir(), 'swap-outbox-race-'));
      const expired = `${now - RETENTION_MS - DAY_MS}-${String(round).padStart(8, '0')}.json`;
      await writeFile(join(outboxDir, expired), JSON.stringify({ subject: 's', text: 't' }));
      const alerts = createAlerts(testAlertSettings(outboxDir, smtp.url), createLogger('silent'));
      open.push(alerts);
      void alerts.flush();
      await sweepOutbox(outboxDir, RETENTION_MS, now);
      // whatever the delivery loop holds, nothing of the expired alert is left
      expect(await readdir(outboxDir)).toEqual([]);
    }
  }, 30_000);

  it('keeps an alert younger than the retention period', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'swap-outbox-young-'));
    const young = `${Date.now() - DAY_MS}-0a1b2c3d.json`;
    await writeFile(join(outboxDir, young), '{}');
    expect(await sweepOutbox(outboxDir, RETENTION_MS, Date.now())).toBe(0);
    expect(await readdir(outboxDir)).toEqual([young]);
  });
});
