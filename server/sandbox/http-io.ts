import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RawReply } from './faults.js';

export const JSON_TYPE = 'application/json; charset=utf-8';

export function sendRaw(
  response: ServerResponse,
  reply: RawReply,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  response.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Content-Length': Buffer.byteLength(reply.body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(reply.body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  sendRaw(response, { status, contentType: JSON_TYPE, body: JSON.stringify(value) }, headers);
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Reads a small JSON body whatever its Content-Type (so `curl -d '{...}'` works too). An empty
 * body reads as undefined.
 */
export function readJsonBody(request: IncomingMessage, limitBytes: number): Promise<JsonBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: JsonBody) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        finish({ ok: false, reason: `The body is larger than ${limitBytes} bytes` });
        if (size > limitBytes * 16) request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (text === '') return finish({ ok: true, value: undefined });
      try {
        finish({ ok: true, value: JSON.parse(text) as unknown });
      } catch {
        finish({ ok: false, reason: 'The body is not valid JSON' });
      }
    });
    request.on('error', () => finish({ ok: false, reason: 'The request was cut off' }));
  });
}
