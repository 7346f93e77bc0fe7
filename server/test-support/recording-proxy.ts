import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A pass-through HTTP proxy that remembers the path of every request it forwards. */
export async function startRecordingProxy(target: string) {
  const paths: string[] = [];
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    paths.push(req.url ?? '');
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
