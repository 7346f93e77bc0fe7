import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { testAlertSettings } from '../test-support/alert-settings.js';
import { startSmtp } from '../test-support/smtp.js';
import { ALERT_SUBJECT } from './alert-mail.js';
import { createAlerts } from './alerts.js';

// A FIFO named *.json in the outbox (mkfifo, by mistake or on purpose) held every mail behind it,
// and then the stop, for good: reading it waits for a writer that never comes.

describe('the alert outbox', () => {
  it('sets a FIFO named like a mail aside without blocking, and delivers the mails behind it', async () => {
    const smtp = await startSmtp();
    const outboxDir = await mkdtemp(join(tmpdir(), 'swap-alerts-'));
    execFileSync('mkfifo', [join(outboxDir, '0001-fifo.json')]);
    await writeFile(
      join(outboxDir, '0002-kept.json'),
      JSON.stringify({ subject: ALERT_SUBJECT, text: 'kept alert' }),
    );
    const alerts = createAlerts(testAlertSettings(outboxDir, smtp.url), createLogger('silent'));
    try {
      const flushed = await Promise.race([
        alerts.flush().then(() => 'flushed'),
        sleep(3000).then(() => 'blocked'),
      ]);
      expect(flushed).toBe('flushed');
      expect(smtp.mails.map((each) => each.raw)).toEqual([expect.stringContaining('kept alert')]);
      expect(await readdir(outboxDir)).toEqual(['0001-fifo.json.bad']);
    } finally {
      await alerts.close(1000);
      await smtp.close();
    }
  });
});
