import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call as the proxy saw it: its method, its path, and the text it sent (whole by the reply). */
export interface ProxiedRequest {
  method: string;
  path: string;
  sent: string;
}

/** Rewrites one JSON reply: the request as `ProxiedRequest`, the parsed body; returns the new body. */
export type Lie = (call: ProxiedRequest, body: unknown) => unknown;

/** What a provider failing at the transport answers instead of its reply (null: the reply as it came). */
export type TransportLie = (call: {
  method: string;
  path: string;
}) => { status: number; headers?: Record<string, string>; text: string } | null;

/**
 * A provider that lies: an HTTP proxy in front of an honest one (a sandbox) that hands each JSON
 * reply to `lie` before passing it on, as a careless or compromised provider would answer. The
 * lie can be changed while the proxy runs; `calls` counts what reached the honest one. Until told
 * to lie it only records the calls.
 */
export async function startLyingProxy(target: string) {
  const upstream = new URL(target);
  const calls: ProxiedRequest[] = [];
  let lie: Lie = (_call, body) => body;
  let fail: TransportLie = () => null;
  const server: Server = createServer((req, res) => {
    const call: ProxiedRequest = { method: req.method ?? 'GET', path: req.url ?? '', sent: '' };
    calls.push(call);
    // a lie may depend on what was asked (which pair a quote is for): the request's text is
    // whole before its reply ends, when the lie is told
    req.on('data', (chunk: Buffer) => (call.sent += chunk.toString('utf8')));
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        // the honest one's own base path (a sandbox's /v2/) before the call's
        path: `${upstream.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
        headers: req.headers,
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          // the honest one has acted (an order may be made); what comes back is not its reply
          const failed = fail(call);
          if (failed) {
            res.writeHead(failed.status, {
              'content-type': 'application/json',
              ...failed.headers,
              'content-length': Buffer.byteLength(failed.text),
            });
            res.end(failed.text);
            return;
          }
          let out = text;
          try {
            out = JSON.stringify(lie(call, JSON.parse(text)));
          } catch {
            // not JSON: passed on as it came
          }
          res.writeHead(reply.statusCode ?? 502, {
            'content-type': reply.headers['content-type'] ?? 'application/json',
            'content-length': Buffer.byteLength(out),
          });
          res.end(out);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** from now on, every reply goes through `next` (the identity: honest again) */
    lie(next: Lie) {
      lie = next;
    },
    /** from now on, the calls `next` names fail at the transport (null for every call: none) */
    fail(next: TransportLie) {
      fail = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
