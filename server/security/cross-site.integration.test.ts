import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { quotedOrder } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

const site = useSiteOverSandbox(() => ({ env: { RATE_LIMIT_ORDERS: '2' } }));

const pendingExchangeFaults = async () =>
  ((await control(site.sandbox, 'GET', '/faults')) as { faults: { token_exchange: unknown[] } })
    .faults.token_exchange.length;

describe('requests from pages of another origin', () => {
  it('refuses orders posted from another site before any work, without using up the order limit', async () => {
    const order = JSON.stringify(await quotedOrder(site.app.url));
    // Were the upstream asked, this fault would be used up.
    await queueFault(site.sandbox, 'token_exchange', 'error');
    // A "simple" request, as a form or a no-cors fetch on another site sends it: no preflight.
    for (let i = 0; i < 4; i++) {
      const res = await request(site.app.url)
        .post('/api/orders')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://attacker.example')
        .set('Content-Type', 'text/plain')
        .send(order);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('CROSS_ORIGIN');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await pendingExchangeFaults()).toBe(1);
    await control(site.sandbox, 'DELETE', '/faults');
    // The visitor's own page still has its whole order limit (2).
    for (let i = 0; i < 2; i++) {
      await request(site.app.url)
        .post('/api/orders')
        .set('Sec-Fetch-Site', 'same-origin')
        .set('Origin', site.app.url)
        .set('Content-Type', 'application/json')
        .send(order)
        .expect(201);
    }
  });

  it.each<[string, Record<string, string>]>([
    ['a same-site page on another port', { 'Sec-Fetch-Site': 'same-site' }],
    ['a cross-site page', { 'Sec-Fetch-Site': 'cross-site' }],
    ['an older browser on another origin', { Origin: 'http://127.0.0.1:1' }],
    ['a sandboxed frame', { Origin: 'null' }],
  ])('refuses a preflight and a price request from %s', async (_title, headers) => {
    const preflight = await request(site.app.url)
      .options('/api/orders')
      .set(headers)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,idempotency-key');
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const price = await request(site.app.url)
      .get('/api/price?from=BNB&to=ETH&amount=1')
      .set(headers);
    expect(price.status).toBe(403);
    expect(price.body.error.message).toBe('This API answers pages of this site only');
  });

  it.each<[string, (url: string) => Record<string, string>]>([
    ['its own pages', () => ({ 'Sec-Fetch-Site': 'same-origin' })],
    ['an address typed by hand', () => ({ 'Sec-Fetch-Site': 'none' })],
    ['an older browser on this origin', (url) => ({ Origin: url })],
    ['a client that is not a browser (curl)', () => ({})],
  ])('answers %s', async (_title, headers) => {
    await request(site.app.url)
      .get('/api/price?from=BNB&to=ETH&amount=1')
      .set(headers(site.app.url))
      .expect(200);
  });
});
