import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually.js';
import { withTestApp } from '../test-support/harness.js';
import { rawExchange, slowOrderRequest } from '../test-support/raw-exchange.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { createHttpServer, HEADERS_TIMEOUT_MS } from './http-server.js';

const sandbox = useTestSandbox();

describe('the HTTP server', () => {
  it('answers a CONNECT request with 405 instead of dropping the connection', async () => {
    await withTestApp(sandbox.url, {}, async (app) => {
      const { reply } = await rawExchange(
        app.url,
        'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      );
      expect(reply).toMatch(/^HTTP\/1\.1 405 /);
      // and the site still answers
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    });
  });

  it('answers 408 to a request body that trickles in past the request time limit', async () => {
    await withTestApp(sandbox.url, { tuning: { requestTimeoutMs: 600 } }, async (app) => {
      const { head, body } = slowOrderRequest();
      const { reply, closedAfterMs } = await rawExchange(app.url, head, body);
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      // a byte every 100 ms would take 3 s or more to finish the body
      expect(closedAfterMs).toBeLessThan(2000);
    });
  });

  it('closes every socket that drips its headers or sends nothing, within its budget', async () => {
    await withTestApp(sandbox.url, { tuning: { requestTimeoutMs: 600 } }, async (app) => {
      const { hostname, port } = new URL(app.url);
      const sockets: Socket[] = [];
      let open = 0;
      for (let index = 0; index < 200; index += 1) {
        const socket = connect(Number(port), hostname);
        open += 1;
        socket.on('error', () => undefined);
        socket.on('close', () => (open -= 1));
        // half of them drip a header line, a byte at a time; the rest say nothing at all
        if (index % 2 === 0) socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
        sockets.push(socket);
      }
      const drip = setInterval(() => {
        for (const socket of sockets) if (!socket.destroyed) socket.write('a');
      }, 100);
      try {
        await eventually(
          () => open,
          (count) => count === 0,
          {
            what: 'the dripping sockets to be closed',
            timeoutMs: 5000,
            intervalMs: 50,
          },
        );
        // and the site still answers
        expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      } finally {
        clearInterval(drip);
        for (const socket of sockets) socket.destroy();
      }
    });
  });

  it('gives the public listener 10 s for a head and 30 s for a whole request', () => {
    const server = createHttpServer(() => undefined, 30_000);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
  });
});
