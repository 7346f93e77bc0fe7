import { createServer, type RequestListener, type Server } from 'node:http';

/** A CONNECT request's whole answer: we are no proxy. */
const CONNECT_REFUSED =
  'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Type: text/plain\r\n' +
  'Content-Length: 19\r\nConnection: close\r\n\r\nMethod Not Allowed\n';

/** A request's head must arrive whole within this: a client dripping it holds no socket longer. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** How often Node looks for requests past their time (its default is 30 s). */
const CHECK_EVERY_MS = 1000;

/**
 * The public HTTP server around the app (and the onion listener's). Each socket's budget: its
 * request's head within HEADERS_TIMEOUT_MS and the whole request (head and body) within
 * `requestTimeoutMs`, checked every second; past either, Node answers 408 and closes it. So
 * sockets that drip their headers or body are closed in seconds, not held for minutes; a
 * CONNECT request gets 405 instead of a dropped socket.
 */
export function createHttpServer(app: RequestListener, requestTimeoutMs: number): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: Math.max(100, Math.min(requestTimeoutMs / 4, CHECK_EVERY_MS)),
    },
    app,
  );
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(CONNECT_REFUSED);
  });
  return server;
}
