import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** One call to the site's /api, as an endpoint describes it. */
export interface ApiRequest {
  /** under /api/, e.g. 'price' */
  path: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** sent as JSON */
  body?: unknown;
  /** a reply later than this counts as none ('TIMEOUT_ERROR'); no bound when absent */
  timeoutMs?: number;
}

/**
 * A failed call, as order-error.ts reads it: the HTTP status and the parsed body (`data`, the
 * shared error shape `{ error: { code, message, params, requestId } }` when the BFF answered), or
 * why there is no reply: 'FETCH_ERROR' (none came, or it was dropped), 'TIMEOUT_ERROR' (too
 * late), 'PARSING_ERROR' (not JSON, or not the shape the endpoint's schema expects).
 */
export interface ApiCallError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  data: unknown;
}

/** An absolute URL, so the same code runs in the browser and in jsdom tests. */
function urlOf({ path, params }: ApiRequest): URL {
  const url = new URL(`/api/${path}`, globalThis.location?.origin ?? 'http://localhost');
  if (params) url.search = new URLSearchParams(params).toString();
  return url;
}

/**
 * The one way the page reaches the API (RTK Query's base query): JSON in and out, the store's
 * abort signal (a page that goes, a tab hidden) and an optional bound on the wait. Each endpoint
 * reads a success with its shared zod schema (createApi's `responseSchema`).
 */
export const apiCall: BaseQueryFn<ApiRequest, unknown, ApiCallError> = async (
  request,
  { signal },
) => {
  const controller = new AbortController();
  const drop = () => controller.abort();
  signal.addEventListener('abort', drop);
  let timedOut = false;
  const bound =
    request.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeoutMs);
  try {
    const response = await fetch(urlOf(request), {
      method: request.method ?? 'GET',
      signal: controller.signal,
      ...(request.body === undefined
        ? { headers: request.headers }
        : {
            headers: { 'content-type': 'application/json', ...request.headers },
            body: JSON.stringify(request.body),
          }),
    });
    const text = await response.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      return { error: { status: 'PARSING_ERROR', data: null } };
    }
    return response.ok ? { data } : { error: { status: response.status, data } };
  } catch {
    return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', data: null } };
  } finally {
    clearTimeout(bound);
    signal.removeEventListener('abort', drop);
  }
};
