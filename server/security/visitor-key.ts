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
): (visitor: string, connection?: object) => string {
  let day = -1;
  let dayKey = Buffer.alloc(0);
  // The last visitor on each connection and their key, today: the requests of one keep-alive
  // connection come from one visitor (or, behind a proxy, mostly the same few), and an HMAC per
  // request was a visible part of a price call (decision 013, fourth round). Held only while the
  // connection lives, beside the address the socket holds anyway; forgotten at the day's change.
  let lastOn = new WeakMap<object, { visitor: string; key: string }>();
  return (visitor, connection) => {
    const today = Math.floor(now() / DAY_MS);
    if (today !== day) {
      day = today;
      dayKey = createHmac('sha256', secret).update(`visitor-key/${today}`).digest();
      lastOn = new WeakMap();
    }
    const last = connection && lastOn.get(connection);
    if (last && last.visitor === visitor) return last.key;
    // 128 bits: no two visitors share a count, and nothing left to reverse
    const key = createHmac('sha256', dayKey).update(visitor).digest('base64url').slice(0, 22);
    if (connection) lastOn.set(connection, { visitor, key });
    return key;
  };
}
