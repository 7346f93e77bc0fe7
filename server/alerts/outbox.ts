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
import type { Logger } from '../logging/logger.js';
import type { AlertMetrics } from '../metrics/metrics.js';
import { batchMails, type Alert, type Mail } from './alert-mail.js';

// The alert outbox, a folder every replica may share (DATA_DIR/outbox): a mail SMTP did not take
// waits in it, one file each, for whichever replica sends next; an open window's repeats are
// written down in a file of their own, so that a process that dies inside its window loses none
// (decision 006). Each file is claimed by a rename before it is read: a rename has one winner.

/** An alert is a few lines: an outbox file larger than this is no mail of ours. */
const MAX_OUTBOX_FILE_BYTES = 64 * 1024;
/** A window file holds a window's repeats: far more than a mail's worth is still bounded. */
const MAX_WINDOW_FILE_BYTES = 16 * 1024 * 1024;
/** An outbox file one replica is sending ends in this (not .json: no other replica lists it). */
const CLAIMED = '.claimed';
/** An outbox file that could not be read as a mail ends in this, out of the way. */
const SET_ASIDE = '.bad';
/** A claim this old outlived its replica (a send takes seconds): the file goes back. */
const STALE_CLAIM_MS = 10 * 60_000;

/**
 * An open window's repeats are written down as they come, one line each, in a file of the outbox
 * named so no mail reader takes it: whichever replica next finds it older than two windows sends
 * what it holds.
 */
const WINDOW_FILE = /^window-[0-9a-f]{12}-[0-9a-f]{8}\.jsonl$/;

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

interface OutboxDeps {
  dir: string;
  /** a window file older than two of these was left by a process that died inside it */
  windowMs: number;
  now: () => number;
  logger: Logger;
  metrics: AlertMetrics;
}

export function createOutbox({ dir, windowMs, now, logger, metrics }: OutboxDeps) {
  /** Keeps a mail for a later send; its name starts with the time (outbox-retention.ts). */
  async function spool(mail: Mail): Promise<void> {
    await mkdir(dir, { recursive: true });
    const name = `${now()}-${randomBytes(4).toString('hex')}.json`;
    const temp = join(dir, `.${name}.tmp`);
    await writeFile(temp, JSON.stringify(mail));
    await rename(temp, join(dir, name));
    metrics.spooled();
  }

  /**
   * Takes one outbox file for this process alone: renamed away from its .json name, no other
   * replica sharing the outbox can read it, and a rename has one winner. null when another
   * replica was first.
   */
  async function claim(name: string): Promise<string | null> {
    const claimed = join(dir, `.${name}.${randomBytes(4).toString('hex')}${CLAIMED}`);
    try {
      await rename(join(dir, name), claimed);
      return claimed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Claims a replica left behind when it died mid-send: back in the outbox after a while. */
  async function reclaimStale(names: string[]): Promise<void> {
    for (const name of names.filter((entry) => entry.endsWith(CLAIMED))) {
      const path = join(dir, name);
      try {
        if (Date.now() - (await stat(path)).ctimeMs < STALE_CLAIM_MS) continue;
        const original = name.slice(1).replace(/\.[0-9a-f]{8}\.claimed$/, '');
        await rename(path, join(dir, original));
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
    await rename(claimed, join(dir, bad)).catch(() => undefined);
    metrics.setAside();
    logger.error(
      { file: bad, code: 'outbox-unreadable', kind: 'alerts' },
      'an alert outbox file could not be read as a mail: set aside as .bad',
    );
  }

  /**
   * The batch of a window file its process left (it died inside the window): put in the outbox
   * like the batch it would have sent, claimed first so that one replica does it.
   */
  async function recoverWindows(names: string[]): Promise<void> {
    for (const name of names.filter((entry) => WINDOW_FILE.test(entry))) {
      const path = join(dir, name);
      try {
        if (Date.now() - (await stat(path)).mtimeMs < 2 * windowMs) continue;
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
        for (const mail of batchMails(last, repeats.length, orders, new Date(now()))) {
          await spool(mail);
        }
      }
      await unlink(claimed).catch(() => undefined);
    }
  }

  return {
    spool,

    /** How many mails wait (for the outbox-depth metric). */
    async depth(): Promise<number> {
      try {
        return (await readdir(dir)).filter((name) => name.endsWith('.json')).length;
      } catch {
        return 0; // no outbox yet
      }
    },

    /**
     * Puts the windows dead processes left in the outbox (even without SMTP: kept, never lost),
     * then, with `send`, sends what waits, oldest first, until a send fails.
     */
    async flush(send: ((mail: Mail) => Promise<void>) | null): Promise<void> {
      let names: string[];
      try {
        const entries = await readdir(dir);
        await recoverWindows(entries);
        if (!send) return;
        await reclaimStale(entries);
        // listed again: a recovered window is a mail of this round
        names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
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
          await rename(claimed, join(dir, name)).catch(() => undefined);
          logger.warn({ err: error }, 'outbox delivery failed; will retry');
          return;
        }
        metrics.mailed();
        await unlink(claimed).catch(() => undefined);
      }
    },

    /** A file of its own for a new window (a random part): no later window or replica shares it. */
    windowFileFor: (kind: string) =>
      `window-${createHash('sha256').update(kind).digest('hex').slice(0, 12)}-${randomBytes(4).toString('hex')}.jsonl`,

    /** A repeat kept in its window's file at once: a crash inside the window loses none. */
    async keepRepeat(file: string, alert: Alert): Promise<void> {
      await mkdir(dir, { recursive: true });
      await appendFile(join(dir, file), `${JSON.stringify(alert)}\n`);
    },

    /** A window's file once its batch is sent or in the outbox. */
    forget: (file: string) => unlink(join(dir, file)).catch(() => undefined),
  };
}
