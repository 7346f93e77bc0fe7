import { beforeEach, describe, expect, it } from 'vitest';
import {
  exchangeStatusReplySchema,
  INVALID_ADDRESS_REPLY,
  tokenExchangeReplySchema,
  tokenPriceReplySchema,
} from '../../shared/contract/upstream.js';
import { OTHER_ERROR_TEXT, type FaultEndpoint } from './faults.js';
import {
  control,
  createOrder,
  EXCHANGE,
  GOOD_ADDRESS,
  postForm,
  PRICE,
  startTestSandbox,
  useTestSandbox,
  STATUS,
  type HttpReply,
} from './test-support/sandbox-client.js';
import { eventually } from '../test-support/eventually.js';

const sandbox = useTestSandbox();
let orderId: string;
beforeEach(async () => {
  await control(sandbox.url, 'POST', '/control/reset');
  orderId = await createOrder(sandbox.url);
});

const CALLS: Record<FaultEndpoint, { path: string; fields: () => Record<string, string> }> = {
  token_price: {
    path: PRICE,
    fields: () => ({ TokenA_amount: '1', TokenA_symbol: 'BNB', TokenB_symbol: 'ETH' }),
  },
  token_exchange: {
    path: EXCHANGE,
    fields: () => ({
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
      TokenB_address: GOOD_ADDRESS.ETH,
      exchangeFlow_list: '0.19,0.032,81,BNB>XMR>ETH',
    }),
  },
  exchange_status: { path: STATUS, fields: () => ({ orderID: orderId }) },
};

const call = (endpoint: FaultEndpoint, signal?: AbortSignal) =>
  postForm(sandbox.url + CALLS[endpoint].path, CALLS[endpoint].fields(), { signal });

const queue = (endpoint: FaultEndpoint, fault: string, count?: number) =>
  control(sandbox.url, 'POST', '/control/faults', { endpoint, fault, count });

/** The normal reply of each call, checked against its Contract 2 schema. */
function expectNormal(endpoint: FaultEndpoint, reply: HttpReply): void {
  expect(reply.status).toBe(200);
  if (endpoint === 'token_price') tokenPriceReplySchema.parse(reply.json);
  if (endpoint === 'token_exchange') {
    expect(tokenExchangeReplySchema.parse(reply.json).message).toBe('success');
  }
  if (endpoint === 'exchange_status') {
    expect(exchangeStatusReplySchema.parse(reply.json).message).toBe('success');
  }
}

const ENDPOINTS: FaultEndpoint[] = ['token_price', 'token_exchange', 'exchange_status'];

const EXPECTED: Record<string, (reply: HttpReply) => void> = {
  error301: (reply) => {
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: 'error', data: INVALID_ADDRESS_REPLY });
  },
  error: (reply) => {
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ message: 'error', data: OTHER_ERROR_TEXT });
    expect(OTHER_ERROR_TEXT).not.toBe(INVALID_ADDRESS_REPLY);
  },
  'unknown-message': (reply) => {
    expect(reply.status).toBe(200);
    const message = (reply.json as { message: string }).message;
    expect(['success', 'error']).not.toContain(message);
  },
  'no-message': (reply) => {
    expect(reply.status).toBe(200);
    expect(reply.json).toBeTypeOf('object');
    expect(reply.json).not.toHaveProperty('message');
    expect(reply.json).not.toHaveProperty('exchangeFlow_list');
    expect(reply.json).not.toHaveProperty('orderInfo');
  },
  'bad-json': (reply) => {
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/application\/json/);
    expect(reply.text.length).toBeGreaterThan(0);
    expect(reply.json).toBeUndefined();
  },
  http500: (reply) => {
    expect(reply.status).toBe(500);
  },
};

describe('queued faults', () => {
  for (const endpoint of ENDPOINTS) {
    for (const [fault, check] of Object.entries(EXPECTED)) {
      it(`${endpoint}: '${fault}' gives exactly its reply once, then normal replies resume`, async () => {
        const queued = await queue(endpoint, fault);
        expect(queued.status).toBe(200);
        check(await call(endpoint));
        expectNormal(endpoint, await call(endpoint));
      });
    }
  }

  it('repeats a fault for count replies, only on its own endpoint', async () => {
    await queue('token_price', 'http500', 3);
    expectNormal('exchange_status', await call('exchange_status'));
    for (let i = 0; i < 3; i++) expect((await call('token_price')).status).toBe(500);
    expectNormal('token_price', await call('token_price'));
  });

  it('serves queued faults in the order they were queued', async () => {
    await queue('token_exchange', 'error301');
    await queue('token_exchange', 'http500', 2);
    EXPECTED.error301!(await call('token_exchange'));
    expect((await call('token_exchange')).status).toBe(500);
    expect((await call('token_exchange')).status).toBe(500);
    expectNormal('token_exchange', await call('token_exchange'));
  });

  it('applies a fault even to a request that would have been refused', async () => {
    await queue('token_price', 'error');
    const reply = await postForm(sandbox.url + PRICE, { TokenA_amount: '-1' });
    EXPECTED.error!(reply);
  });

  it('drops queued faults when they are cleared', async () => {
    await queue('exchange_status', 'http500', 5);
    await control(sandbox.url, 'DELETE', '/control/faults');
    expectNormal('exchange_status', await call('exchange_status'));
  });

  it("'hang' never replies until the client gives up, then normal replies resume", async () => {
    await queue('token_price', 'hang');
    const started = Date.now();
    const outcome = await call('token_price', AbortSignal.timeout(400)).then(
      () => 'replied',
      (error: Error) => error.name,
    );
    expect(outcome).not.toBe('replied');
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expectNormal('token_price', await call('token_price'));
  });
});

describe("the 'late' fault", () => {
  it('makes the order at once but replies only after the delay, to a caller still waiting', async () => {
    const before = (await control(sandbox.url, 'GET', '/control/orders')).json as {
      orders: number;
    };
    await control(sandbox.url, 'POST', '/control/faults', {
      endpoint: 'token_exchange',
      fault: 'late',
      delayMs: 300,
    });
    const started = Date.now();
    const reply = call('token_exchange');
    // the order exists while its reply is still held
    await expect
      .poll(async () => (await control(sandbox.url, 'GET', '/control/orders')).json)
      .toMatchObject({ orders: before.orders + 1 });
    expectNormal('token_exchange', await reply);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('refuses a delay beyond two minutes', async () => {
    const res = await control(sandbox.url, 'POST', '/control/faults', {
      endpoint: 'token_exchange',
      fault: 'late',
      delayMs: 120_001,
    });
    expect(res.status).toBe(400);
  });
});

describe('closing with a hung request', () => {
  it('ends the hung request instead of waiting for it', async () => {
    const own = await startTestSandbox();
    await control(own.url, 'POST', '/control/faults', {
      endpoint: 'exchange_status',
      fault: 'hang',
    });
    const pending = postForm(own.url + STATUS, { orderID: 'x' }).then(
      () => 'replied',
      () => 'cut',
    );
    // the sandbox has taken the request and holds it once its queued fault is used up
    await eventually(
      async () =>
        (
          (await control(own.url, 'GET', '/control/faults')).json as {
            faults: { exchange_status: unknown[] };
          }
        ).faults.exchange_status,
      (queued) => queued.length === 0,
      { what: 'the hang taking the request' },
    );
    // a hang never ends by itself: close resolves only if it cuts the request
    await own.sandbox.close();
    expect(await pending).toBe('cut');
  });
});
