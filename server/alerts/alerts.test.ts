import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logging/logger.js';
import { createMetrics } from '../metrics/metrics.js';
import { parsePrometheusText, sampleValue } from '../test-support/prometheus-text.js';
import { testAlertSettings } from '../test-support/alert-settings.js';
import { readableMail, startSmtp } from '../test-support/smtp.js';
import { ALERT_SUBJECT } from './alert-mail.js';
import { createAlerts, type Alerts } from './alerts.js';
import { eventually } from '../test-support/eventually.js';

const logger = createLogger('silent');
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(open.splice(0).map((item) => item.close()));
});

async function setup(smtpUrl: string | null, windowMs = 60_000, retryMs = 60_000) {
  const outboxDir = await mkdtemp(join(tmpdir(), 'swap-alerts-'));
  const alerts: Alerts = createAlerts(
    { smtpUrl, from: 'alerts@swap.test', to: 'support@swap.test', outboxDir, windowMs, retryMs },
    logger,
  );
  open.push(alerts);
  return { alerts, outboxDir };
}

const failure = {
  kind: 'create-exchange:no-message',
  summary: 'One of 3 API is not working. Unknown error.',
  requestId: 'req-123',
  pair: 'BNB>ETH',
};

describe('support alerts', () => {
  it('mails support with the fixed subject, the failure, request id, time and pair', async () => {
    const smtp = await startSmtp();
    open.push(smtp);
    const { alerts } = await setup(smtp.url);
    alerts.raise(failure);
    await eventually(() => smtp.mails.length === 1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual(['support@swap.test']);
    expect(mail.raw).toContain(`Subject: ${ALERT_SUBJECT}`);
    for (const text of [
      'One of 3 API is not working. Unknown error.',
      'req-123',
      'BNB>ETH',
      'create-exchange:no-message',
    ]) {
      expect(mail.raw).toContain(text);
    }
    expect(mail.raw).toMatch(/Time: +\d{4}-\d\d-\d\dT/);
  });

  it('alerts the same failure once per window, then the count of repeats', async () => {
    // the window's clock is the test's; without SMTP each alert is a file in the outbox
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { alerts, outboxDir } = await setup(null, 60_000);
    const kept = async () => {
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
    };
    for (let i = 0; i < 5; i++) alerts.raise(failure);
    alerts.raise({ ...failure, kind: 'circuit-open', summary: 'fetch error: circuit open' });
    // a moment before the window ends the failure is still counted, not sent
    vi.advanceTimersByTime(60_000 - 1);
    alerts.raise(failure);
    vi.advanceTimersByTime(1);
    // close waits for every alert on its way (the windows are closed by now: nothing to add)
    await alerts.close();
    const alertsKept = await kept();
    expect(alertsKept).toHaveLength(3);
    expect(alertsKept.filter((text) => text.includes('circuit-open'))).toHaveLength(1);
    const repeats = alertsKept.filter((text) => text.includes('create-exchange:no-message'));
    expect(repeats).toHaveLength(2);
    expect(repeats.filter((text) => text.includes('5 more time(s)'))).toHaveLength(1);
  });

  it('names every mismatched order to support: the throttled repeats go in one mail listing each', async () => {
    const smtp = await startSmtp();
    open.push(smtp);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { alerts } = await setup(smtp.url, 60_000);
    const ids = Array.from(
      { length: 13 },
      (_, i) => `order${String(i).padStart(2, '0')}AbCdEfGhIjKlMnOp`,
    );
    for (const ours of ids) {
      alerts.raise({
        kind: 'provider-mismatch:status',
        summary: 'Provider liar: its status reply no longer matches the order',
        orders: { ours, provider: `prov${ours.slice(5, 7)}abcdef` },
      });
    }
    vi.advanceTimersByTime(60_000);
    vi.useRealTimers();
    await eventually(() => smtp.mails.length === 2);
    // the mails are quoted-printable: read back as the text support sees
    const texts = smtp.mails.map(({ raw }) => readableMail(raw));
    // two mails, in whichever order SMTP took them: the first alert and the window's batch
    const batch = texts.find((text) => text.includes('more time(s)')) ?? '';
    const first = texts.find((text) => text !== batch) ?? '';
    expect(first).toContain('ours order0');
    expect(batch).toContain('12 more time(s)');
    // each of the 12 repeats by its (shortened) id: none dropped
    for (const ours of ids.slice(1)) expect(batch).toContain(`ours ${ours.slice(0, 6)}…`);
    expect(batch).toContain('Orders:     12');
  });

  it('loses no repeat to a crash inside its window: the next process mails the batch it left', async () => {
    const smtp = await startSmtp();
    open.push(smtp);
    const outboxDir = await mkdtemp(join(tmpdir(), 'swap-alerts-'));
    const settings = {
      smtpUrl: smtp.url,
      from: 'alerts@swap.test',
      to: 'support@swap.test',
      outboxDir,
      windowMs: 300,
      retryMs: 60_000,
    };
    // the first process raises three mismatches and "dies" (never closes) inside its window
    const dying = createAlerts({ ...settings, windowMs: 60_000 }, logger);
    const ids = ['orderAAaaaaaaaaaaaaaaaa', 'orderBBbbbbbbbbbbbbbbbb', 'orderCCcccccccccccccccc'];
    for (const ours of ids) {
      dying.raise({
        kind: 'provider-mismatch:status',
        summary: 'Provider liar: its status reply no longer matches the order',
        orders: { ours, provider: `prov${ours.slice(5, 7)}abcdef` },
      });
    }
    await eventually(async () =>
      (await readdir(outboxDir)).some((name) => name.startsWith('window-')),
    );
    await eventually(() => smtp.mails.length === 1);
    // a later process, once the file is older than two of its windows, mails what it held
    const next = createAlerts(settings, logger);
    open.push(next);
    await eventually(async () => {
      await next.flush();
      return smtp.mails.length === 2;
    });
    const batch = readableMail(smtp.mails[1]!.raw);
    expect(batch).toContain('2 more time(s)');
    for (const ours of ids.slice(1)) expect(batch).toContain(`ours ${ours.slice(0, 6)}…`);
    expect((await readdir(outboxDir)).filter((name) => name.includes('window-'))).toEqual([]);
  });

  it('keeps alerts in the outbox while SMTP is down and delivers them once it is back', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const { alerts, outboxDir } = await setup(`smtp://127.0.0.1:${port}`, 60_000, 200);
    alerts.raise(failure);
    alerts.raise({
      ...failure,
      kind: 'create-exchange:timeout',
      summary: 'fetch error: timed out',
    });
    await eventually(
      async () => (await readdir(outboxDir)).filter((f) => f.endsWith('.json')).length === 2,
    );
    const spooled = JSON.parse(
      await readFile(join(outboxDir, (await readdir(outboxDir))[0]!), 'utf8'),
    ) as {
      subject: string;
    };
    expect(spooled.subject).toBe(ALERT_SUBJECT);

    const back = await startSmtp(port);
    open.push(back);
    await eventually(() => back.mails.length === 2);
    await eventually(async () => (await readdir(outboxDir)).length === 0);
  });

  it('logs, and never crashes, when an alert can be neither sent nor written to the outbox', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const alerts = createAlerts(
      {
        smtpUrl: null,
        from: 'a@x',
        to: 'b@x',
        outboxDir: '/dev/null/outbox',
        windowMs: 60_000,
        retryMs: 60_000,
      },
      createLogger('info', sink),
    );
    open.push(alerts);
    alerts.raise(failure);
    await eventually(() => lines.some((line) => line.includes('neither sent nor kept')));
  });

  it('writes alerts to the outbox when no SMTP server is configured', async () => {
    const { alerts, outboxDir } = await setup(null);
    alerts.raise(failure);
    await eventually(async () => (await readdir(outboxDir)).length === 1);
    const [name] = await readdir(outboxDir);
    expect(await readFile(join(outboxDir, name!), 'utf8')).toContain('req-123');
  });

  it('sets an unreadable outbox file aside as .bad, counts it, and delivers the mails behind it', async () => {
    const smtp = await startSmtp();
    open.push(smtp);
    const outboxDir = await mkdtemp(join(tmpdir(), 'swap-alerts-'));
    // first in line: a name that cannot be read (a directory: root reads any file) and a torn one
    await mkdir(join(outboxDir, '0001-unreadable.json'));
    await writeFile(join(outboxDir, '0002-torn.json'), '{"subject":"[Swap');
    const mail = (text: string) => JSON.stringify({ subject: ALERT_SUBJECT, text });
    await writeFile(join(outboxDir, '0003-kept.json'), mail('first kept alert'));
    await writeFile(join(outboxDir, '0004-kept.json'), mail('second kept alert'));
    const metrics = createMetrics();
    const alerts = createAlerts(
      testAlertSettings(outboxDir, smtp.url),
      logger,
      Date.now,
      metrics.alerts,
    );
    open.push(alerts);
    await alerts.flush();
    expect(smtp.mails.map((each) => each.raw)).toEqual([
      expect.stringContaining('first kept alert'),
      expect.stringContaining('second kept alert'),
    ]);
    expect((await readdir(outboxDir)).sort()).toEqual([
      '0001-unreadable.json.bad',
      '0002-torn.json.bad',
    ]);
    const samples = parsePrometheusText(await metrics.registry.metrics());
    expect(sampleValue(samples, 'swap_alerts_outbox_unreadable_total')).toBe(2);
    expect(sampleValue(samples, 'swap_alerts_outbox_depth')).toBe(0);
  });
});
