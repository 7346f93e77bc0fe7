import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { testAlertSettings } from '../test-support/alert-settings.js';
import { startSmtp } from '../test-support/smtp.js';
import { createAlerts, type Alerts } from './alerts.js';
import { eventually } from '../test-support/eventually.js';

const logger = createLogger('silent');
const open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((item) => item.close()));
});

function replica(outboxDir: string, smtpUrl: string | null): Alerts {
  const alerts = createAlerts(testAlertSettings(outboxDir, smtpUrl), logger);
  open.push(alerts);
  return alerts;
}

describe('an alert outbox shared by two replicas', () => {
  it('mails each kept alert once', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'swap-shared-outbox-'));
    // 30 alerts kept while no SMTP server was configured
    const offline = replica(outboxDir, null);
    for (let i = 0; i < 30; i++) {
      offline.raise({ kind: `kind-${i}`, summary: `fetch error: failure number ${i}` });
    }
    await eventually(
      async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json')).length === 30,
    );

    const smtp = await startSmtp();
    open.push(smtp);
    const url = `smtp://127.0.0.1:${smtp.port}`;
    const [a, b] = [replica(outboxDir, url), replica(outboxDir, url)];
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    await eventually(async () => (await readdir(outboxDir)).length === 0);

    const numbers = smtp.mails.map((mail) => /failure number (\d+)/.exec(mail.raw)?.[1]);
    expect(numbers).toHaveLength(30);
    expect(new Set(numbers).size).toBe(30);
    // 30 mails over a real SMTP server: about 2 s on a quiet machine, 5 s and more on a busy one
  }, 20_000);
});
