import { createServer, type RequestListener, type Server } from 'node:http';

/** A CONNECT request's whole answer: we are no proxy. */
const CONNECT_REFUSED =
  'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain\r\n' +
  'Content-Length: 19\r\nConnection: close\r\n\r\nMethod Not Allowed\n';

/**
 * The public HTTP server around the app. A request (headers and body) must arrive whole within
 * `requestTimeoutMs` (Node answers 408 past it), so a body that trickles in cannot hold a
 * connection for minutes; a CONNECT request gets 405 instead of a dropped socket.
 */
export function createHttpServer(app: RequestListener, requestTimeoutMs: number): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 20_000),
      // how often Node looks for requests past their time (its default is 30 s)
      connectionsCheckingInterval: Math.max(100, Math.min(requestTimeoutMs / 4, 5000)),
    },
    app,
  );
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSED);
  });
  return server;
}
