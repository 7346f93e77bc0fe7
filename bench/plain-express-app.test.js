// @ts-check
import { once } from 'node:events';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import busboy from 'busboy';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlainApp } from './plain-express-app.js';

/** A price service (Contract 2) that answers from the form fields it was sent. */
async function startUpstream() {
  /** @type {Record<string, string>[]} */
  const forms = [];
  const server = createServer((req, res) => {
    /** @type {Record<string, string>} */
    const fields = {};
    const parser = busboy({ headers: req.headers });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('close', () => {
      forms.push(fields);
      const amount = Number(fields.TokenA_amount);
      res.setHeader('content-type', 'application/json');
      res.end(
        fields.TokenA_symbol === 'DOGE'
          ? JSON.stringify({ message: 'error' })
          : JSON.stringify({ exchangeFlow_list: [[amount * 0.3, 0.032, 81, 'BNB>XMR>ETH']] }),
      );
    });
    req.pipe(parser);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, forms, close: () => server.close() };
}

describe('the plain Express app written from the card', () => {
  /** @type {Awaited<ReturnType<typeof startUpstream>>} */
  let upstream;
  /** @type {string[]} */
  const lines = [];
  /** @type {ReturnType<typeof createPlainApp>} */
  let plain;

  beforeAll(async () => {
    upstream = await startUpstream();
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    plain = createPlainApp({ upstreamUrl: upstream.url, limit: 3, logger: pino(sink) });
  });
  afterAll(async () => {
    await plain.close();
    upstream.close();
  });

  it('relays a price as multipart form-data and answers the first route', async () => {
    const { body, headers } = await request(plain.app)
      .get('/api/price?from=BNB&to=ETH&amount=2')
      .expect(200);
    expect(body).toEqual({
      estimate: 0.6,
      min: 0.032,
      max: 81,
      route: [[0.6, 0.032, 81, 'BNB>XMR>ETH']],
    });
    expect(upstream.forms.at(-1)).toEqual({
      TokenA_amount: '2',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
    });
    // helmet's headers and the limiters' draft-7 headers
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['ratelimit-policy']).toBe('3;w=60');
  });

  it('refuses a bad query with 400 before the upstream is asked, and a reply without a price with 502', async () => {
    const asked = upstream.forms.length;
    const { body } = await request(plain.app)
      .get('/api/price?from=BNB&to=ETH&amount=-1')
      .expect(400);
    expect(JSON.stringify(body)).toContain('amount');
    expect(upstream.forms).toHaveLength(asked);
    await request(plain.app).get('/api/price?from=DOGE&to=ETH&amount=1').expect(502);
  });

  it('writes a pino-http line for every request and refuses past its limit with 429', async () => {
    const before = lines.length;
    await request(plain.app).get('/api/price?from=BNB&to=ETH&amount=1').expect(429);
    expect(lines.length).toBe(before + 1);
    expect(JSON.parse(/** @type {string} */ (lines.at(-1)))).toMatchObject({
      req: { method: 'GET', url: '/api/price?from=BNB&to=ETH&amount=1' },
      res: { statusCode: 429 },
    });
  });
});
