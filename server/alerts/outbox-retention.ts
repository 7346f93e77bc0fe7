import { readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * An alert that could not be mailed waits in the outbox, naming an order's shortened
 * ids and a pair. It is kept for the retention period, as everything else about an order, then
 * deleted unsent (the log and the outbox-depth metric said so all along). Its file name starts
 * with the time it was written (epoch ms; outbox.ts). Resolves to how many went.
 */
export async function sweepOutbox(dir: string, retentionMs: number, now: number): Promise<number> {
  let removed = 0;
  // An alert the delivery loop claims between our listing and our unlink is gone under its old
  // name and there under its claim's (or back under its own, after a failed send): list again,
  // so no expired alert outlives the sweep, whatever the delivery loop holds.
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const { removed: removedNow, moved } = await sweepOnce(dir, retentionMs, now);
    removed += removedNow;
    if (!moved) break;
  }
  return removed;
}

/** Listings a sweep makes at most: each further one follows a file renamed under it. */
const MAX_ROUNDS = 10;

async function sweepOnce(
  dir: string,
  retentionMs: number,
  now: number,
): Promise<{ removed: number; moved: boolean }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { removed: 0, moved: false }; // no outbox yet
  }
  let removed = 0;
  let moved = false;
  for (const name of names) {
    // '1718000000000-ab12cd34.json', a claim of one ('.1718...json.ab12cd34.claimed') or a temp
    const digits = name.replace(/^\./, '').split('-')[0] ?? '';
    if (!/^\d{13}$/.test(digits) || Number(digits) + retentionMs > now) continue;
    try {
      await unlink(join(dir, name));
      removed += 1;
    } catch {
      // sent, swept by another replica, or renamed by a claim: the next listing tells
      moved = true;
    }
  }
  return { removed, moved };
}
