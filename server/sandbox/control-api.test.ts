import { beforeEach, describe, expect, it } from 'vitest';
import { tokenPriceReplySchema, upstreamOrderInfoSchema } from '../../shared/contract/upstream.js';
import {
  control,
  createOrder,
  orderStatus,
  postForm,
  PRICE,
  send,
  useTestSandbox,
} from './test-support/sandbox-client.js';

const sandbox = useTestSandbox();
beforeEach(async () => {
  await control(sandbox.url, 'POST', '/control/reset');
});

const errorOf = (json: unknown) => (json as { error: string }).error;

describe('the control API', () => {
  it('shows an order as Contract 2 orderInfo, and 404 for an unknown one', async () => {
    const id = await createOrder(sandbox.url);
    const shown = await control(sandbox.url, 'GET', `/control/orders/${id}`);
    expect(shown.status).toBe(200);
    expect(upstreamOrderInfoSchema.parse(shown.json)).toMatchObject({ status: 0 });

    const unknown = await control(sandbox.url, 'GET', `/control/orders/${'B'.repeat(22)}`);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.json)).toMatch(/No order/);
    for (const action of ['deposit', 'status']) {
      const reply = await control(sandbox.url, 'POST', `/control/orders/nope/${action}`, {
        status: 1,
      });
      expect(reply.status).toBe(404);
    }
  });

  it('forces each status from 0 to 6', async () => {
    const id = await createOrder(sandbox.url);
    for (const status of [0, 1, 2, 3, 4, 5, 6]) {
      const reply = await control(sandbox.url, 'POST', `/control/orders/${id}/status`, { status });
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ status });
    }
  });

  it.each([
    ['no body', undefined, /JSON body is required/],
    ['a status of 7', { status: 7 }, /status/],
    ['a status given as text', { status: '4' }, /status/],
    ['a fractional status', { status: 1.5 }, /status/],
    ['an unknown key', { status: 1, extra: true }, /extra/],
  ])(
    'answers a status change with %s with a 400 naming the problem',
    async (_name, body, reason) => {
      const id = await createOrder(sandbox.url);
      const reply = await control(sandbox.url, 'POST', `/control/orders/${id}/status`, body);
      expect(reply.status).toBe(400);
      expect(errorOf(reply.json)).toMatch(reason);
    },
  );

  it('answers a body that is not JSON with a 400', async () => {
    const id = await createOrder(sandbox.url);
    const reply = await send(`${sandbox.url}/control/orders/${id}/status`, {
      method: 'POST',
      body: '{status: 4',
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply.json)).toMatch(/not valid JSON/);
  });

  it('accepts JSON sent without a JSON content type, as plain curl -d does', async () => {
    const id = await createOrder(sandbox.url);
    const reply = await send(`${sandbox.url}/control/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '{"status": 4}',
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ status: 4 });
  });

  it.each([
    ['an unknown endpoint', { endpoint: 'token_swap', fault: 'error' }, /endpoint/],
    ['an unknown fault', { endpoint: 'token_price', fault: 'slow' }, /fault/],
    ['a zero count', { endpoint: 'token_price', fault: 'error', count: 0 }, /count/],
    ['a huge count', { endpoint: 'token_price', fault: 'error', count: 1e9 }, /count/],
    ['no endpoint', { fault: 'error' }, /endpoint/],
  ])('answers a fault with %s with a 400', async (_name, body, reason) => {
    const reply = await control(sandbox.url, 'POST', '/control/faults', body);
    expect(reply.status).toBe(400);
    expect(errorOf(reply.json)).toMatch(reason);
  });

  it('lists queued faults and clears them', async () => {
    await control(sandbox.url, 'POST', '/control/faults', {
      endpoint: 'token_price',
      fault: 'http500',
      count: 2,
    });
    const listed = await control(sandbox.url, 'GET', '/control/faults');
    expect(listed.json).toMatchObject({
      faults: { token_price: [{ fault: 'http500', count: 2 }] },
    });
    const cleared = await control(sandbox.url, 'DELETE', '/control/faults');
    expect(cleared.status).toBe(200);
    expect(cleared.json).toEqual({
      faults: { token_price: [], token_exchange: [], exchange_status: [] },
    });
  });

  it('reset forgets every order and fault', async () => {
    const id = await createOrder(sandbox.url);
    await control(sandbox.url, 'POST', '/control/faults', {
      endpoint: 'token_price',
      fault: 'error',
    });
    const reset = await control(sandbox.url, 'POST', '/control/reset');
    expect(reset.status).toBe(200);
    expect((await orderStatus(sandbox.url, id)).json).toMatchObject({ message: 'error' });
    const faults = await control(sandbox.url, 'GET', '/control/faults');
    expect(faults.json).toMatchObject({ faults: { token_price: [] } });
  });

  it('moves every estimate by the market percentage, for quotes and orders, until reset', async () => {
    const estimate = async () => {
      const reply = await postForm(sandbox.url + PRICE, {
        TokenA_amount: '1',
        TokenA_symbol: 'BNB',
        TokenB_symbol: 'ETH',
      });
      return tokenPriceReplySchema.parse(reply.json).exchangeFlow_list[0][0];
    };
    const still = await estimate();
    expect((await control(sandbox.url, 'GET', '/control/market')).json).toEqual({ movePercent: 0 });

    const moved = await control(sandbox.url, 'POST', '/control/market', { movePercent: 2 });
    expect(moved.json).toEqual({ movePercent: 2 });
    expect(await estimate()).toBeCloseTo(still * 1.02, 6);
    const id = await createOrder(sandbox.url);
    const order = await control(sandbox.url, 'GET', `/control/orders/${id}`);
    expect(upstreamOrderInfoSchema.parse(order.json).tokenB_amount).toBeCloseTo(still * 1.02, 6);

    await control(sandbox.url, 'POST', '/control/reset');
    expect(await estimate()).toBe(still);
  });

  it('refuses a market move outside ±50% with a 400 that says what to send', async () => {
    for (const body of [{ movePercent: 51 }, { movePercent: '2' }, { move: 2 }]) {
      const reply = await control(sandbox.url, 'POST', '/control/market', body);
      expect(reply.status).toBe(400);
      expect(errorOf(reply.json)).toMatch(/\{"movePercent": 2\}/);
    }
    expect((await control(sandbox.url, 'GET', '/control/market')).json).toEqual({ movePercent: 0 });
  });

  it('answers wrong methods with 405 and unknown routes with 404', async () => {
    expect((await control(sandbox.url, 'GET', '/control/reset')).status).toBe(405);
    expect((await control(sandbox.url, 'PUT', '/control/faults')).status).toBe(405);
    expect((await control(sandbox.url, 'DELETE', '/control/market')).status).toBe(405);
    expect((await control(sandbox.url, 'GET', '/control/orders/x/deposit')).status).toBe(405);
    const unknown = await control(sandbox.url, 'GET', '/control/everything');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.json)).toMatch(/\/control\/faults/);
  });

  it('answers an oversize control body with a 400', async () => {
    const reply = await control(sandbox.url, 'POST', '/control/faults', {
      endpoint: 'token_price',
      fault: 'error',
      padding: 'x'.repeat(10_000),
    });
    expect(reply.status).toBe(400);
    expect(errorOf(reply.json)).toMatch(/larger than/);
  });
});
