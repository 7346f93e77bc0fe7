import helmet from 'helmet';

/** helmet with a strict CSP: nothing inline, nothing from other hosts (Sentry's only when set). */
export function securityHeaders(options: { production: boolean; sentryDsn: string | null }) {
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
