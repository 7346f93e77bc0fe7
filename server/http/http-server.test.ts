import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

const sandbox = useTestSandbox();

/** Sends `head` on a raw connection, then `trickle` a byte at a time; all the server answered. */
function rawExchange(url: string, head: string, trickle = '') {
  const { hostname, port } = new URL(url);
  return new Promise<{ reply: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let reply = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    socket.write(head);
    let sent = 0;
    if (trickle) {
      timer = setInterval(() => {
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
      }, 100);
    }
  });
}

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
    await withTestApp(sandbox.url, { env: { REQUEST_TIMEOUT_MS: '600' } }, async (app) => {
      const body = JSON.stringify({ from: 'BNB', to: 'ETH', amount: '1' });
      const { reply, closedAfterMs } = await rawExchange(
        app.url,
        `POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n`,
        body,
      );
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      // a byte every 100 ms would take 3 s or more to finish the body
      expect(closedAfterMs).toBeLessThan(2000);
    });
  });
});
