import { mkdir, open, rename, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { readJsonLines } from './json-lines.js';
import { DEFAULT_RETENTION, openRetainedLines, type Retention } from './retained-lines.js';

/**
 * What finds an order again at a provider that lists its orders (ChangeNOW), and finishes its
 * record: the provider's name, the print of the order its key stands for, and the terms the
 * visitor was promised (read by the proof service's schema). The terms hold the visitor's
 * address, as the order's kept terms do once it is recorded, and for no longer.
 */
export interface IntentLookup {
  provider: string;
  print: string;
  terms: Record<string, unknown>;
}

/**
 * What support needs to find an order in the provider's dashboard when its reply was never
 * recorded (the site stopped between the provider's answer and the map's write): when it was
 * asked, the pair and the amount sent. No address, unless the provider can find the order by it
 * (`lookup`): the dashboard finds it without one, and the record should not hold what a visitor
 * could be traced by for nothing.
 */
export interface OrderIntent {
  /** the site's id for the order, minted before the provider is asked */
  orderId: string;
  /** the Idempotency-Key the order was asked with, if any */
  key?: string;
  /** 'BNB>ETH' */
  pair: string;
  /** the amount sent, in the `from` coin */
  amount: string;
  /** epoch ms when the provider was asked */
  at: number;
  /** support has been told of it (an orphan): kept, so its key never orders again */
  alerted?: boolean;
  /** with a provider that lists its orders: what finds this one there after a stop */
  lookup?: IntentLookup;
}

/**
 * The site's order ids and the provider's beside them: with a provider the site mints
 * its own id for each order, and every lookup goes through this map. A pair is kept while its
 * order runs and for the retention period after it was seen to end: the order's page
 * works that long, and then the site no longer knows the order.
 *
 * Before the provider is asked, an intent is written (`intend`); the map line clears it (`put`),
 * and so does a definite refusal (`drop`). An intent left alone names an order the provider may
 * hold that the site cannot find: `takeOrphans` hands each such one out once, for a support alert,
 * and keeps it (marked alerted) for the retention period, so that its key never orders again.
 */
export interface OrderMap {
  put(orderId: string, providerOrderId: string): Promise<void>;
  /** null: no order of ours has this id */
  providerIdOf(orderId: string): Promise<string | null>;
  /** our order that `put` mapped to this provider value; null when none is */
  orderIdOf(providerOrderId: string): Promise<string | null>;
  intend(intent: OrderIntent): Promise<void>;
  drop(orderId: string): Promise<void>;
  /**
   * intents asked before `before` (epoch ms) with no map line and not yet alerted; each is
   * returned once, then kept as alerted
   */
  takeOrphans(before: number): Promise<OrderIntent[]>;
  /** the intents takeOrphans would hand out now, left as they are (to look for them first) */
  openOrphans(before: number): Promise<OrderIntent[]>;
  /** the order was seen to end at `atMs` (epoch ms): the pair goes after the retention period */
  ended(orderId: string, atMs: number): Promise<void>;
  /**
   * The open intent that carries this Idempotency-Key, alerted or not: an order the provider may
   * have made for it that the map never got (the site stopped in between). A retry with the key
   * must not order again while it is kept. null when none.
   */
  intentFor(key: string): Promise<OrderIntent | null>;
}

const intentWithKey = (intents: Map<string, OrderIntent>, key: string) =>
  [...intents.values()].find((intent) => intent.key === key) ?? null;

/** Intents older than `before`, neither mapped nor alerted, as they are. */
const openOrphansOf = (
  intents: Map<string, OrderIntent>,
  mapped: (orderId: string) => boolean,
  before: number,
) =>
  [...intents.values()].filter(
    (intent) => !mapped(intent.orderId) && intent.at < before && !intent.alerted,
  );

/**
 * Intents older than `before`, neither mapped nor alerted: marked alerted in `intents` and
 * returned (as they were). Mapped ones leave `intents`.
 */
function orphansOf(
  intents: Map<string, OrderIntent>,
  mapped: (orderId: string) => boolean,
  before: number,
): OrderIntent[] {
  const orphans: OrderIntent[] = [];
  for (const [orderId, intent] of intents) {
    if (mapped(orderId)) intents.delete(orderId);
    else if (intent.at < before && !intent.alerted) {
      intents.set(orderId, { ...intent, alerted: true });
      orphans.push(intent);
    }
  }
  return orphans;
}

export function createMemoryOrderMap(): OrderMap {
  const ids = new Map<string, string>();
  const intents = new Map<string, OrderIntent>();
  return {
    put(orderId, providerOrderId) {
      ids.set(orderId, providerOrderId);
      intents.delete(orderId);
      return Promise.resolve();
    },
    providerIdOf: (orderId) => Promise.resolve(ids.get(orderId) ?? null),
    orderIdOf: (providerOrderId) =>
      Promise.resolve([...ids].find(([, value]) => value === providerOrderId)?.[0] ?? null),
    intend(intent) {
      intents.set(intent.orderId, intent);
      return Promise.resolve();
    },
    drop(orderId) {
      intents.delete(orderId);
      return Promise.resolve();
    },
    takeOrphans: (before) => Promise.resolve(orphansOf(intents, (id) => ids.has(id), before)),
    openOrphans: (before) => Promise.resolve(openOrphansOf(intents, (id) => ids.has(id), before)),
    intentFor: (key) => Promise.resolve(intentWithKey(intents, key)),
    // in memory (tests, one process): gone with the process anyway
    ended: () => Promise.resolve(),
  };
}

export const intentSchema = z.object({
  orderId: z.string(),
  key: z.string().optional(),
  pair: z.string(),
  amount: z.string(),
  at: z.number(),
  alerted: z.boolean().optional(),
  lookup: z
    .object({
      provider: z.string(),
      print: z.string(),
      terms: z.record(z.string(), z.unknown()),
    })
    .optional(),
});

const intentLineSchema = z.union([
  z.object({ intent: intentSchema }),
  z.object({ settled: z.string() }),
]);

/** Where the file map keeps its intents: beside it, in a file of their own. */
const intentsFileOf = (file: string) => `${file}.intents`;

export interface FileOrderMap extends OrderMap {
  /** lines that could not be read at open (a line torn by a crash mid-write) */
  unreadableLines: number;
  /** rewrites the file without the pairs past their time (retained-lines.ts) */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * One JSON-lines file written by one process: appends serialised, so lines never interleave. A
 * rewrite (the file with only the lines still wanted) takes its turn in the same queue.
 */
async function appender(file: string) {
  await mkdir(dirname(file), { recursive: true });
  let handle: FileHandle = await open(file, 'a', 0o600);
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = (work: () => Promise<void>): Promise<void> => {
    const done = queue.then(work);
    queue = done.catch(() => undefined);
    return done;
  };
  return {
    append: (line: unknown, sync: boolean): Promise<void> =>
      inTurn(async () => {
        await handle.write(`${JSON.stringify(line)}\n`);
        if (sync) await handle.datasync();
      }),
    rewrite: (lines: unknown[]): Promise<void> =>
      inTurn(async () => {
        const temporary = `${file}.tmp`;
        await writeFile(temporary, lines.map((line) => `${JSON.stringify(line)}\n`).join(''), {
          mode: 0o600,
        });
        await rename(temporary, file);
        await handle.close();
        handle = await open(file, 'a', 0o600);
      }),
    async close() {
      await queue;
      await handle.close();
    },
  };
}

/**
 * The map in a JSON-lines file, for one site process without Redis: each pair is appended and
 * synced to disk before the visitor is told the order id, so a restart never loses an order. A
 * pair goes `retention.afterEndMs` after its order was seen to end. Its intents live
 * beside it (intentsFileOf), each synced before the provider is asked; at open the intents file
 * is rewritten with the open ones only, so it stays small.
 */
export async function openFileOrderMap(
  file: string,
  retention: Retention = DEFAULT_RETENTION,
  now: () => number = Date.now,
): Promise<FileOrderMap> {
  const lines = await openRetainedLines(file, retention, now);
  const mapped = (orderId: string) => lines.get(orderId) !== null;

  const intentsFile = intentsFileOf(file);
  const intents = new Map<string, OrderIntent>();
  const written = await readJsonLines(intentsFile, intentLineSchema);
  for (const line of written.rows) {
    if ('intent' in line) intents.set(line.intent.orderId, line.intent);
    else intents.delete(line.settled);
  }
  // Only the open intents stay in the file, at start and at each sweep: a settled one's id, key,
  // pair and amount go with it, and an unsettled one goes after the retention period (its
  // alert long sent), never kept past the retention of the order it was for.
  const compact = () => {
    for (const [orderId, intent] of intents) {
      if (mapped(orderId) || intent.at + retention.afterEndMs < now()) intents.delete(orderId);
    }
    return intentLines.rewrite([...intents.values()].map((intent) => ({ intent })));
  };
  const intentLines = await appender(intentsFile);
  await compact();

  return {
    unreadableLines: lines.unreadableLines,
    async put(orderId, providerOrderId) {
      await lines.set(orderId, { providerOrderId });
      // Settled in the intents file too: once retention removes the map line, an intent left
      // there would look orphaned at the next start. Not synced: the map line already settles it.
      if (intents.delete(orderId)) await intentLines.append({ settled: orderId }, false);
    },
    providerIdOf: (orderId) => Promise.resolve(lines.get(orderId)?.providerOrderId ?? null),
    orderIdOf: (providerOrderId) =>
      Promise.resolve(lines.find((fields) => fields.providerOrderId === providerOrderId)),
    async intend(intent) {
      await intentLines.append({ intent }, true);
      intents.set(intent.orderId, intent);
    },
    async drop(orderId) {
      intents.delete(orderId);
      // Not synced: lost, the intent only turns into one needless alert.
      await intentLines.append({ settled: orderId }, false);
    },
    async takeOrphans(before) {
      const orphans = orphansOf(intents, mapped, before);
      for (const { orderId } of orphans) {
        await intentLines.append({ intent: intents.get(orderId) }, true);
      }
      return orphans;
    },
    openOrphans: (before) => Promise.resolve(openOrphansOf(intents, mapped, before)),
    ended: (orderId, atMs) => lines.ended(orderId, atMs),
    intentFor: (key) => Promise.resolve(intentWithKey(intents, key)),
    async sweep() {
      const removed = await lines.sweep();
      await compact();
      return removed;
    },
    async close() {
      await Promise.all([lines.close(), intentLines.close()]);
    },
  };
}
