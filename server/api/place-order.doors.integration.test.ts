import { afterEach, describe, expect, it } from 'vitest';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../../shared/constants.js';
import type { ErrorBody } from '../../shared/contract/api.js';
import { withTestApp, type TestApp } from '../test-support/harness.js';
import {
  createOrder,
  quote,
  quotedOrder,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';
import { newKey, postForm, swapFields } from '../test-support/swap-form-post.js';

// One order flow behind two doors: POST /api/orders (JSON, the script page) and POST / (the
// script-free form). Each rule is checked through both, against the real built pages.

const site = useSiteOverSandbox(() => ({ rendered: true }));
afterEach(async () => {
  await control(site.sandbox, 'DELETE', '/faults');
  await control(site.sandbox, 'POST', '/market', { movePercent: 0 });
});

/** A hidden field's value in a rendered form, as the browser would send it. */
function hidden(html: string, name: string): string {
  const found = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!found) throw new Error(`no hidden field ${name}`);
  return found[1]!.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&');
}

/** The form as a visitor without script sends it after Get quote: with the quote shown. */
async function formAfterQuote(appUrl: string, overrides: Record<string, string> = {}) {
  const fields = swapFields(overrides);
  const page = await postForm(appUrl, { ...fields, intent: 'quote' });
  expect(page.status).toBe(200);
  const html = await page.text();
  return {
    ...fields,
    estimate: hidden(html, 'estimate'),
    quotedFor: hidden(html, 'quotedFor'),
    idempotencyKey: hidden(html, 'idempotencyKey'),
  };
}

const upstreamOrders = async () =>
  ((await control(site.sandbox, 'GET', '/orders')) as { orders: number }).orders;

const orderIdOf = async (res: Response) => ((await res.json()) as { orderId: string }).orderId;

const textOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '');

describe('repeats of an order never count against the order limit', () => {
  it('through the JSON API', async () => {
    await withTestApp(
      site.sandbox.url,
      { rendered: true, env: { RATE_LIMIT_ORDERS: '2' } },
      async (app) => {
        const body = await quotedOrder(app.url);
        const ids = new Set<string>();
        for (let i = 0; i < 5; i++) {
          const res = await createOrder(app.url, body, 'double-click-0001');
          expect(res.status).toBe(201);
          ids.add(await orderIdOf(res));
        }
        expect(ids.size).toBe(1);
        expect((await createOrder(app.url, body, newKey())).status).toBe(201);
        expect((await createOrder(app.url, body, newKey())).status).toBe(429);
      },
    );
  });

  it('through the script-free form', async () => {
    await withTestApp(
      site.sandbox.url,
      { rendered: true, env: { RATE_LIMIT_ORDERS: '2' } },
      async (app) => {
        const fields = swapFields();
        const places = new Set<string | null>();
        for (let i = 0; i < 5; i++) {
          const res = await postForm(app.url, fields);
          expect(res.status).toBe(303);
          places.add(res.headers.get('location'));
        }
        expect(places.size).toBe(1);
        expect((await postForm(app.url, swapFields())).status).toBe(303);
        const limited = await postForm(app.url, swapFields());
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await limited.text()).toContain('Too many new orders');
      },
    );
  });
});

describe('an estimate that moved past the limit makes no order', () => {
  const moveBy = QUOTE_MOVE_LIMIT_PERCENT * 3;

  it('through the JSON API: 409 ESTIMATE_MOVED with the new quote, then the second try orders', async () => {
    const body = await quotedOrder(site.app.url);
    const shown = (await quote(site.app.url)).estimate!;
    await control(site.sandbox, 'POST', '/market', { movePercent: moveBy });
    const before = await upstreamOrders();

    const moved = await createOrder(site.app.url, { ...body, estimate: String(shown) }, newKey());
    expect(moved.status).toBe(409);
    const reply = (await moved.json()) as {
      error: { code: string; message: string };
      quote: { estimate: number; min: number; max: number; route: unknown[] };
    };
    expect(reply.error.code).toBe('ESTIMATE_MOVED');
    expect(reply.quote.estimate / shown).toBeCloseTo(1 + moveBy / 100, 5);
    expect(reply.quote.min).toBeGreaterThan(0);
    expect(reply.quote.route[0]).toEqual([
      reply.quote.estimate,
      reply.quote.min,
      reply.quote.max,
      'BNB>XMR>ETH',
    ]);
    expect(await upstreamOrders()).toBe(before);

    const again = await createOrder(
      site.app.url,
      { ...body, estimate: String(reply.quote.estimate) },
      newKey(),
    );
    expect(again.status).toBe(201);
    expect(await upstreamOrders()).toBe(before + 1);
  });

  it('through the JSON API: a move within the limit orders at once', async () => {
    const body = await quotedOrder(site.app.url);
    const shown = (await quote(site.app.url)).estimate!;
    await control(site.sandbox, 'POST', '/market', { movePercent: QUOTE_MOVE_LIMIT_PERCENT / 2 });
    const res = await createOrder(site.app.url, { ...body, estimate: String(shown) }, newKey());
    expect(res.status).toBe(201);
  });

  it('through the form: the moved notice and the new estimate, then a second SWAP NOW orders', async () => {
    const fields = await formAfterQuote(site.app.url);
    const shown = Number(fields.estimate);
    await control(site.sandbox, 'POST', '/market', { movePercent: moveBy });
    const before = await upstreamOrders();

    const moved = await postForm(site.app.url, fields);
    expect(moved.status).toBe(409);
    const html = await textOf(moved);
    expect(html).toContain(`The estimate moved by more than ${QUOTE_MOVE_LIMIT_PERCENT}%`);
    expect(html).toContain('Press SWAP NOW again to swap at the new estimate.');
    const now = Number(hidden(html, 'estimate'));
    expect(now / shown).toBeCloseTo(1 + moveBy / 100, 5);
    expect(html).toMatch(new RegExp(`id="receive-amount"[^>]*value="${now}"`));
    expect(hidden(html, 'idempotencyKey')).toBe(fields.idempotencyKey);
    expect(await upstreamOrders()).toBe(before);

    const second = await postForm(site.app.url, {
      ...fields,
      estimate: hidden(html, 'estimate'),
      quotedFor: hidden(html, 'quotedFor'),
    });
    expect(second.status).toBe(303);
    expect(await upstreamOrders()).toBe(before + 1);
  });

  it('through the form: coins changed after Get quote show the new quote and a reason, no order', async () => {
    const fields = await formAfterQuote(site.app.url);
    const before = await upstreamOrders();
    const res = await postForm(site.app.url, {
      ...fields,
      to: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    expect(res.status).toBe(409);
    const html = await textOf(res);
    expect(html).toContain('The coins or the amount changed after the last quote.');
    expect(html).toMatch(/1 BNB \(BEP-20\) = \d+\.\d{6} BTC/);
    expect(hidden(html, 'quotedFor')).toBe('BNB>BTC:1');
    expect(await upstreamOrders()).toBe(before);
  });

  it.each([
    [
      'an address of another coin',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'Please input correct receiver address.',
    ],
    ['no address', '', 'Please input receiver address.'],
  ])(
    'through the form: a changed amount with %s names the address on the same press, beside the new quote',
    async (_name, address, addressText) => {
      const fields = await formAfterQuote(site.app.url);
      const before = await upstreamOrders();
      const res = await postForm(site.app.url, { ...fields, amount: '2', address });
      expect(res.status).toBe(409);
      const html = await textOf(res);
      expect(html).toContain('The coins or the amount changed after the last quote.');
      expect(hidden(html, 'quotedFor')).toBe('BNB>ETH:2');
      // under the address field, which is marked as the one at fault
      expect(html).toMatch(
        new RegExp(`id="address-problem"[^]*?${addressText.replace('.', '\\.')}`),
      );
      expect(html).toMatch(/id="receive-address"[^>]*aria-invalid="true"/);
      expect(await upstreamOrders()).toBe(before);
    },
  );

  it('through the form: a changed amount with a good address names no address problem', async () => {
    const fields = await formAfterQuote(site.app.url);
    const html = await textOf(await postForm(site.app.url, { ...fields, amount: '2' }));
    expect(html).toContain('The coins or the amount changed after the last quote.');
    expect(html).not.toContain('id="address-problem"');
  });
});

describe('the same coin on both sides', () => {
  it('through the JSON API: 400 with its reason for the page, before any upstream call', async () => {
    const body = { ...(await quotedOrder(site.app.url)), to: 'BNB', address: VALID_ETH_ADDRESS };
    const res = await createOrder(site.app.url, body, newKey());
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      message: 'Pick two different coins to swap.',
      params: { reason: 'same-coin' },
    });
  });

  it.each(['quote', 'swap'])(
    'through the form (%s): a clear reason inline, values kept',
    async (intent) => {
      const res = await postForm(site.app.url, swapFields({ intent, to: 'BNB', amount: '2,5' }));
      expect(res.status).toBe(400);
      const html = await textOf(res);
      expect(html).toContain('Pick two different coins to swap.');
      expect(html).not.toContain('Fetching price failed');
      expect(html).toContain('value="2,5"');
    },
  );
});

describe('an amount that is not a plain decimal', () => {
  it('through the JSON API: 400 naming the amount', async () => {
    const res = await createOrder(
      site.app.url,
      { ...(await quotedOrder(site.app.url)), amount: '1e3' },
      newKey(),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^amount: /,
    );
  });

  it.each(['quote', 'swap'])(
    'through the form (%s): the reason under the amount, the text kept',
    async (intent) => {
      const before = await upstreamOrders();
      const res = await postForm(site.app.url, swapFields({ intent, amount: '1e3' }));
      expect(res.status).toBe(400);
      const html = await textOf(res);
      expect(html).toMatch(/id="send-amount"[^>]*value="1e3"/);
      expect(html).toMatch(
        /id="send-limit"[^>]*>Enter the amount as a plain number, such as 1\.5</,
      );
      expect(await upstreamOrders()).toBe(before);
    },
  );
});

describe('a hanging price service', () => {
  /** How long a call took, and what it answered. */
  async function timed(call: () => Promise<Response>) {
    const started = performance.now();
    const res = await call();
    const body = await res.text();
    return { status: res.status, body, ms: performance.now() - started };
  }

  it('bounds the form’s Get quote as GET /api/price: 504 after the same headers timeout', async () => {
    const boundMs = site.app.config.upstream.headersTimeoutMs;
    await queueFault(site.sandbox, 'token_price', 'hang');
    const api = await timed(() => fetch(`${site.app.url}/api/price?from=BNB&to=ETH&amount=3`));
    await queueFault(site.sandbox, 'token_price', 'hang');
    const form = await timed(() =>
      postForm(site.app.url, swapFields({ intent: 'quote', amount: '3' })),
    );
    expect(api.status).toBe(504);
    expect(form.status).toBe(504);
    expect(form.body).toContain('Fetching price failed');
    for (const { ms } of [api, form]) {
      expect(ms).toBeGreaterThanOrEqual(boundMs - 50);
      expect(ms).toBeLessThan(boundMs + 1000);
    }
  });
});

describe('a late reply from the exchange', () => {
  /** An app whose visitor bound is 1.5 s, over a sandbox that answers the next create after 2.5 s. */
  async function withLateCreate(use: (app: TestApp) => Promise<void>) {
    await withTestApp(site.sandbox.url, { rendered: true }, async (app) => {
      await control(site.sandbox, 'POST', '/faults', {
        endpoint: 'token_exchange',
        fault: 'late',
        delayMs: app.config.upstream.headersTimeoutMs + 1000,
      });
      await use(app);
    });
  }

  it('through the JSON API: ten concurrent creates with one key make one order, and the retry gets it', async () => {
    await withLateCreate(async (app) => {
      const body = await quotedOrder(app.url);
      const before = await upstreamOrders();
      const key = newKey();
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => createOrder(app.url, body, key)),
      );
      const statuses = replies.map((res) => res.status);
      // the first waited past its bound; the others waited for its answer or were told to retry
      expect(statuses).toContain(504);
      for (const status of statuses) expect([201, 409, 504]).toContain(status);
      for (const res of replies.filter((r) => r.status === 409)) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      }
      const retry = await createOrder(app.url, body, key);
      expect(retry.status).toBe(201);
      const orderId = await orderIdOf(retry);
      for (const res of replies.filter((r) => r.status === 201)) {
        expect(await orderIdOf(res)).toBe(orderId);
      }
      expect(await upstreamOrders()).toBe(before + 1);
      const order = await fetch(`${app.url}/api/orders/${orderId}`);
      expect(order.status).toBe(200);
    });
  });

  it('through the form: the page says to try again, and sending it again opens that order', async () => {
    await withLateCreate(async (app) => {
      const fields = swapFields();
      const before = await upstreamOrders();
      const first = await postForm(app.url, fields);
      expect(first.status).toBe(504);
      expect(await first.text()).toContain('Please contact support team.');
      // sent again while the reply is still on its way, then after: never a second order
      let again = await postForm(app.url, fields);
      for (let i = 0; again.status === 409 && i < 30; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        again = await postForm(app.url, fields);
      }
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toMatch(/^\/order\/[A-Za-z0-9_-]{22}$/);
      expect(await upstreamOrders()).toBe(before + 1);
    });
  });
});
