import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { ErrorBody, ErrorCode } from '../../shared/contract/api.js';
import { englishText } from '../../shared/i18n/english-texts.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import type { ReportError } from '../logging/error-reporting.js';
import { ApiError } from './api-error.js';
import { noteProblem, requestIdOf, requestLog } from './request-logger.js';

/** body-parser's error types, which carry a `type` and a `status`. */
const BODY_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  'entity.too.large': {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large (16 kB at most)',
  },
  'entity.parse.failed': {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON',
  },
  'encoding.unsupported': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content encoding',
  },
  'charset.unsupported': {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body as UTF-8 JSON',
  },
  'request.aborted': { status: 400, code: 'BAD_REQUEST', message: 'The request was aborted' },
};

/** Seconds a lookup refused while the shared store is away should wait (as a refused order). */
const STORE_AWAY_RETRY_AFTER_S = 30;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // An order lookup while Redis is away (with a provider, ids live there): a pause, not a bug.
  if (error instanceof StoreUnavailableError) {
    return new ApiError(
      503,
      'TEMPORARILY_UNAVAILABLE',
      'Orders cannot be looked up for a moment. Please try again in a minute.',
    );
  }
  if (error instanceof UpstreamError) {
    return error.kind === 'timeout'
      ? new ApiError(
          504,
          'UPSTREAM_TIMEOUT',
          'The price service did not answer in time. Please try again.',
        )
      : new ApiError(
          502,
          'UPSTREAM_FAILED',
          `The price service is not working right now. ${englishText('contactSupport')}`,
        );
  }
  const type = (error as { type?: unknown }).type;
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return new ApiError(known.status, known.code, known.message);
  // Other client errors raised by Express's own middleware (e.g. a missing static file).
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return status === 404
      ? new ApiError(404, 'NOT_FOUND', 'Not found')
      : new ApiError(status, 'BAD_REQUEST', 'The request could not be handled');
  }
  return new ApiError(
    500,
    'INTERNAL',
    `Something went wrong on our side. ${englishText('contactSupport')}`,
  );
}

function sendError(
  res: Parameters<RequestHandler>[1],
  error: ApiError,
  requestId: string,
  kind: string,
) {
  const { code, message, params } = error;
  noteProblem(res, code, kind);
  // the store away is a pause: say when to ask again, as a refused order does
  if (code === 'TEMPORARILY_UNAVAILABLE') res.set('Retry-After', String(STORE_AWAY_RETRY_AFTER_S));
  const body: ErrorBody = { error: { code, message, requestId, ...(params ? { params } : {}) } };
  res.status(error.status).json(body);
}

/**
 * The one place errors are mapped to an ApiError and, when they are ours (5xx), logged and
 * reported: for the API's replies and for the pages that show them.
 */
export function logApiError(
  req: Request,
  error: unknown,
  report: ReportError | null | undefined,
): ApiError {
  const apiError = toApiError(error);
  if (apiError.status >= 500) {
    const detail =
      error instanceof UpstreamError
        ? { upstream: error.endpoint, kind: error.kind }
        : { kind: error instanceof StoreUnavailableError ? 'store-away' : 'internal' };
    requestLog(req)?.error({ err: error, code: apiError.code, ...detail }, apiError.message);
    report?.(error, { requestId: requestIdOf(req), code: apiError.code });
  }
  return apiError;
}

/** What kind of failure an error is, for its log line: the upstream's kind, else ours. */
export const problemKind = (error: unknown): string =>
  error instanceof UpstreamError ? error.kind : 'ours';

/** API errors in the shared error shape. */
export function errorMiddleware(report: ReportError | null): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    sendError(res, logApiError(req, error, report), requestIdOf(req), problemKind(error));
  };
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new ApiError(404, 'NOT_FOUND', `No API endpoint ${req.method} ${req.path}`));
};
