import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

interface HeaderOptions {
  production: boolean;
  sentryDsn: string | null;
}

/** helmet with a strict CSP: nothing inline, nothing from other hosts (Sentry's only when set). */
function helmetFor(options: HeaderOptions) {
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
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: options.production
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none' (helmet's default SAMEORIGIN would contradict it).
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The headers helmet sets, asked once: none of ours depends on the request (no nonces), so every
 * reply gets the same list without running helmet's dozen middlewares each time.
 */
function helmetHeaders(options: HeaderOptions): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let done = false;
  helmetFor(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    done = error === undefined;
  });
  if (!done || headers.size === 0) throw new Error('helmet did not set its headers at once');
  return [...headers];
}

export function securityHeaders(options: HeaderOptions): RequestHandler {
  const headers = helmetHeaders(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
