import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * An alert that could not be mailed waits in the outbox, naming an order's shortened
 * ids and a pair. It is kept for the retention period, as everything else about an order, then
 * deleted unsent (the log and the outbox-depth metric said so all along). Its file name starts
 * with the time it was written (epoch ms; alerts.ts). Resolves to how many went.
 */
export async function sweepOutbox(dir: string, retentionMs: number, now: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0; // no outbox yet
  }
  let removed = 0;
  for (const name of names) {
    // '1718000000000-ab12cd34.json', a claim of one ('.1718...json.ab12cd34.claimed') or a temp
    const digits = name.replace(/^\./, '').split('-')[0] ?? '';
    if (!/^\d{13}$/.test(digits) || Number(digits) + retentionMs > now) continue;
    try {
      await unlink(join(dir, name));
      removed += 1;
    } catch {
      // another replica sent or swept it first
    }
  }
  return removed;
}
