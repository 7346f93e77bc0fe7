import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Retention } from '../stores/retained-lines.js';
import type { Finding } from './check-redis.js';

// Every file store in DATA_DIR, read as the site reads it, each thing in it held to its stated
// lifetime (docs/operating.md, Retention): a line past it should have gone at the last hourly
// rewrite (or the start before it).

export interface DataFiles {
  orderMap: string;
  documents: string;
  idempotency: string;
  outboxDir: string;
}

export interface FileReport {
  /** what was read, by store: lines or files */
  read: Record<string, number>;
  findings: Finding[];
}

/** A file's JSON lines, the unreadable ones left out (the site sets those aside itself). */
async function jsonLines(file: string): Promise<Record<string, unknown>[] | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return text.split('\n').flatMap((line): Record<string, unknown>[] => {
    try {
      const value: unknown = JSON.parse(line);
      return typeof value === 'object' && value !== null ? [{ ...value }] : [];
    } catch {
      return [];
    }
  });
}

const short = (id: unknown) => `${String(id).slice(0, 6)}…`;
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * Order map and documents: per order, its first line's time (or its renewal) and its first end;
 * past `afterEndMs` after the end, or `unendedMs` after the first write when it never ended.
 */
function checkRetainedLines(
  store: string,
  lines: Record<string, unknown>[],
  retention: Retention,
  now: number,
): Finding[] {
  const orders = new Map<string, { firstAt: number | null; endedAt: number | null }>();
  for (const line of lines) {
    const id = String(line.orderId);
    const entry = orders.get(id) ?? { firstAt: num(line.at) ?? null, endedAt: null };
    if (num(line.renewedAt) !== undefined) entry.firstAt = num(line.renewedAt)!;
    if (num(line.endedAt) !== undefined && entry.endedAt === null)
      entry.endedAt = num(line.endedAt)!;
    orders.set(id, entry);
  }
  const findings: Finding[] = [];
  for (const [id, { firstAt, endedAt }] of orders) {
    if (endedAt !== null && endedAt + retention.afterEndMs <= now)
      findings.push({
        store,
        what: `order ${short(id)}`,
        why: 'ended longer ago than RETENTION_DAYS',
      });
    else if (endedAt === null && firstAt !== null && firstAt + retention.unendedMs <= now)
      findings.push({
        store,
        what: `order ${short(id)}`,
        why: 'made over 90 days ago, never seen to end',
      });
  }
  return findings;
}

export async function checkFiles(
  files: DataFiles,
  retention: Retention,
  now: number,
): Promise<FileReport> {
  const report: FileReport = { read: {}, findings: [] };
  const stores: [string, string, (lines: Record<string, unknown>[]) => Finding[]][] = [
    [
      'order map',
      files.orderMap,
      (lines) => checkRetainedLines('order map', lines, retention, now),
    ],
    [
      'documents',
      files.documents,
      (lines) => checkRetainedLines('documents', lines, retention, now),
    ],
    [
      'intents',
      `${files.orderMap}.intents`,
      (lines) =>
        lines.flatMap((line) => {
          const intent = line.intent as Record<string, unknown> | undefined;
          const at = num(intent?.at);
          return at !== undefined && at + retention.afterEndMs <= now
            ? [
                {
                  store: 'intents',
                  what: `intent ${short(intent?.orderId)}`,
                  why: 'asked for longer ago than RETENTION_DAYS',
                },
              ]
            : [];
        }),
    ],
    [
      'idempotency',
      files.idempotency,
      (lines) =>
        lines.flatMap((line) => {
          const expiresAt = num(line.expiresAt);
          return expiresAt !== undefined && expiresAt <= now
            ? [
                {
                  store: 'idempotency',
                  what: `key ${short(line.key)}`,
                  why: 'its reply expired (10 minutes)',
                },
              ]
            : [];
        }),
    ],
  ];
  for (const [name, file, check] of stores) {
    const lines = await jsonLines(file);
    if (lines === null) continue;
    report.read[name] = lines.length;
    report.findings.push(...check(lines));
  }
  // the outbox: a file's name starts with the time it was written (epoch ms, outbox.ts)
  const names = await readdir(files.outboxDir).catch(() => null);
  if (names !== null) {
    report.read.outbox = names.length;
    for (const name of names) {
      const written = Number(/^\.?(\d{13})-/.exec(name)?.[1]);
      if (Number.isFinite(written) && written + retention.afterEndMs <= now)
        report.findings.push({
          store: 'outbox',
          what: join('outbox', `${name.slice(0, 14)}…`),
          why: 'an alert kept longer than RETENTION_DAYS',
        });
    }
  }
  return report;
}
