import type { Request } from 'express';

const LABEL = /^[a-z0-9][a-z0-9-]{0,62}$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
const PORT = /^\d{1,5}$/;

/**
 * A host name (dot-separated labels, a final dot allowed), IPv4 or bracketed IPv6 address, with an
 * optional port: nothing else reaches a page. Checked label by label, so the work grows with the
 * length of the text and no crafted Host can hold the event loop (a pattern with a repetition
 * inside a repetition took seconds, then forever, on 28 to 45 characters).
 */
export function isHost(text: string): boolean {
  if (text.length === 0 || text.length > 260) return false;
  const portAt = text.lastIndexOf(':');
  const bracketEnd = text.lastIndexOf(']');
  const hasPort = portAt > bracketEnd;
  const name = hasPort ? text.slice(0, portAt) : text;
  if (hasPort && !PORT.test(text.slice(portAt + 1))) return false;
  if (name.startsWith('[')) return IPV6.test(name);
  const labels = name.endsWith('.') ? name.slice(0, -1).split('.') : name.split('.');
  return labels.every((label) => LABEL.test(label));
}

/**
 * The scheme and host the visitor asked for, as Express reads them (X-Forwarded-* only from a
 * trusted proxy), for the full URLs a page names itself by (hreflang). null for a Host header
 * that is not a host, so no odd text is written into a page.
 */
export function pageOrigin(req: Request): string | null {
  const host = req.host;
  if (!host || !isHost(host)) return null;
  return `${req.protocol}://${host.toLowerCase()}`;
}
