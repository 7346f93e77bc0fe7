import { vi } from 'vitest';
import type { OrderView } from '../../../../../shared/contract/api.js';

// A scripted /api for the order page's tests: each request gets the reply the test wrote for it.

export type Reply =
  | { status: number; body: unknown }
  | 'network-error'
  | 'hang'
  /** `reply` once `later` settles */
  | { later: Promise<void>; reply: Reply };

export const ok = (order: OrderView): Reply => ({ status: 200, body: order });
export const failure = (status: number, code: string): Reply => ({
  status,
  body: { error: { code, message: code, requestId: 'req-1' } },
});

function respond(reply: Reply): Promise<Response> {
  if (reply === 'hang') return new Promise<Response>(() => undefined);
  if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  if ('later' in reply) return reply.later.then(() => respond(reply.reply));
  return Promise.resolve(
    new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/**
 * Replaces fetch: call n (0-based) gets `script(n)`, or the n-th reply of a list (the last one
 * repeats). Returns the URLs requested so far.
 */
export function scriptApi(script: Reply[] | ((call: number) => Reply)): string[] {
  const urls: string[] = [];
  const replyFor = (call: number): Reply =>
    typeof script === 'function' ? script(call) : script[Math.min(call, script.length - 1)]!;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      urls.push(url);
      return respond(replyFor(urls.length - 1));
    }),
  );
  return urls;
}
