import { createHmac } from 'node:crypto';

const DAY_MS = 86_400_000;

/**
 * What a visitor is counted under wherever a count is kept (Redis, whose append-only file and
 * snapshot reach the disk): a keyed hash of their address, never the address nor a plain hash of
 * it (every IPv4 address can be hashed in minutes). The key is derived from a secret every replica
 * shares and that is not on Redis's disk, and changes each UTC day, so a seized disk cannot even
 * link one day's visitor to the next. A count running across midnight starts again: a visitor may
 * get one window's worth more at that moment, once a day.
 */
export function createVisitorKeys(
  secret: Buffer,
  now: () => number = Date.now,
): (visitor: string) => string {
  let day = -1;
  let dayKey = Buffer.alloc(0);
  return (visitor) => {
    const today = Math.floor(now() / DAY_MS);
    if (today !== day) {
      day = today;
      dayKey = createHmac('sha256', secret).update(`visitor-key/${today}`).digest();
    }
    // 128 bits: no two visitors share a count, and nothing left to reverse
    return createHmac('sha256', dayKey).update(visitor).digest('base64url').slice(0, 22);
  };
}
