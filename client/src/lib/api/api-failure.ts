import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ErrorCode, ErrorParams } from '../../../../shared/contract/api.js';

/**
 * What a failed call said, as the page reads it: the reply's HTTP status and the shared error
 * shape's code and params (`{ error: { code, message, params, requestId } }`). The reply's
 * English `message` is never read: the page speaks its own language.
 */
export interface ApiFailure {
  /**
   * the reply's HTTP status; null when there is none to read: no reply (FETCH_ERROR), too late
   * (TIMEOUT_ERROR), a body that is not the BFF's JSON or not the shape asked for (PARSING_ERROR),
   * or a call that failed in the page
   */
  status: number | null;
  /** null when the reply named none */
  code: ErrorCode | null;
  params: ErrorParams;
  /** the reply's body as it came (409 ESTIMATE_MOVED carries the new quote) */
  body: unknown;
}

/** The params a reply carried, each member kept only with the type it must have. */
function paramsOf(value: unknown): ErrorParams {
  if (typeof value !== 'object' || value === null) return {};
  const { kind, limit, coin, what, reason, reference, field } = value as Record<string, unknown>;
  return {
    ...(kind === 'min' || kind === 'max' ? { kind } : {}),
    ...(typeof limit === 'number' ? { limit } : {}),
    ...(typeof coin === 'string' ? { coin } : {}),
    // a value this page does not know picks the general text (the message's `other`)
    ...(typeof what === 'string' ? { what: what as ErrorParams['what'] } : {}),
    ...(typeof reason === 'string' ? { reason: reason as ErrorParams['reason'] } : {}),
    ...(typeof reference === 'string' ? { reference } : {}),
    ...(field === 'xmrRefundAddress' ? { field } : {}),
  };
}

/** No reply to read: FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR, or a call failed in the page. */
const NO_REPLY: ApiFailure = { status: null, code: null, params: {}, body: undefined };

/**
 * The one reading of RTK Query's errors, fetchBaseQuery's (`{ status, data }`, or a string status
 * when there is no reply to read) or the thunk's own (a SerializedError): what a query's or a
 * mutation's `error` says. undefined for no failure, and for a call the page dropped itself (RTK
 * Query's AbortError: a page left, inputs changed).
 */
export function apiFailureOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): ApiFailure | undefined {
  if (!error) return undefined;
  if (!('status' in error)) return error.name === 'AbortError' ? undefined : NO_REPLY;
  if (typeof error.status !== 'number') return NO_REPLY;
  const body = error.data;
  const shape =
    typeof body === 'object' && body !== null
      ? (body as { error?: { code?: unknown; params?: unknown } }).error
      : undefined;
  return {
    status: error.status,
    code: typeof shape?.code === 'string' ? (shape.code as ErrorCode) : null,
    params: paramsOf(shape?.params),
    body,
  };
}
