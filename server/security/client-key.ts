import { isIP } from 'node:net';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';

/** IPv6 visitors are counted by /56, so one host cannot dodge a limit by rotating addresses. */
const IPV6_SUBNET = 56;

/**
 * The address part of one X-Forwarded-For entry: proxies write `198.51.100.77:1001` or
 * `[2001:db8::1]:443`, and the port (a visitor's choice) must not make a new visitor. null when
 * what is left is not an IP.
 */
export function addressOf(entry: string): string | null {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return isIP(bracketed[1]!) === 6 ? bracketed[1]! : null;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  const address = withPort ? withPort[1]! : text;
  return isIP(address) === 0 ? null : address;
}

/**
 * Whom a request counts against in the rate limits: the visitor's address as Express found it
 * (behind TRUST_PROXY, from X-Forwarded-For), port and brackets stripped, IPv4-mapped IPv6 as
 * IPv4, IPv6 by subnet. An entry that is no address counts as the connection's peer, never as
 * its own text, which a visitor could vary at will.
 */
export function clientKey(req: Request): string {
  const address = addressOf(req.ip ?? '') ?? addressOf(req.socket.remoteAddress ?? '') ?? 'unknown';
  return ipKeyGenerator(address, IPV6_SUBNET);
}
