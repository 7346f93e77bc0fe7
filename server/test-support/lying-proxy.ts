import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Rewrites one JSON reply: the request's method and path, the parsed body; returns the new body. */
export type Lie = (call: { method: string; path: string }, body: unknown) => unknown;

/**
 * A provider that lies: an HTTP proxy in front of an honest one (a sandbox) that hands each JSON
 * reply to `lie` before passing it on, as a careless or compromised provider would answer. The
 * lie can be changed while the proxy runs; `calls` counts what reached the honest one. Until told
 * to lie it only records the calls.
 */
export async function startLyingProxy(target: string) {
  const upstream = new URL(target);
  const calls: { method: string; path: string }[] = [];
  let lie: Lie = (_call, body) => body;
  const server: Server = createServer((req, res) => {
    const call = { method: req.method ?? 'GET', path: req.url ?? '' };
    calls.push(call);
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
