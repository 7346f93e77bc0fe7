import { appendFile, mkdir, open, rename, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS } from '../config/config.js';
import { readJsonLines } from './json-lines.js';

/**
 * What the site keeps about one order, by field ('providerOrderId', 'guarantee'...), with when it
 * was first written and when the order was seen to end.
 */
export type Fields = Record<string, string>;

/** How long things about an order are kept (docs/decisions/016). */
export interface Retention {
  /** after the order was seen to end */
  afterEndMs: number;
  /** at most, for an order the site never sees end (nobody looked at it again) */
  unendedMs: number;
}

/** An order nobody looks at again is never seen to end: 90 days after it was made, it goes. */
export const UNENDED_MAX_MS = 90 * 86_400_000;

/** The retention of RETENTION_DAYS' default, for callers given none (tests of other things). */
export const DEFAULT_RETENTION: Retention = {
  afterEndMs: DEFAULT_RETENTION_DAYS * 86_400_000,
  unendedMs: UNENDED_MAX_MS,
};

/** Whether an order's entry is past its time at `now`. */
const isExpired = (
  entry: { firstAt: number; endedAt: number | null },
  retention: Retention,
  now: number,
): boolean =>
  entry.endedAt !== null
    ? entry.endedAt + retention.afterEndMs <= now
    : entry.firstAt + retention.unendedMs <= now;

// A line adds fields to an order ({orderId, at, ...fields}) or says when it ended
// ({orderId, endedAt}). Lines of the older order-map file ({orderId, providerOrderId}) read as
// the first kind, dated when the file is opened.
const lineSchema = z
  .object({
    orderId: z.string(),
    at: z.number().optional(),
    endedAt: z.number().optional(),
    renewedAt: z.number().optional(),
  })
  .catchall(z.string());

interface Entry {
  fields: Fields;
  firstAt: number;
  endedAt: number | null;
}

export interface RetainedLines {
  /** lines that could not be read at open (a line torn by a crash mid-write) */
  unreadableLines: number;
  /** null: nothing kept, or kept past its time */
  get(orderId: string): Fields | null;
  /** the first order kept (and not past its time) whose fields pass `test`; null when none does */
  find(test: (fields: Fields) => boolean): string | null;
  /** adds fields, appended and synced to disk before it resolves */
  set(orderId: string, fields: Fields): Promise<void>;
  /** the order was seen to end at `atMs`: its entry goes `afterEndMs` later (the first end counts) */
  ended(orderId: string, atMs: number): Promise<void>;
  /**
   * sets fields and counts the entry's time from `asOfMs`, as if first written then (a public key
   * that still signs); an entry that ended still goes by its end
   */
  renew(orderId: string, fields: Fields, asOfMs: number): Promise<void>;
  /** rewrites the file without the entries past their time; resolves to how many went */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A JSON-lines file of what the site keeps about orders, for one site process without Redis:
 * appended and synced on each change, rewritten without the entries past their time by sweep()
 * (at open, then on the retention schedule), so the file holds nothing longer than promised.
 */
export async function openRetainedLines(
  file: string,
  retention: Retention,
  now: () => number = Date.now,
): Promise<RetainedLines> {
  const entries = new Map<string, Entry>();
  const { rows, unreadable } = await readJsonLines(file, lineSchema);
  const openedAt = now();
  for (const { orderId, at, endedAt, renewedAt, ...fields } of rows) {
    const entry = entries.get(orderId) ?? { fields: {}, firstAt: at ?? openedAt, endedAt: null };
    Object.assign(entry.fields, fields);
    if (renewedAt !== undefined) entry.firstAt = renewedAt;
    if (endedAt !== undefined && entry.endedAt === null) entry.endedAt = endedAt;
    entries.set(orderId, entry);
  }
  await mkdir(dirname(file), { recursive: true });
  // A line torn by a crash mid-write, or damaged on disk: the rewrite below would drop it for
  // good, so it is kept beside the file for the operator to look at.
  if (unreadable.length > 0) {
    await appendFile(`${file}.corrupt`, unreadable.map((raw) => `${raw}\n`).join(''), {
      mode: 0o600,
    });
  }
  let handle: FileHandle | null = null;
  // Writes are serialised so that lines never interleave and a rewrite sees every one.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };

  async function append(line: object) {
    handle ??= await open(file, 'a', 0o600);
    await handle.write(`${JSON.stringify(line)}\n`);
    await handle.datasync();
  }

  async function rewrite(): Promise<number> {
    const at = now();
    let dropped = 0;
    for (const [orderId, entry] of entries) {
      if (isExpired(entry, retention, at)) {
        entries.delete(orderId);
        dropped += 1;
      }
    }
    const temp = `${file}.${process.pid}.tmp`;
    const out = await open(temp, 'w', 0o600);
    try {
      const text = [...entries].map(([orderId, entry]) => {
        const ended = entry.endedAt === null ? {} : { endedAt: entry.endedAt };
        return `${JSON.stringify({ orderId, at: entry.firstAt, ...entry.fields, ...ended })}\n`;
      });
      await out.writeFile(text.join(''));
      await out.sync();
    } finally {
      await out.close();
    }
    await handle?.close();
    handle = null;
    await rename(temp, file);
    return dropped;
  }

  await serial(rewrite);

  return {
    unreadableLines: unreadable.length,
    get(orderId) {
      const entry = entries.get(orderId);
      return entry && !isExpired(entry, retention, now()) ? entry.fields : null;
    },
    find(test) {
      const at = now();
      for (const [orderId, entry] of entries) {
        if (!isExpired(entry, retention, at) && test(entry.fields)) return orderId;
      }
      return null;
    },
    set: (orderId, fields) =>
      serial(async () => {
        const at = now();
        await append({ orderId, at, ...fields });
        const entry = entries.get(orderId) ?? { fields: {}, firstAt: at, endedAt: null };
        Object.assign(entry.fields, fields);
        entries.set(orderId, entry);
      }),
    renew: (orderId, fields, at) =>
      serial(async () => {
        await append({ orderId, renewedAt: at, ...fields });
        const entry = entries.get(orderId) ?? { fields: {}, firstAt: at, endedAt: null };
        Object.assign(entry.fields, fields);
        entry.firstAt = at;
        entries.set(orderId, entry);
      }),
    ended: (orderId, atMs) =>
      serial(async () => {
        const entry = entries.get(orderId);
        if (!entry || entry.endedAt !== null) return;
        await append({ orderId, endedAt: atMs });
        entry.endedAt = atMs;
      }),
    sweep: () => serial(rewrite),
    close: () => serial(async () => handle?.close()),
  };
}
