import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/** The line tor writes first on each connection with `HiddenServiceExportCircuitID haproxy`. */
export const proxyLine = (circuit: number, virtualPort = 80) =>
  `PROXY TCP6 fc00:dead:beef:4dad::${(circuit >>> 16).toString(16)}:${(circuit & 0xffff).toString(16)} ::1 ${circuit & 0xffff} ${virtualPort}\r\n`;

export const portOf = (server: Server) => (server.address() as AddressInfo).port;

export async function listenOnLoopback(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * Writes each chunk in turn to a new connection (as tor would: its line, then the visitor's
 * bytes) and reads until the server closes it. `received` is '' when the server closed without
 * a reply.
 */
export function exchange(port: number, chunks: string[]): Promise<{ received: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const parts: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => parts.push(chunk));
    // A refused connection may be reset rather than ended: both mean closed.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve({ received: Buffer.concat(parts).toString('utf8') }));
    const writeInTurn = async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        await new Promise<void>((written) => socket.write(chunk, () => written()));
      }
    };
    socket.on('connect', () => void writeInTurn());
  });
}

export const get = (path: string, headers: Record<string, string> = {}, close = true) =>
  `GET ${path} HTTP/1.1\r\n${Object.entries({
    Host: 'localhost',
    ...headers,
    ...(close ? { Connection: 'close' } : {}),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
}

/** The responses in what a connection received (bodies are JSON or HTML: no status lines). */
export function responsesIn(received: string): RawResponse[] {
  return received
    .split(/(?=HTTP\/1\.1 \d{3} )/)
    .filter((part) => part.startsWith('HTTP/1.1 '))
    .map((part) => {
      const [statusLine = '', ...lines] = part.slice(0, part.indexOf('\r\n\r\n')).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers };
    });
}
