/**
 * A random key for one order submission: 32 hex characters from the browser's CSPRNG.
 * getRandomValues works on plain-HTTP origins too, unlike crypto.randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
