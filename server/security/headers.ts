import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { cameThroughTor } from '../onion/circuit.js';

interface HeaderOptions {
  production: boolean;
  sentryDsn: string | null;
  /** the site's v3 onion address (lower case), or null when it has none */
  onionAddress?: string | null;
  /** hashes of the styles the pages carry inline (the entry's stylesheet), as CSP sources */
  styleHashes?: readonly string[];
}

/**
 * helmet with a strict CSP: no inline script, no inline style but the pages' own by hash, nothing
 * from other hosts (Sentry's only when set).
 */
function helmetFor(options: HeaderOptions, https: boolean) {
  const connectSrc = ["'self'"];
  if (options.sentryDsn) connectSrc.push(new URL(options.sentryDsn).origin);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...(options.styleHashes ?? [])],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc,
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' (helmet's default SAMEORIGIN would contradict it).
    xFrameOptions: { action: 'deny' },
  });
}

/** Whether a request is for the onion service: it came through tor, or names the onion host. */
function forOnion(req: Request, onionAddress: string | null): boolean {
  if (cameThroughTor(req)) return true;
  return onionAddress !== null && req.hostname?.toLowerCase() === onionAddress;
}

/**
 * The headers helmet sets, asked once: none of ours depends on the request (no nonces), so every
 * reply gets the same list without running helmet's dozen middlewares each time.
 */
function helmetHeaders(options: HeaderOptions, https: boolean): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmetFor(options, https)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      done = error === undefined;
    },
  );
  if (!done || headers.size === 0) throw new Error('helmet did not set its headers at once');
  return [...headers];
}

/**
 * The path and query of a request target. An absolute-form target (`GET http://evil/x`) names a
 * host of the client's choosing: only its path and query are ours to repeat. Node's parser lets
 * only visible ASCII into the target, so the result is safe in a header as it is.
 */
function pathAndQuery(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/**
 * The security headers. In production the normal site asks for HTTPS (HSTS,
 * upgrade-insecure-requests) and points Tor Browser to the onion address (Onion-Location). The
 * onion host is plain http (tor already encrypts and authenticates it): asking Tor Browser to
 * upgrade would make every asset and form post there fail.
 */
export function securityHeaders(options: HeaderOptions): RequestHandler {
  const onionAddress = options.onionAddress ?? null;
  const site = helmetHeaders(options, options.production);
  const onion = helmetHeaders(options, false);
  return (req, res, next) => {
    const headers = forOnion(req, onionAddress) ? onion : site;
    for (const [name, value] of headers) res.setHeader(name, value);
    if (headers === site && onionAddress) {
      res.setHeader('Onion-Location', `http://${onionAddress}${pathAndQuery(req.originalUrl)}`);
    }
    next();
  };
}
