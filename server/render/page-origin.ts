import type { Request } from 'express';

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing else reaches a page. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,62}\.?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The scheme and host the visitor asked for, as Express reads them (X-Forwarded-* only from a
 * trusted proxy), for the full URLs a page names itself by (hreflang). null for a Host header
 * that is not a host, so no odd text is written into a page.
 */
export function pageOrigin(req: Request): string | null {
  const host = req.host;
  if (!host || host.length > 260 || !HOST.test(host)) return null;
  return `${req.protocol}://${host.toLowerCase()}`;
}
