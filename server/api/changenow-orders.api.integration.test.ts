import { createMemoryOrderMap } from '../stores/order-map.js';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../metrics/metrics.js';
import { startChangenowTestApp } from '../test-support/harness.js';
import {
  createOrder,
  onQuote,
  orderOnQuote,
  quote,
  VALID_ETH_ADDRESS,
  XRP_ADDRESS,
  BNB_TO_XRP,
} from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { useSiteOverChangenow } from '../test-support/site-over-sandbox.js';

// The site over the sandbox's ChangeNOW side, through the JSON API: fixed-rate quotes,
// the site's own order ids, the refund address and the destination tag end to end.

const site = useSiteOverChangenow();

interface ListedOrder {
  providerId: string;
  send: { symbol: string; amount: number; address: string; memo: string | null };
  receive: { symbol: string; amount: number; address: string; memo: string | null };
  refundAddress: string | null;
}

async function sandboxOrders(): Promise<ListedOrder[]> {
  return ((await control(site.sandbox, 'GET', '/orders')) as { list: ListedOrder[] }).list;
}

describe('the site over a ChangeNOW-compatible provider', () => {
  it('quotes a fixed rate with its rate id and how long it holds', async () => {
    const quoted = await quote(site.app.url, 'BNB', 'ETH', '1');
    expect(quoted.estimate).toBeGreaterThan(0);
    expect(quoted.min).toBeGreaterThan(0);
    expect(quoted.rateId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(quoted.validUntil! - Date.now() / 1000).toBeGreaterThan(60);
  });

  it('makes an order under its own id, with the refund address and XRP destination tag', async () => {
    const quoted = await quote(site.app.url, 'BNB', 'XRP', '1');
    const response = await createOrder(site.app.url, {
      ...BNB_TO_XRP,
      refundAddress: VALID_ETH_ADDRESS,
      receiveMemo: '123456',
      ...onQuote(quoted),
    });
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const provider = (await sandboxOrders()).find((order) => order.receive.memo === '123456')!;
    expect(provider.providerId).not.toBe(orderId);
    expect(provider.refundAddress).toBe(VALID_ETH_ADDRESS);
    expect(provider.receive.address).toBe(XRP_ADDRESS);

    const view = await (await fetch(`${site.app.url}/api/orders/${orderId}`)).json();
    expect(view).toMatchObject({
      orderId,
      status: 0,
      send: { symbol: 'BNB', amount: 1, address: provider.send.address, memo: null },
      receive: { symbol: 'XRP', address: XRP_ADDRESS, memo: '123456' },
      refundAddress: VALID_ETH_ADDRESS,
    });
  });

  it('shows the deposit tag the provider gives for an XRP deposit', async () => {
    const response = await orderOnQuote(site.app.url, 'XRP', '100');
    expect(response.status).toBe(201);
    const { orderId } = (await response.json()) as { orderId: string };
    const view = (await (await fetch(`${site.app.url}/api/orders/${orderId}`)).json()) as {
      send: { memo: string | null; address: string };
    };
    expect(view.send.memo).toMatch(/^\d+$/);
    const provider = (await sandboxOrders()).find((o) => o.send.address === view.send.address)!;
    expect(provider.send.memo).toBe(view.send.memo);
  });

  it('maps the provider words to the statuses the page shows', async () => {
    // statuses only move forward (decision 020): each final word on an order of its own
    const walks: [string, number][][] = [
      [
        ['new', 0],
        ['waiting', 0],
        ['confirming', 1],
        ['verifying', 8],
        ['exchanging', 2],
        ['sending', 3],
        ['finished', 4],
      ],
      [['expired', 5]],
      [['failed', 6]],
      [['refunded', 7]],
    ];
    for (const walk of walks) {
      const created = await orderOnQuote(site.app.url, 'BNB', '1');
      const { orderId } = (await created.json()) as { orderId: string };
      const providerId = (await sandboxOrders()).at(-1)!.providerId;
      for (const [word, status] of walk) {
        await control(site.sandbox, 'POST', `/orders/${providerId}/status`, { status: word });
        const view = (await (await fetch(`${site.app.url}/api/orders/${orderId}`)).json()) as {
          status: number;
        };
        expect(view.status, word).toBe(status);
      }
    }
  });

  it('answers 404 for an id it never gave out, even one the provider knows', async () => {
    const providerId = (await sandboxOrders()).at(-1)!.providerId;
    const padded = providerId.padEnd(22, 'x');
    const response = await fetch(`${site.app.url}/api/orders/${padded}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'ORDER_NOT_FOUND',
    );
  });

  it('refuses a refund address or a tag that breaks its coin rule, with 400', async () => {
    const quoted = await quote(site.app.url, 'BNB', 'XRP', '1');
    const base = { from: 'BNB', to: 'XRP', amount: '1', address: XRP_ADDRESS, route: quoted.route };
    const badRefund = await createOrder(site.app.url, { ...base, refundAddress: XRP_ADDRESS });
    expect(badRefund.status).toBe(400);
    expect(((await badRefund.json()) as { error: { message: string } }).error.message).toMatch(
      /^refundAddress: not a BNB address/,
    );
    const badTag = await createOrder(site.app.url, { ...base, receiveMemo: '4294967296' });
    expect(badTag.status).toBe(400);
    expect(((await badTag.json()) as { error: { message: string } }).error.message).toMatch(
      /^receiveMemo: must be a destination tag/,
    );
    const tagOnEth = await createOrder(site.app.url, {
      ...base,
      to: 'ETH',
      address: VALID_ETH_ADDRESS,
      receiveMemo: '1',
    });
    expect(tagOnEth.status).toBe(400);
  });
});

describe('an order the site cannot record', () => {
  it(
    'answers 503 at once (never 500) and, failing past a failover, alerts naming both ids, shortened in the mail',
    { timeout: 45_000 },
    async () => {
      const failingMap = {
        ...createMemoryOrderMap(),
        put: () => Promise.reject(new Error('disk full')),
      };
      const metrics = createMetrics('changenow');
      const unrecorded = await startChangenowTestApp(site.sandbox, {
        orderMap: failingMap,
        metrics,
      });
      try {
        const response = await orderOnQuote(unrecorded.url, 'BNB', '1');
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        const providerId = (await sandboxOrders()).at(-1)!.providerId;
        const outbox = unrecorded.config.alerts.outboxDir;
        let mail = '';
        await expect
          .poll(
            async () => {
              const files = await readdir(outbox);
              mail = files.length ? await readFile(join(outbox, files[0]!), 'utf8') : '';
              return mail;
            },
            { timeout: 20_000, interval: 250 },
          )
          // the map write keeps failing past a failover's length: support hears while it retries
          .toContain('order-map:write');
        expect(mail).toContain(`provider ${providerId.slice(0, 4)}…${providerId.slice(-4)}`);
        expect(mail).not.toContain(providerId);
        expect(mail).toMatch(/ours [A-Za-z0-9_-]{6}…[A-Za-z0-9_-]{6}/);
        // the upstream's calls are counted under this protocol
        expect(await metrics.registry.metrics()).toMatch(
          /swap_upstream_call_duration_seconds_count\{call="token_exchange",outcome="ok",protocol="changenow",provider="upstream"\} 1/,
        );
      } finally {
        await unrecorded.close();
      }
    },
  );
});
