import type { RequestListener, Server } from 'node:http';
import type { Socket } from 'node:net';
import { createHttpServer } from '../http/http-server.js';
import { rememberCircuit } from './circuit.js';
import { circuitOfProxyLine, MAX_PROXY_LINE_BYTES } from './proxy-line.js';

/** Tor writes its line the moment it connects; a slower peer is not tor. */
const PROXY_LINE_TIMEOUT_MS = 5000;

/**
 * Reads the PROXY line at the start of a connection: calls back with the circuit, having put back
 * whatever came after the line (the start of the HTTP request), or with null on a missing,
 * malformed or oversized line, or none within the timeout. It calls back synchronously, so the
 * socket is never left without an error listener.
 */
function readCircuit(
  socket: Socket,
  timeoutMs: number,
  done: (circuit: number | null) => void,
): void {
  let received = Buffer.alloc(0);
  let finished = false;
  const finish = (circuit: number | null, rest?: Buffer) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    socket.off('data', onData);
    socket.off('end', onEnd);
    socket.pause();
    if (rest?.length) socket.unshift(rest);
    done(circuit);
    // From here the HTTP server listens for errors; a refused socket keeps ours while it closes.
    if (circuit !== null) socket.off('error', onEnd);
  };
  const onEnd = () => finish(null);
  const onData = (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    const end = received.indexOf('\r\n');
    if (end === -1) {
      if (received.length >= MAX_PROXY_LINE_BYTES) finish(null);
      return;
    }
    if (end + 2 > MAX_PROXY_LINE_BYTES) return finish(null);
    const circuit = circuitOfProxyLine(received.subarray(0, end).toString('latin1'));
    finish(circuit, received.subarray(end + 2));
  };
  const timer = setTimeout(() => finish(null), timeoutMs);
  socket.on('data', onData);
  socket.on('error', onEnd);
  socket.on('end', onEnd);
}

/**
 * The HTTP server for the tor daemon alone (ONION_PORT): every connection must open with tor's
 * PROXY line, whose circuit then keys the rate limits of every request on that connection.
 * Otherwise it is the public port's server (createHttpServer): the same request time limit, the
 * same 405 to CONNECT; only its connection handler waits for the line first.
 */
export function createOnionServer(
  handler: RequestListener,
  options: { requestTimeoutMs: number; proxyLineTimeoutMs?: number },
): Server {
  const server = createHttpServer(handler, options.requestTimeoutMs);
  const http = server.listeners('connection');
  if (http.length !== 1) throw new Error('expected one connection listener on a new http.Server');
  const serveHttp = http[0] as (socket: Socket) => void;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    readCircuit(socket, options.proxyLineTimeoutMs ?? PROXY_LINE_TIMEOUT_MS, (circuit) => {
      if (circuit === null || socket.destroyed) {
        socket.destroy();
        return;
      }
      rememberCircuit(socket, circuit);
      serveHttp.call(server, socket);
      socket.resume();
    });
  });
  return server;
}
