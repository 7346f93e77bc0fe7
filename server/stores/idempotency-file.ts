import { appendFile, mkdir, open, rename, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import {
  createMemoryIdempotencyStore,
  type IdempotencyStore,
  type StoredReply,
} from './idempotency-store.js';
import { readJsonLines } from './json-lines.js';

const lineSchema = z.object({
  key: z.string(),
  expiresAt: z.number(),
  reply: z.object({ status: z.number(), body: z.unknown(), fingerprint: z.string() }),
});
type Line = z.infer<typeof lineSchema>;

/**
 * The file is rewritten with live replies only once it has grown by this many lines since the
 * last rewrite, or by as many as that rewrite kept, whichever is more: at most about twice the
 * live replies plus this, at a cost of about one line rewritten per line appended.
 */
const COMPACT_AFTER_LINES = 5000;

export interface FileIdempotencyStore extends IdempotencyStore {
  /** lines of the file that could not be read at open; kept in `corruptFile` */
  unreadableLines: number;
  /** where unreadable lines are kept (beside the file, `.corrupt` added to its name) */
  corruptFile: string;
  close(): Promise<void>;
}

/**
 * Idempotency-Key replies that outlive the process, for one site process without Redis. Replies
 * are appended to a JSON-lines file and synced to disk before the caller sends them, so a
 * restarted server answers a retry with the reply the first process gave. Reservations stay in
 * memory: a graceful stop lets them finish first. One process per file.
 */
export async function openFileIdempotencyStore(
  file: string,
  now: () => number = Date.now,
  compactAfterLines = COMPACT_AFTER_LINES,
): Promise<FileIdempotencyStore> {
  const memory = createMemoryIdempotencyStore(now);
  const live = new Map<string, Line>();
  // A line torn by a crash mid-write (that reply was never sent) or damaged on disk: the
  // rewrite below would drop it for good, and with it a key a retry may still bring. It is
  // counted and kept beside the file, for the operator to look at.
  const { rows, unreadable } = await readJsonLines(file, lineSchema);
  for (const line of rows) if (line.expiresAt > now()) live.set(line.key, line);
  const corruptFile = `${file}.corrupt`;
  for (const line of live.values()) {
    await memory.complete(line.key, line.reply, line.expiresAt - now());
  }

  await mkdir(dirname(file), { recursive: true });
  if (unreadable.length > 0) {
    await appendFile(corruptFile, unreadable.map((raw) => `${raw}\n`).join(''), { mode: 0o600 });
  }
  let handle: FileHandle;
  let lines = 0;
  let compactAt = 0;
  // Writes are serialised so that lines never interleave and a compaction sees every one.
  let queue: Promise<unknown> = Promise.resolve();

  async function compact() {
    const temp = `${file}.${process.pid}.tmp`;
    const current = [...live.values()].filter((line) => line.expiresAt > now());
    live.clear();
    for (const line of current) live.set(line.key, line);
    const out = await open(temp, 'w', 0o600);
    try {
      await out.writeFile(current.map((line) => `${JSON.stringify(line)}\n`).join(''));
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(temp, file);
    lines = current.length;
    compactAt = lines + Math.max(compactAfterLines, lines);
  }

  await compact();
  handle = await open(file, 'a', 0o600);

  async function append(line: Line) {
    live.set(line.key, line);
    await handle.write(`${JSON.stringify(line)}\n`);
    await handle.datasync();
    lines += 1;
    if (lines >= compactAt) {
      await handle.close();
      await compact();
      handle = await open(file, 'a', 0o600);
    }
  }

  return {
    unreadableLines: unreadable.length,
    corruptFile,
    reserve: (key, fingerprint, ttlMs, holder) => memory.reserve(key, fingerprint, ttlMs, holder),
    release: (key, holder) => memory.release(key, holder),
    peek: (key) => memory.peek(key),
    async complete(key, reply: StoredReply, ttlMs) {
      const written = queue.then(() => append({ key, reply, expiresAt: now() + ttlMs }));
      queue = written.catch(() => undefined);
      await written;
      await memory.complete(key, reply, ttlMs);
    },
    async close() {
      await queue;
      await handle.close();
    },
  };
}
