import { createHash } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const VERSION = 3;

function decodeBase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text) {
    const index = BASE32.indexOf(char);
    if (index === -1) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * Whether `host` is a well-formed v3 onion address: 56 base32 characters (public key, checksum,
 * version 3) and `.onion`. The checksum is checked too, so a mistyped address is refused at start
 * instead of sending every Tor Browser visitor to a service that does not exist.
 */
export function isOnionV3Address(host: string): boolean {
  const match = /^([a-z2-7]{56})\.onion$/.exec(host);
  if (!match) return false;
  const bytes = decodeBase32(match[1]!);
  if (!bytes || bytes.length !== 35) return false;
  const publicKey = bytes.subarray(0, 32);
  const checksum = bytes.subarray(32, 34);
  const version = bytes[34];
  if (version !== VERSION) return false;
  const expected = createHash('sha3-256')
    .update('.onion checksum')
    .update(publicKey)
    .update(Buffer.from([VERSION]))
    .digest()
    .subarray(0, 2);
  return expected.equals(checksum);
}
