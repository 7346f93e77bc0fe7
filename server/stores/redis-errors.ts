/** Node's codes for a TLS certificate it does not trust: said as such, with what to do. */
const CERTIFICATE_CODES = new Set([
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** What a Redis connection error was, for a log line's `code` and `kind`. */
export function redisErrorOf(error: unknown): { code: string; kind: string } {
  // the store's own wrapper (shared-store.ts) says what it wraps
  if (error instanceof Error && error.name === 'StoreUnavailableError') {
    if (error.cause === 'timed out') return { code: 'timeout', kind: 'store-call-bound' };
    if (error.cause !== undefined && typeof error.cause !== 'string')
      return redisErrorOf(error.cause);
    return { code: 'unavailable', kind: 'connection' };
  }
  const raw = (error as { code?: unknown } | null)?.code;
  const code = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : 'unknown';
  const message = error instanceof Error ? error.message : String(error);
  if (CERTIFICATE_CODES.has(code)) return { code, kind: 'tls-certificate' };
  if (/WRONGPASS|NOAUTH|invalid password|invalid username/i.test(message))
    return { code: 'auth', kind: 'auth' };
  return { code, kind: 'connection' };
}
