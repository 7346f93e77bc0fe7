import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { within } from '../lib/within.js';
import { noMetrics, type AlertMetrics } from '../metrics/metrics.js';
import { batchMails, firstMail, type Alert, type AlertOrders, type Mail } from './alert-mail.js';
import { createOutbox } from './outbox.js';

export interface Alerts {
  raise(alert: Alert): void;
  /** sends what waits in the outbox; resolves when the attempt is over */
  flush(): Promise<void>;
  /**
   * Sends what is due, waiting at most `waitMs` (default: as long as it takes); a mail not sent
   * by then is written to the outbox, so a hung SMTP server cannot hold up a stop.
   */
  close(waitMs?: number): Promise<void>;
}

/** An alert kind's open window: the repeats since its first mail, mailed as one batch. */
interface Window {
  /** the outbox file the repeats are kept in until the batch is mailed */
  file: string;
  repeats: number;
  last: Alert;
  /** every order the repeats named, in the order raised: the batched mail lists each */
  orders: AlertOrders[];
  timer: NodeJS.Timeout;
  /** the repeats' lines written so far, in order (each waits for the one before) */
  written: Promise<void>;
}

/**
 * Support alerts by SMTP. The same kind is mailed once per window, then a count of repeats when
 * the window closes. When SMTP is unset or fails, the mail is written to the outbox directory (one
 * file each, outbox.ts) and retried later: never dropped.
 */
export function createAlerts(
  settings: Config['alerts'],
  logger: Logger,
  now: () => number = Date.now,
  metrics: AlertMetrics = noMetrics.alerts,
): Alerts {
  const transport: Transporter | null = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : null;
  const outbox = createOutbox({
    dir: settings.outboxDir,
    windowMs: settings.windowMs,
    now,
    logger,
    metrics,
  });
  const windows = new Map<string, Window>();
  const pending = new Set<Promise<void>>();
  /** mails being sent right now, and whether the outbox already holds each */
  const sending = new Map<Mail, { spooled: boolean }>();
  let flushing: Promise<void> | null = null;

  const track = (work: Promise<void>) => {
    // Even the outbox can fail (full disk, no permission): say so loudly, never crash the site.
    const settled = work
      .catch((error: unknown) =>
        logger.error(
          { err: error, code: 'alert-lost', kind: 'alerts' },
          'support alert could be neither sent nor kept in the outbox',
        ),
      )
      .finally(() => pending.delete(settled));
    pending.add(settled);
  };

  async function send(mail: Mail): Promise<void> {
    if (!transport) throw new Error('SMTP is not configured');
    await transport.sendMail({ from: settings.from, to: settings.to, ...mail });
  }

  metrics.outboxDepthFrom(() => outbox.depth());

  /** Sends a mail now; one SMTP does not take goes to the outbox (once, whatever the stop does). */
  async function deliver(mail: Mail): Promise<void> {
    const state = { spooled: false };
    sending.set(mail, state);
    try {
      await send(mail);
      metrics.mailed();
      logger.info({ alert: mail.subject }, 'support alert sent');
    } catch (error) {
      if (state.spooled) return;
      state.spooled = true;
      await outbox.spool(mail);
      logger.warn({ err: error }, 'support alert kept in the outbox for a later retry');
    } finally {
      sending.delete(mail);
    }
  }

  const flush = () => {
    flushing ??= outbox.flush(transport ? send : null).finally(() => (flushing = null));
    return flushing;
  };

  const retry = setInterval(() => void flush(), settings.retryMs);
  retry.unref();

  function closeWindow(kind: string) {
    const window = windows.get(kind);
    if (!window) return;
    windows.delete(kind);
    if (window.repeats === 0) return;
    const forget = () => outbox.forget(window.file);
    // the file goes once every batch is sent or in the outbox: a crash before, and it is sent again
    const delivered = batchMails(window.last, window.repeats, window.orders, new Date(now())).map(
      deliver,
    );
    track(
      Promise.all([window.written, ...delivered]).then(forget, (error: unknown) => {
        void forget();
        throw error;
      }),
    );
  }

  return {
    raise(alert) {
      metrics.raised(alert.kind);
      const open = windows.get(alert.kind);
      if (open) {
        open.repeats += 1;
        open.last = alert;
        if (alert.orders) open.orders.push(alert.orders);
        const kept = open.written.then(() => outbox.keepRepeat(open.file, alert));
        open.written = kept.catch(() => undefined);
        track(kept);
        return;
      }
      const timer = setTimeout(() => closeWindow(alert.kind), settings.windowMs);
      timer.unref();
      windows.set(alert.kind, {
        file: outbox.windowFileFor(alert.kind),
        repeats: 0,
        last: alert,
        orders: [],
        timer,
        written: Promise.resolve(),
      });
      track(deliver(firstMail(alert, new Date(now()))));
    },
    flush,
    async close(waitMs) {
      clearInterval(retry);
      for (const [kind, window] of windows) {
        clearTimeout(window.timer);
        closeWindow(kind);
      }
      const outcome = await within(Promise.allSettled([...pending]), waitMs, 'late' as const);
      if (outcome === 'late') {
        const unsent = [...sending].filter(([, state]) => !state.spooled);
        for (const [, state] of unsent) state.spooled = true;
        const kept = await Promise.allSettled(unsent.map(([mail]) => outbox.spool(mail)));
        const lost = kept.filter((result) => result.status === 'rejected').length;
        if (lost > 0)
          logger.error(
            { lost, code: 'alert-lost', kind: 'alerts' },
            'support alerts could not be kept in the outbox',
          );
        logger.warn(
          { kept: unsent.length - lost },
          'SMTP did not answer before the stop deadline: alerts kept in the outbox',
        );
      }
      transport?.close();
    },
  };
}
