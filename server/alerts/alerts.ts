import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import {
  appendFile,
  mkdir,
  open,
  readdir,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { shortenMiddle, shortenOrderId } from '../../shared/order-id.js';
import type { Config } from '../config/config.js';
import type { Logger } from '../logging/logger.js';
import { within } from '../lib/within.js';
import { noMetrics, type AlertMetrics } from '../metrics/metrics.js';

/**
 * One failure worth a support email. Never an address, a full order id or an IP: an order is
 * named by its ids shortened (both the site's and the provider's), enough for support
 * to find it in the provider's dashboard and on the site, never enough to open its page.
 */
export interface Alert {
  /** the failure signature: mails about one kind are throttled together */
  kind: string;
  /** the spec's wording for the support team, e.g. 'fetch error: ...' */
  summary: string;
  requestId?: string;
  pair?: string;
  /** the order concerned: the site's id and the provider's, shortened in the mail */
  orders?: { ours: string; provider: string };
}

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

export const ALERT_SUBJECT = '[Swap Without a Trace] Support alert';

/** An alert is a few lines: an outbox file larger than this is no mail of ours. */
const MAX_OUTBOX_FILE_BYTES = 64 * 1024;

/** A regular file's text, up to `limit` bytes; null for anything else (a FIFO, a device) or more. */
async function readRegularFile(path: string, limit: number): Promise<string | null> {
  const file = await open(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const info = await file.stat();
    if (!info.isFile() || info.size > limit) return null;
    const buffer = Buffer.alloc(limit + 1);
    const { bytesRead } = await file.read(buffer, 0, limit + 1, 0);
    return bytesRead > limit ? null : buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

/** An outbox file one replica is sending ends in this (not .json: no other replica lists it). */
const CLAIMED = '.claimed';
/** An outbox file that could not be read as a mail ends in this, out of the way. */
const SET_ASIDE = '.bad';
/** A claim this old outlived its replica (a send takes seconds): the file goes back. */
const STALE_CLAIM_MS = 10 * 60_000;

interface Mail {
  subject: string;
  text: string;
}

/** The orders one batched mail names at most (a line each, far inside MAX_OUTBOX_FILE_BYTES). */
const ORDERS_PER_MAIL = 500;

/**
 * An open window's repeats are written down as they come, one line each, in a file of the outbox
 * named so no mail reader takes it: a process that dies inside its window leaves the file, and
 * whichever replica next finds it older than two windows sends what it holds (decision 006).
 */
const WINDOW_FILE = /^window-[0-9a-f]{12}-[0-9a-f]{8}\.jsonl$/;
/** A file of its own for each window (a random part): no later window or replica shares it. */
const windowFileOf = (kind: string) =>
  `window-${createHash('sha256').update(kind).digest('hex').slice(0, 12)}-${randomBytes(4).toString('hex')}.jsonl`;

interface Window {
  /** the file the repeats are kept in until the batch is mailed */
  file: string;
  repeats: number;
  last: Alert;
  /** every order the repeats named, in the order raised: the batched mail lists each */
  orders: NonNullable<Alert['orders']>[];
  timer: NodeJS.Timeout;
  /** the repeats' lines written so far, in order (each waits for the one before) */
  written: Promise<void>;
}

/** A window file holds a window's repeats: far more than a mail's worth is still bounded. */
const MAX_WINDOW_FILE_BYTES = 16 * 1024 * 1024;

/** A mail stays well inside an outbox file's bound: a long batch goes as several. */
function batchesOf(orders: NonNullable<Alert['orders']>[]): NonNullable<Alert['orders']>[][] {
  const batches: NonNullable<Alert['orders']>[][] = [];
  for (let at = 0; at < orders.length; at += ORDERS_PER_MAIL) {
    batches.push(orders.slice(at, at + ORDERS_PER_MAIL));
  }
  return batches.length > 0 ? batches : [[]];
}

const orderLine = (orders: NonNullable<Alert['orders']>) =>
  `ours ${shortenOrderId(orders.ours)}, provider ${shortenMiddle(orders.provider, 4, 4)}`;

/**
 * One mail: the first of a kind, or (repeats > 0) the window's batch, which names every order its
 * repeats named: support hears of each order, however many the window held.
 */
function describe(
  alert: Alert,
  at: Date,
  repeats: number,
  orders: NonNullable<Alert['orders']>[] = alert.orders ? [alert.orders] : [],
): string {
  return [
    repeats > 0
      ? `The failure below happened ${repeats} more time(s) in the last alert window.`
      : 'The swap site hit a failure that needs a look.',
    '',
    `Kind:       ${alert.kind}`,
    `What:       ${alert.summary}`,
    `Pair:       ${alert.pair ?? '-'}`,
    `Request id: ${alert.requestId ?? '-'}`,
    ...(orders.length === 1 ? [`Order:      ${orderLine(orders[0]!)}`] : []),
    ...(orders.length > 1
      ? [`Orders:     ${orders.length}`, ...orders.map((each) => `  - ${orderLine(each)}`)]
      : []),
    `Time:       ${at.toISOString()}`,
  ].join('\n');
}

/**
 * Support alerts by SMTP. The same kind is mailed once per window, then a count of repeats when
 * the window closes. When SMTP is unset or fails, the mail is written to the outbox directory (one
 * file each) and retried later: never dropped.
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

  async function spool(mail: Mail): Promise<void> {
    await mkdir(settings.outboxDir, { recursive: true });
    const name = `${now()}-${randomBytes(4).toString('hex')}.json`;
    const temp = join(settings.outboxDir, `.${name}.tmp`);
    await writeFile(temp, JSON.stringify(mail));
    await rename(temp, join(settings.outboxDir, name));
    metrics.spooled();
  }

  metrics.outboxDepthFrom(async () => {
    try {
      return (await readdir(settings.outboxDir)).filter((name) => name.endsWith('.json')).length;
    } catch {
      return 0; // no outbox yet
    }
  });

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
      await spool(mail);
      logger.warn({ err: error }, 'support alert kept in the outbox for a later retry');
    } finally {
      sending.delete(mail);
    }
  }

  /**
   * Takes one outbox file for this process alone: renamed away from its .json name, no other
   * replica sharing the outbox can read it, and a rename has one winner. null when another
   * replica was first.
   */
  async function claim(name: string): Promise<string | null> {
    const claimed = join(
      settings.outboxDir,
      `.${name}.${randomBytes(4).toString('hex')}${CLAIMED}`,
    );
    try {
      await rename(join(settings.outboxDir, name), claimed);
      return claimed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Claims a replica left behind when it died mid-send: back in the outbox after a while. */
  async function reclaimStale(names: string[]): Promise<void> {
    for (const name of names.filter((entry) => entry.endsWith(CLAIMED))) {
      const path = join(settings.outboxDir, name);
      try {
        if (Date.now() - (await stat(path)).ctimeMs < STALE_CLAIM_MS) continue;
        const original = name.slice(1).replace(/\.[0-9a-f]{8}\.claimed$/, '');
        await rename(path, join(settings.outboxDir, original));
      } catch {
        // another replica took it back first
      }
    }
  }

  /**
   * A claimed outbox file as a mail, or null when it cannot be read as one. Only a regular file,
   * and only so much of it: a FIFO named *.json would block its read (and, holding a thread of
   * the file pool, every mail and the stop after it); opened without blocking and checked first.
   */
  async function readMail(path: string): Promise<Mail | null> {
    try {
      const text = await readRegularFile(path, MAX_OUTBOX_FILE_BYTES);
      if (text === null) return null;
      const mail = JSON.parse(text) as Partial<Mail> | null;
      return typeof mail?.subject === 'string' && typeof mail.text === 'string'
        ? { subject: mail.subject, text: mail.text }
        : null;
    } catch {
      return null;
    }
  }

  /**
   * An outbox file that is no mail (unreadable, torn, not ours) would be retried first forever and
   * hold up every mail behind it: it is renamed to .bad, out of the outbox, for someone to look at.
   */
  async function setAside(name: string, claimed: string): Promise<void> {
    const bad = `${name}${SET_ASIDE}`;
    await rename(claimed, join(settings.outboxDir, bad)).catch(() => undefined);
    metrics.setAside();
    logger.error(
      { file: bad, code: 'outbox-unreadable', kind: 'alerts' },
      'an alert outbox file could not be read as a mail: set aside as .bad',
    );
  }

  async function flushOutbox(): Promise<void> {
    let names: string[];
    try {
      const entries = await readdir(settings.outboxDir);
      // a dead process's window is put in the outbox even without SMTP: kept, never lost
      await recoverWindows(entries);
      if (!transport) return;
      await reclaimStale(entries);
      // listed again: a recovered window is a mail of this round
      names = (await readdir(settings.outboxDir)).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return; // no outbox yet
    }
    for (const name of names) {
      const claimed = await claim(name).catch(() => null);
      if (!claimed) continue;
      const mail = await readMail(claimed);
      if (!mail) {
        await setAside(name, claimed);
        continue;
      }
      try {
        await send(mail);
      } catch (error) {
        // back under its own name, for the next try (of whichever replica)
        await rename(claimed, join(settings.outboxDir, name)).catch(() => undefined);
        logger.warn({ err: error }, 'outbox delivery failed; will retry');
        return;
      }
      metrics.mailed();
      await unlink(claimed).catch(() => undefined);
    }
  }

  const flush = () => {
    flushing ??= flushOutbox().finally(() => (flushing = null));
    return flushing;
  };

  const retry = setInterval(() => void flush(), settings.retryMs);
  retry.unref();

  /** A repeat kept in its window's file at once: a crash inside the window loses none. */
  async function keepRepeat(window: Window, alert: Alert): Promise<void> {
    await mkdir(settings.outboxDir, { recursive: true });
    await appendFile(join(settings.outboxDir, window.file), `${JSON.stringify(alert)}\n`);
  }

  /**
   * The batch of a window file its process left (it died inside the window): mailed like the
   * batch it would have sent, claimed first so that one replica sends it.
   */
  async function recoverWindows(names: string[]): Promise<void> {
    for (const name of names.filter((entry) => WINDOW_FILE.test(entry))) {
      const path = join(settings.outboxDir, name);
      try {
        if (Date.now() - (await stat(path)).mtimeMs < 2 * settings.windowMs) continue;
      } catch {
        continue; // taken a moment ago
      }
      const claimed = await claim(name).catch(() => null);
      if (!claimed) continue;
      const text = (await readRegularFile(claimed, MAX_WINDOW_FILE_BYTES).catch(() => null)) ?? '';
      const repeats = text.split('\n').flatMap((line) => {
        try {
          const alert = JSON.parse(line) as Alert;
          return typeof alert.kind === 'string' && typeof alert.summary === 'string' ? [alert] : [];
        } catch {
          return [];
        }
      });
      const last = repeats.at(-1);
      if (last) {
        const orders = repeats.flatMap((alert) => (alert.orders ? [alert.orders] : []));
        await spoolBatch(last, repeats.length, orders);
      }
      await unlink(claimed).catch(() => undefined);
    }
  }

  /** A window's batch as mails, in the outbox (the loop sends them). */
  async function spoolBatch(last: Alert, repeats: number, orders: NonNullable<Alert['orders']>[]) {
    for (const batch of batchesOf(orders)) {
      await spool({
        subject: ALERT_SUBJECT,
        text: describe(last, new Date(now()), repeats, batch),
      });
    }
  }

  function closeWindow(kind: string) {
    const window = windows.get(kind);
    if (!window) return;
    windows.delete(kind);
    const forget = () => unlink(join(settings.outboxDir, window.file)).catch(() => undefined);
    if (window.repeats === 0) return;
    // the file goes once every batch is sent or in the outbox: a crash before, and it is sent again
    const delivered = batchesOf(window.orders).map((orders) =>
      deliver({
        subject: ALERT_SUBJECT,
        text: describe(window.last, new Date(now()), window.repeats, orders),
      }),
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
        const kept = open.written.then(() => keepRepeat(open, alert));
        open.written = kept.catch(() => undefined);
        track(kept);
        return;
      }
      const timer = setTimeout(() => closeWindow(alert.kind), settings.windowMs);
      timer.unref();
      windows.set(alert.kind, {
        file: windowFileOf(alert.kind),
        repeats: 0,
        last: alert,
        orders: [],
        timer,
        written: Promise.resolve(),
      });
      track(deliver({ subject: ALERT_SUBJECT, text: describe(alert, new Date(now()), 0) }));
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
        const kept = await Promise.allSettled(unsent.map(([mail]) => spool(mail)));
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
