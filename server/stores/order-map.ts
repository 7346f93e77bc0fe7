import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { readJsonLines } from './json-lines.js';

/**
 * The site's order ids and the provider's beside them (issue 25): with a provider the site mints
 * its own id for each order, and every lookup goes through this map. Entries are never dropped:
 * an order's page must keep working for as long as a visitor keeps its link.
 */
export interface OrderMap {
  put(orderId: string, providerOrderId: string): Promise<void>;
  /** null: no order of ours has this id */
  providerIdOf(orderId: string): Promise<string | null>;
}

export function createMemoryOrderMap(): OrderMap {
  const ids = new Map<string, string>();
  return {
    put(orderId, providerOrderId) {
      ids.set(orderId, providerOrderId);
      return Promise.resolve();
    },
    providerIdOf: (orderId) => Promise.resolve(ids.get(orderId) ?? null),
  };
}

const lineSchema = z.object({ orderId: z.string(), providerOrderId: z.string() });

export interface FileOrderMap extends OrderMap {
  /** lines that could not be read at open (a line torn by a crash mid-write) */
  unreadableLines: number;
  close(): Promise<void>;
}

/**
 * The map in a JSON-lines file, for one site process without Redis: each pair is appended and
 * synced to disk before the visitor is told the order id, so a restart never loses an order.
 */
export async function openFileOrderMap(file: string): Promise<FileOrderMap> {
  const memory = new Map<string, string>();
  const { rows, unreadable } = await readJsonLines(file, lineSchema);
  for (const line of rows) memory.set(line.orderId, line.providerOrderId);
  const unreadableLines = unreadable.length;
  await mkdir(dirname(file), { recursive: true });
  const handle: FileHandle = await open(file, 'a', 0o600);
  // Writes are serialised so that lines never interleave.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    unreadableLines,
    async put(orderId, providerOrderId) {
      const written = queue.then(async () => {
        await handle.write(`${JSON.stringify({ orderId, providerOrderId })}\n`);
        await handle.datasync();
      });
      queue = written.catch(() => undefined);
      await written;
      memory.set(orderId, providerOrderId);
    },
    providerIdOf: (orderId) => Promise.resolve(memory.get(orderId) ?? null),
    async close() {
      await queue;
      await handle.close();
    },
  };
}
