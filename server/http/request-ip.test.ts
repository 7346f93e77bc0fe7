import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { rememberRequestIp } from './request-ip.js';

/** An app answering with what req.ip said, twice, the forwarded header changed between reads. */
function appSaying(trustProxy: number | boolean, remember: boolean) {
  const app = express();
  app.set('trust proxy', trustProxy);
  if (remember) rememberRequestIp(app);
  app.get('/', (req, res) => {
    const first = req.ip;
    req.headers['x-forwarded-for'] = '192.0.2.99';
    res.json({ first, second: req.ip });
  });
  return app;
}

describe('req.ip worked out once per request', () => {
  it.each([
    [0, undefined],
    [0, '203.0.113.7'],
    [1, '203.0.113.7'],
    [1, '198.51.100.1, 203.0.113.7'],
    [2, '198.51.100.1, 203.0.113.7'],
    [true, 'not-an-address, 203.0.113.7'],
  ])('is what Express says, trust proxy %s, X-Forwarded-For %s', async (trust, forwarded) => {
    const ask = (remember: boolean) => {
      const call = request(appSaying(trust, remember)).get('/');
      return (forwarded === undefined ? call : call.set('X-Forwarded-For', forwarded)).expect(200);
    };
    const [remembered, express] = await Promise.all([ask(true), ask(false)]);
    expect((remembered.body as { first: string }).first).toBe(
      (express.body as { first: string }).first,
    );
  });

  it('does not change within a request once read', async () => {
    const { body } = await request(appSaying(1, true))
      .get('/')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    expect(body).toEqual({ first: '203.0.113.7', second: '203.0.113.7' });
    // without it, Express would read the changed header again
    const plain = await request(appSaying(1, false))
      .get('/')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    expect(plain.body).toEqual({ first: '203.0.113.7', second: '192.0.2.99' });
  });
});
