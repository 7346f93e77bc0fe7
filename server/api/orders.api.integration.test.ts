import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bnbToEthOrder,
  createOrder,
  quote,
  quotedOrder,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

const site = useSiteOverSandbox();
afterEach(() => control(site.sandbox, 'DELETE', '/faults'));

describe('GET /api/price', () => {
  it('relays a quote with the estimate, limits and route', async () => {
    const res = await request(site.app.url)
      .get('/api/price?from=BNB&to=ETH&amount=1.5')
      .expect(200);
    expect(res.body.estimate).toBeGreaterThan(0);
    expect(res.body.min).toBeGreaterThan(0);
    expect(res.body.route[0][3]).toBe('BNB>XMR>ETH');
  });

  it('gives a null estimate when the upstream says -1', async () => {
    const res = await request(site.app.url).get('/api/price?from=BNB&to=BNB&amount=1').expect(200);
    expect(res.body.estimate).toBeNull();
  });

  it.each([
    ['a missing amount', 'from=BNB&to=ETH', 'amount'],
    ['an unknown coin', 'from=DOGE&to=ETH&amount=1', 'from'],
    ['a coin that cannot be picked', 'from=AVAX&to=ETH&amount=1', 'from'],
    ['a negative amount', 'from=BNB&to=ETH&amount=-1', 'amount'],
    ['a zero amount', 'from=BNB&to=ETH&amount=0', 'amount'],
    ['a huge number', `from=BNB&to=ETH&amount=${'9'.repeat(40)}`, 'amount'],
    ['an unknown field', 'from=BNB&to=ETH&amount=1&debug=1', 'debug'],
    ['a repeated field', 'from=BNB&from=ETH&to=ETH&amount=1', 'from'],
  ])('rejects %s with a 400 naming the field', async (_name, query, field) => {
    const res = await request(site.app.url).get(`/api/price?${query}`).expect(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toContain(field);
    expect(res.body.error.requestId).toBeTruthy();
  });
});

describe('POST /api/orders', () => {
  it('creates an order that can then be tracked', async () => {
    const res = await createOrder(site.app.url, await quotedOrder(site.app.url));
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const order = await request(site.app.url).get(`/api/orders/${orderId}`).expect(200);
    expect(order.body).toMatchObject({
      orderId,
      status: 0,
      firstReceivedAt: null,
      send: { symbol: 'BNB', amount: 1 },
      receive: { symbol: 'ETH', address: VALID_ETH_ADDRESS },
    });
    expect(order.body.send.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(order.headers['cache-control']).toBe('no-store');
  });

  it('refuses an address that is not valid for the receive coin, before calling upstream', async () => {
    const body = {
      ...(await quotedOrder(site.app.url)),
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
    };
    const res = await createOrder(site.app.url, body);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_ADDRESS');
  });

  it.each([
    ['error301', 422, 'INVALID_ADDRESS'],
    ['error', 503, 'SWAPS_PAUSED'],
    ['unknown-message', 502, 'UPSTREAM_FAILED'],
    ['no-message', 502, 'UPSTREAM_FAILED'],
    ['bad-json', 502, 'UPSTREAM_FAILED'],
    ['http500', 502, 'UPSTREAM_FAILED'],
  ])('maps an upstream %s reply to %i %s', async (fault, status, code) => {
    const body = await quotedOrder(site.app.url);
    await queueFault(site.sandbox, 'token_exchange', fault);
    const res = await createOrder(site.app.url, body);
    expect(res.status).toBe(status);
    const reply = (await res.json()) as { error: { code: string; message: string } };
    expect(reply.error.code).toBe(code);
    expect(JSON.stringify(reply)).not.toMatch(/stack|sandbox|127\.0\.0\.1/i);
  });

  it('answers 504 at the configured bound when the upstream hangs, without a second try', async () => {
    const body = await quotedOrder(site.app.url);
    // one hang: the upstream never answers this creation; a second try would find no fault
    await queueFault(site.sandbox, 'token_exchange', 'hang');
    const res = await createOrder(site.app.url, body);
    // answered by the headers timeout (1.5 s in the harness), not by a retry's 201
    expect(res.status).toBe(504);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UPSTREAM_TIMEOUT');
  });

  it('rejects bodies that are not JSON, too large, or carry unknown fields', async () => {
    await request(site.app.url).post('/api/orders').type('form').send('from=BNB').expect(415);
    const big = await request(site.app.url)
      .post('/api/orders')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }))
      .expect(413);
    expect(big.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    await request(site.app.url)
      .post('/api/orders')
      .set('content-type', 'application/json')
      .send('{"from":')
      .expect(400);
    const extra = await createOrder(site.app.url, {
      ...(await quotedOrder(site.app.url)),
      admin: true,
    });
    expect(extra.status).toBe(400);
  });

  it('rejects a route that is not the upstream shape', async () => {
    for (const route of [
      [],
      [[1, 2]],
      'BNB>XMR>ETH',
      [Array(20).fill(1)],
      Array(50).fill([1, 2, 3]),
    ]) {
      const res = await createOrder(site.app.url, { ...(await quotedOrder(site.app.url)), route });
      expect(res.status, JSON.stringify(route).slice(0, 40)).toBe(400);
    }
  });

  it('creates one order for the same Idempotency-Key sent twice, even at once', async () => {
    const body = await quotedOrder(site.app.url);
    const key = 'double-click-key-1';
    const [first, second] = await Promise.all([
      createOrder(site.app.url, body, key),
      createOrder(site.app.url, body, key),
    ]);
    const third = await createOrder(site.app.url, body, key);
    const ids = await Promise.all(
      [first, second, third].map(
        async (res) => ((await res.json()) as { orderId: string }).orderId,
      ),
    );
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    const other = await createOrder(site.app.url, body, 'another-key-0001');
    expect(((await other.json()) as { orderId: string }).orderId).not.toBe(ids[0]);
  });

  it.each([
    ['below the quote minimum', '0.00000001', 'Min'],
    ['above the quote maximum', '99999999', 'Max'],
  ])(
    'refuses an amount %s with 422 and the limit, without calling the upstream',
    async (_t, amount, kind) => {
      const { route, min, max } = await quote(site.app.url);
      // Were the upstream asked, this fault would turn the reply into 503 SWAPS_PAUSED.
      await queueFault(site.sandbox, 'token_exchange', 'error');
      const res = await createOrder(site.app.url, bnbToEthOrder(route, amount));
      expect(res.status).toBe(422);
      const reply = (await res.json()) as { error: { code: string; message: string } };
      expect(reply.error.code).toBe('AMOUNT_OUT_OF_RANGE');
      expect(reply.error.message).toBe(`${kind}: ${kind === 'Min' ? min : max} BNB (BEP-20)`);
      const { faults } = (await control(site.sandbox, 'GET', '/faults')) as {
        faults: { token_exchange: unknown[] };
      };
      expect(faults.token_exchange).toHaveLength(1);
    },
  );

  it('refuses an Idempotency-Key reused for a different order', async () => {
    const body = await quotedOrder(site.app.url);
    await createOrder(site.app.url, body, 'reused-key-0001');
    const res = await createOrder(site.app.url, { ...body, amount: '2' }, 'reused-key-0001');
    expect(res.status).toBe(409);
  });
});

describe('GET /api/orders/:orderId', () => {
  it.each(['short', 'a'.repeat(21), 'a'.repeat(23), 'abc%20def%20ghi%20jklmnop'])(
    'rejects the id %s',
    async (id) => {
      const res = await request(site.app.url).get(`/api/orders/${id}`).expect(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
    },
  );

  it('answers 404 ORDER_NOT_FOUND for an id the upstream does not know', async () => {
    const res = await request(site.app.url)
      .get(`/api/orders/${'Z'.repeat(22)}`)
      .expect(404);
    expect(res.body.error).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
  });

  it('shows the deposit time once the upstream has seen it', async () => {
    const res = await createOrder(site.app.url, await quotedOrder(site.app.url));
    const { orderId } = (await res.json()) as { orderId: string };
    await control(site.sandbox, 'POST', `/orders/${orderId}/deposit`);
    const order = await request(site.app.url).get(`/api/orders/${orderId}`).expect(200);
    expect(order.body.status).toBe(1);
    expect(order.body.firstReceivedAt).toBeGreaterThan(0);
  });

  it('answers 502 when the status reply is broken', async () => {
    await queueFault(site.sandbox, 'exchange_status', 'bad-json');
    await request(site.app.url)
      .get(`/api/orders/${'Z'.repeat(22)}`)
      .expect(502);
  });
});

describe('the rest of /api', () => {
  it('answers unknown API paths with a JSON 404, not the app', async () => {
    const res = await request(site.app.url).get('/api/nope').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
