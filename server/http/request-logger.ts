import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger.js';
import { shortHash } from '../logging/logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Replaces an order id in a path with a short hash: /api/orders/<hash>. */
function safePath(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path
    .split('/')
    .map((segment) => (segment.length >= 16 ? `#${shortHash(segment)}` : segment))
    .join('/');
}

/** Express keeps the full path in originalUrl; mounted routers shorten `url`. */
const fullUrl = (req: { url?: string; originalUrl?: string }) => req.originalUrl ?? req.url;

/**
 * @param trustIncomingId keep the X-Request-Id a trusted proxy sent; without a proxy the header
 * comes from the visitor, who could put anything (an address) into our logs through it.
 */
export function requestLogger(logger: Logger, trustIncomingId: boolean) {
  return pinoHttp({
    logger,
    // Keep a proxy's id so one request can be followed across hops; otherwise mint one.
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = trustIncomingId ? req.headers['x-request-id'] : undefined;
      const id =
        typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // A fixed list of fields: no headers (they hold the IP), no query of addresses, no bodies.
    serializers: {
      req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: safePath(fullUrl(req)),
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
      err: (err: Error) => ({ type: err.name, message: err.message }),
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req, res) => `${req.method} ${safePath(fullUrl(req))} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${safePath(fullUrl(req))} ${res.statusCode}`,
    // Errors are logged once, by the error middleware; the access line just says how it ended.
    customAttributeKeys: { responseTime: 'durationMs' },
    wrapSerializers: false,
  });
}

/** The id genReqId gave this request (always a string here). */
export function requestIdOf(req: { id?: unknown }): string {
  return typeof req.id === 'string' ? req.id : 'unknown';
}
