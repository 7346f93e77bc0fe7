import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { COIN_SYMBOLS } from '../../shared/coins.js';
import type { OrderRecord } from './order-lifecycle.js';

const FILE_VERSION = 1;
const FILE_NOTE = 'SANDBOX orders: simulated swaps, no real funds. Safe to delete.';

const orderRecordSchema = z.object({
  // Contract 2's 22-character ids, or a ChangeNOW exchange's shorter hex ones
  id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  createdAt: z.number().int().positive(),
  firstTxAt: z.number().int().min(0),
  forcedStatus: z.literal([0, 1, 2, 3, 4, 5, 6, 7, 8]).nullable(),
  sendSymbol: z.enum(COIN_SYMBOLS),
  sendAmount: z.number().finite().positive(),
  receiveSymbol: z.enum(COIN_SYMBOLS),
  receiveAmount: z.number().finite().min(0),
  depositAddress: z.string().min(1),
  receiveAddress: z.string().min(1),
  route: z.string(),
  refundAddress: z.string().optional(),
  receiveMemo: z.string().optional(),
  depositMemo: z.string().optional(),
  statusWord: z.string().optional(),
  completedAt: z.number().int().positive().optional(),
}) satisfies z.ZodType<OrderRecord>;

const fileSchema = z.object({
  version: z.literal(FILE_VERSION),
  orders: z.array(orderRecordSchema),
});

/** The data file exists but cannot be read as sandbox orders. Start-up stops; the file is kept. */
export class SandboxDataFileError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(
      `Sandbox data file ${file} is unusable: ${detail}. It was left untouched: fix it, move it ` +
        'away, or set DATA_DIR to another folder.',
    );
    this.name = 'SandboxDataFileError';
  }
}

/** Reads the saved orders; none when the file does not exist yet. */
export async function loadOrders(file: string): Promise<OrderRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new SandboxDataFileError(file, `cannot be read (${(error as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new SandboxDataFileError(file, `not valid JSON (${(error as Error).message})`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new SandboxDataFileError(
      file,
      `not a version ${FILE_VERSION} order list${where}: ${issue?.message}`,
    );
  }
  return parsed.data.orders;
}

/**
 * Saves snapshots atomically (temp file, fsync, rename): a crash leaves the old file or the new
 * one, never half of one. Saves are serialised; calls made while one is writing share the next.
 */
export class OrderFileWriter {
  private last: Promise<void> = Promise.resolve();
  private next: Promise<void> | null = null;
  private sequence = 0;

  constructor(
    readonly file: string,
    private readonly snapshot: () => OrderRecord[],
  ) {}

  /** Resolves once a write that began after this call has reached the disk. */
  save(): Promise<void> {
    if (this.next) return this.next;
    const next = this.last.then(() => {
      this.next = null;
      return this.write();
    });
    this.next = next;
    this.last = next.catch(() => undefined);
    return next;
  }

  /** Waits for every save asked for so far (a failed one was already reported to its caller). */
  flush(): Promise<void> {
    return this.last;
  }

  private async write(): Promise<void> {
    const body = `${JSON.stringify({ note: FILE_NOTE, version: FILE_VERSION, orders: this.snapshot() }, null, 1)}\n`;
    const temp = `${this.file}.${process.pid}.${++this.sequence}.tmp`;
    await mkdir(dirname(this.file), { recursive: true });
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(body, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}
