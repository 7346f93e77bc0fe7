import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Held {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
  res: ServerResponse;
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An HTTP proxy in front of the price service that can hold the replies to order creations:
 * while held, the upstream has created the order but the site has not heard back yet, which is
 * the moment a stop must not lose.
 */
export async function startHoldingProxy(
  target: string,
  /** which requests create an order: the price service's token_exchange unless told */
  isCreate: (method: string | undefined, url: string) => boolean = (method, url) =>
    method === 'POST' && url.endsWith('/api/token_exchange'),
) {
  const upstream = new URL(target);
  let holding = false;
  const held: Held[] = [];
  let exchanges = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (reply) => {
          void readAll(reply).then((replyBody) => {
            const answer = {
              status: reply.statusCode ?? 502,
              headers: reply.headers,
              body: replyBody,
              res,
            };
            const isExchange = isCreate(req.method, req.url ?? '');
            if (isExchange) exchanges += 1;
            if (isExchange && holding) held.push(answer);
            else res.writeHead(answer.status, answer.headers).end(replyBody);
          });
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** order creations the upstream has answered so far */
    exchanges: () => exchanges,
    /** from now on, keep order-creation replies until `release()` */
    hold() {
      holding = true;
    },
    held: () => held.length,
    release() {
      holding = false;
      for (const reply of held.splice(0)) {
        reply.res.writeHead(reply.status, reply.headers).end(reply.body);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
