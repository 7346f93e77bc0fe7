import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startChangenowTestApp,
  startTestApp,
  TEST_API_KEY,
  type TestApp,
} from '../test-support/harness.js';
import {
  createOrder,
  onQuote,
  orderOnQuote,
  VALID_ETH_ADDRESS,
  XRP_ADDRESS,
  BNB_TO_XRP,
} from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, swapFields } from '../test-support/swap-form-post.js';
import { coinFigure } from '../proof/documents.js';

// A provider's order fields through both doors (POST /api/orders and the script-free form): the
// refund address and destination tag where the upstream takes them, refused where it does not,
// and a fixed rate that has run out asked afresh under the moved-estimate rule.

const sandbox = useTestSandbox();
let provider: TestApp;
let plainSite: TestApp;
beforeAll(async () => {
  provider = await startChangenowTestApp(sandbox);
  plainSite = await startTestApp(sandbox.url);
});
afterAll(async () => {
  await provider?.close();
  await plainSite?.close();
});
afterEach(async () => {
  await control(sandbox, 'DELETE', '/faults');
  await control(sandbox, 'POST', '/market', { movePercent: 0 });
});

/** The form's fields for BNB -> XRP, with a key of its own. */
const bnbToXrp = (overrides: Record<string, string> = {}) =>
  swapFields({ to: 'XRP', address: XRP_ADDRESS, ...overrides });

const providerOrders = async () =>
  ((await control(sandbox, 'GET', '/orders')) as { orders: number }).orders;

async function quoteOf(app: TestApp, from = 'BNB', to = 'XRP') {
  const response = await fetch(`${app.url}/api/price?from=${from}&to=${to}&amount=1`);
  return (await response.json()) as {
    estimate: number;
    route: [[number, ...unknown[]]];
    rateId?: string;
    validUntil?: number;
  };
}

describe('the refund address and destination tag, through the form', () => {
  it('makes the order with both and sends the visitor to its page under the site’s id', async () => {
    const response = await postForm(
      provider.url,
      bnbToXrp({ refundAddress: VALID_ETH_ADDRESS, receiveMemo: '778899' }),
    );
    expect(response.status).toBe(303);
    const orderId = /\/order\/([A-Za-z0-9_-]{22})$/.exec(
      response.headers.get('location') ?? '',
    )![1]!;
    const view = (await (await fetch(`${provider.url}/api/orders/${orderId}`)).json()) as {
      refundAddress: string;
      receive: { memo: string };
    };
    expect(view.refundAddress).toBe(VALID_ETH_ADDRESS);
    expect(view.receive.memo).toBe('778899');
  });

  it('turns back a refund address of another coin and a bad tag, 400, with no order made', async () => {
    const before = await providerOrders();
    const refund = await postForm(provider.url, bnbToXrp({ refundAddress: XRP_ADDRESS }));
    expect(refund.status).toBe(400);
    expect(await refund.text()).toContain(XRP_ADDRESS);
    const tag = await postForm(provider.url, bnbToXrp({ receiveMemo: 'abc' }));
    expect(tag.status).toBe(400);
    expect(await providerOrders()).toBe(before);
  });

  it('refuses both with the price service, which takes neither', async () => {
    const response = await postForm(plainSite.url, {
      ...bnbToXrp({ refundAddress: VALID_ETH_ADDRESS }),
    });
    expect(response.status).toBe(400);
  });
});

describe('the refund address and destination tag, through the JSON API', () => {
  it('refuses both with the price service: 400 and a message that says why', async () => {
    const quote = await quoteOf(plainSite);
    for (const extra of [{ refundAddress: VALID_ETH_ADDRESS }, { receiveMemo: '1' }]) {
      const response = await createOrder(plainSite.url, {
        from: 'BNB',
        to: 'XRP',
        amount: '1',
        address: XRP_ADDRESS,
        route: quote.route,
        ...extra,
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toMatch(/takes no refund address or memo/);
    }
  });
});

describe('a fixed rate that has run out', () => {
  it('is asked afresh: the order is made on the new rate when the estimate held', async () => {
    const quote = await quoteOf(provider);
    const response = await createOrder(provider.url, {
      ...BNB_TO_XRP,
      ...onQuote(quote),
      validUntil: Math.floor(Date.now() / 1000) - 1,
    });
    expect(response.status).toBe(201);
  });

  it('answers 409 ESTIMATE_MOVED with the new quote when the new estimate moved too far', async () => {
    const quote = await quoteOf(provider);
    await control(sandbox, 'POST', '/market', { movePercent: -5 });
    const before = await providerOrders();
    const response = await createOrder(provider.url, {
      ...BNB_TO_XRP,
      ...onQuote(quote),
      validUntil: Math.floor(Date.now() / 1000) - 1,
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as {
      error: { code: string };
      quote: { estimate: number; rateId: string };
    };
    expect(body.error.code).toBe('ESTIMATE_MOVED');
    expect(body.quote.estimate).toBeLessThan(quote.estimate);
    expect(body.quote.rateId).not.toBe(quote.rateId);
    expect(await providerOrders()).toBe(before);
  });

  it('is asked for when an order brings a route but no rate, under the same rule', async () => {
    const quote = await quoteOf(provider);
    await control(sandbox, 'POST', '/market', { movePercent: -5 });
    const response = await createOrder(provider.url, { ...BNB_TO_XRP, route: quote.route });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'ESTIMATE_MOVED',
    );
  });

  it('is used as it is while it holds', async () => {
    const quote = await quoteOf(provider);
    await control(sandbox, 'POST', '/market', { movePercent: -5 });
    const response = await createOrder(provider.url, {
      ...BNB_TO_XRP,
      ...onQuote(quote),
    });
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    const view = (await (await fetch(`${provider.url}/api/orders/${orderId}`)).json()) as {
      receive: { amount: number };
    };
    // the amount fixed by the shown rate (at XRP's six decimals), not the moved market's
    expect(view.receive.amount).toBe(Number(coinFigure(quote.estimate, 'XRP')));
  });
});

describe('the provider key', () => {
  it('never reaches the logs, even when calls fail', async () => {
    await queueFault(sandbox, 'token_price', 'http500', 4);
    await queueFault(sandbox, 'token_exchange', 'no-message');
    await fetch(`${provider.url}/api/price?from=BNB&to=ETH&amount=1`);
    await fetch(`${provider.url}/api/price?from=BNB&to=ETH&amount=2`);
    const failed = await orderOnQuote(provider.url, 'BNB', '1');
    expect(failed.status).toBe(502);
    expect(provider.logs.some((line) => line.includes('"level":"error"'))).toBe(true);
    expect(provider.logs.join('\n')).not.toContain(TEST_API_KEY);
  });

  it('is required by the sandbox’s ChangeNOW side: 401 in its error shape without it', async () => {
    const response = await fetch(
      `${sandbox.url}/v2/exchange/range?fromCurrency=btc&toCurrency=eth&fromNetwork=btc&toNetwork=eth`,
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });
});
