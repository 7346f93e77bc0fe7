import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { cameThroughTor } from '../onion/circuit.js';

interface HeaderOptions {
  production: boolean;
  sentryDsn: string | null;
  /** the site's v3 onion address (lower case), or null when it has none */
  onionAddress?: string | null;
}

/** helmet with a strict CSP: nothing inline, nothing from other hosts (Sentry's only when set). */
function helmetFor(options: HeaderOptions, https: boolean) {
  const connectSrc = ["'self'"];
  if (options.sentryDsn) connectSrc.push(new URL(options.sentryDsn).origin);
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
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
 * The security headers. In production the normal site asks for HTTPS (HSTS,
 * upgrade-insecure-requests) and points Tor Browser to the onion address (Onion-Location). The
 * onion host is plain http (tor already encrypts and authenticates it): asking Tor Browser to
 * upgrade would make every asset and form post there fail.
 */
export function securityHeaders(options: HeaderOptions): RequestHandler {
  const onionAddress = options.onionAddress ?? null;
  const site = helmetFor(options, options.production);
  const onion = helmetFor(options, false);
  return (req, res, next) => {
    if (forOnion(req, onionAddress)) return onion(req, res, next);
    // Node's parser lets only visible ASCII into the request target: safe in a header as it is.
    if (onionAddress) res.set('Onion-Location', `http://${onionAddress}${req.originalUrl}`);
    site(req, res, next);
  };
}
