import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { rawExchange, slowOrderRequest } from '../test-support/raw-exchange.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

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
});
