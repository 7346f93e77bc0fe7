import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logging/logger.js';
import { shortHash } from '../logging/logger.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Replaces an order id in a path with a short hash: /api/orders/<hash>. */
function safePath(url: string | undefined): string {
  const target = url ?? '/';
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  // most paths have no segment long enough to be an id: kept as they are, without splitting
  if (!LONG_SEGMENT.test(path)) return path;
  return path
    .split('/')
    .map((segment) => (segment.length >= 16 ? `#${shortHash(segment)}` : segment))
    .join('/');
}

/** A path segment of 16 characters or more: an order id, or something else worth masking. */
const LONG_SEGMENT = /[^/]{16}/;

/** A refusal or failure a reply carries: its error code and what kind of trouble it was. */
const PROBLEM = Symbol('reply problem');
type NotedReply = ServerResponse & { [PROBLEM]?: { code: string; kind: string } };

/**
 * Notes on a reply the error it answers with, for its access line: `code` the reply's error
 * code, `kind` what happened (an upstream failure's kind, 'store-away', 'stopping', 'refused').
 */
export function noteProblem(res: ServerResponse, code: string, kind: string): void {
  (res as NotedReply)[PROBLEM] = { code, kind };
}

/** What this middleware keeps on a request: its id, when it began, the app's logger. */
const STARTED = Symbol('request started');
const LOGGER = Symbol('request logger');
type LoggedRequest = Request & { id?: string; [STARTED]?: number; [LOGGER]?: Logger };

/**
 * A fixed list of fields: no headers (they hold the IP), no query of addresses, no bodies.
 * Express keeps the full path in originalUrl; mounted routers shorten `url`.
 */
function requestFields(req: LoggedRequest) {
  return { id: requestIdOf(req), method: req.method, path: safePath(req.originalUrl ?? req.url) };
}

/**
 * One JSON line per request when its reply is done (or cut off): request id, method, masked path,
 * status and duration, at info, warn for 4xx, error for 5xx. Nothing per request but the id and a
 * start time: the listener is one shared function and the line is built only at a level that is
 * written. Errors themselves are logged once, by the error middleware, through requestLog(req).
 *
 * @param trustIncomingId keep the X-Request-Id a trusted proxy sent; without a proxy the header
 * comes from the visitor, who could put anything (an address) into our logs through it.
 */
export function requestLogger(logger: Logger, trustIncomingId: boolean): RequestHandler {
  // The access line is built from the fixed fields above, none of them a redacted key (an
  // address, an order id, an IP, a body, headers): it skips the redaction pass, which copied the
  // line's objects on every request (decision 013). Other lines keep it.
  const accessLog = logger.child({}, { redact: [] });
  // 'close' follows 'finish' on a reply that completed and comes alone on one that was cut off.
  function onClose(this: ServerResponse) {
    const req = this.req as LoggedRequest;
    const status = this.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (!accessLog.isLevelEnabled(level)) return;
    const durationMs = Math.round((performance.now() - (req[STARTED] ?? 0)) * 10) / 10;
    const fields = requestFields(req);
    const problem = (this as NotedReply)[PROBLEM];
    const message = `${fields.method} ${fields.path} ${status}`;
    // the usual line, a reply sent whole with nothing to note, made without the spreads below
    if (status < 500 && problem === undefined && this.writableFinished) {
      accessLog[level]({ req: fields, res: { status }, durationMs }, message);
      return;
    }
    accessLog[level](
      {
        req: fields,
        res: { status },
        // a 5xx whose reply noted no problem still says a code and kind (every error line does)
        ...(status >= 500
          ? {
              err: { type: 'Error', message: `failed with status code ${status}` },
              code: `http-${status}`,
              kind: 'http',
            }
          : {}),
        ...(problem ?? {}),
        ...(this.writableFinished ? {} : { aborted: true }),
        durationMs,
      },
      message,
    );
  }

  return (req: LoggedRequest, res, next) => {
    // Keep a proxy's id so one request can be followed across hops; otherwise mint one.
    const incoming = trustIncomingId ? req.headers['x-request-id'] : undefined;
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    req[STARTED] = performance.now();
    req[LOGGER] = logger;
    res.on('close', onClose);
    next();
  };
}

/** The id requestLogger gave this request ('unknown' before it ran). */
export function requestIdOf(req: Request): string {
  const { id } = req as LoggedRequest;
  return typeof id === 'string' ? id : 'unknown';
}

/** An error as the logs hold it: its kind and message, no stack, no fields it may carry. */
const errorFields = (err: Error) => ({ type: err.name, message: err.message });

/**
 * A logger whose lines carry this request's id, method and masked path; made only when a line is
 * about to be written (an error), never for every request. Undefined before requestLogger ran.
 */
export function requestLog(req: Request): Logger | undefined {
  return (req as LoggedRequest)[LOGGER]?.child(
    { req: requestFields(req) },
    { serializers: { err: errorFields } },
  );
}
