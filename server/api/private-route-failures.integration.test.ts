import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositAddressFor } from '../sandbox/deposit-address.js';
import { createMemoryOrderMap } from '../stores/order-map.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { startLyingProxy } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { placePrivateOrder, postPrivateForm } from '../test-support/private-orders.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { control } from '../test-support/sandbox-control.js';
import type { OrderView } from '../../shared/contract/api.js';

// A private route (decision 030) whose leg one's provider lies or fails: "liar" (ChangeNOW's
// dialect through a proxy that rewrites its replies) takes leg one, "honest" (StealthEX's
// dialect) leg two. Leg one must pay leg two's deposit in every reply; leg one failing after leg
// two exists leaves the visitor nothing to send to, and support hears of leg two's order. "shy"
// (the price service's dialect through a proxy) names its deposit only in its first status: as
// leg two, a status that cannot be read leaves leg one nothing to pay.

const sandbox = useTestSandbox();
const ELSEWHERE = depositAddressFor('XMR');

let liar: Awaited<ReturnType<typeof startLyingProxy>>;
let shy: Awaited<ReturnType<typeof startLyingProxy>>;
let site: TestApp;
const alerts = recordingAlerts();

beforeAll(async () => {
  liar = await startLyingProxy(`${sandbox.url}/v2/`);
  shy = await startLyingProxy(sandbox.url);
  site = await startTestApp('', {
    alerts,
    // the intents of orders being made, so a retry under the same key meets one left behind
    orderMap: createMemoryOrderMap(),
    env: providersEnv({
      liar: keyedProvider('changenow', `${liar.url}/`, 'Liar Exchange'),
      honest: keyedProvider('stealthex', `${sandbox.url}/stealthex/v4/`, 'Honest Swap'),
      shy: { protocol: 'price-service', url: shy.url, label: 'Shy Service' },
    }),
  });
});
afterAll(async () => {
  await site?.close();
  await liar?.close();
  await shy?.close();
});
beforeEach(() => {
  liar.lie((_call, body) => body);
  liar.fail(() => null);
  shy.fail(() => null);
  alerts.raised.length = 0;
});

const listed = async () =>
  (
    (await control(sandbox, 'GET', '/orders')) as {
      list: { providerId: string; send: { symbol: string; address: string } }[];
    }
  ).list;

const placePrivate = (key: string, route = 'liar+honest', fields: Record<string, unknown> = {}) =>
  placePrivateOrder(site.url, route, key, fields);

const creation = (call: { method: string; path: string }) =>
  call.method === 'POST' && call.path.endsWith('/exchange');

/** A ChangeNOW creation refused for `error` (the dialect's word), as the liar answers it. */
const refusedFor = (error: string) => (call: { method: string; path: string }) =>
  creation(call) ? { status: 400, text: JSON.stringify({ error, message: 'Invalid' }) } : null;

describe('a private route whose leg one lies or fails', () => {
  it('shows the whole order as a mismatch when leg one’s reply pays out elsewhere', async () => {
    const res = await placePrivate('private-liar-0001');
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const honest = (await (await fetch(`${site.url}/api/orders/${orderId}`)).json()) as OrderView;
    expect(honest.providerMismatch).toBeUndefined();
    expect(honest.send.address).not.toBe('');

    liar.lie((call, body) =>
      call.path.includes('/exchange/by-id')
        ? { ...(body as object), payoutAddress: ELSEWHERE }
        : body,
    );
    const lied = (await (await fetch(`${site.url}/api/orders/${orderId}`)).json()) as OrderView;
    expect(lied.providerMismatch).toContain('receive-address');
    expect(lied.send.address).toBe('');
    expect(lied.legs).toBeUndefined();
    expect(alerts.raised.map((alert) => alert.kind)).toContain('provider-mismatch:status');
  });

  it('refuses an order whose leg one creation names another payout, and tells support of leg two', async () => {
    liar.lie((call, body) =>
      call.method === 'POST' && call.path.endsWith('/exchange')
        ? { ...(body as object), payoutAddress: ELSEWHERE }
        : body,
    );
    const before = (await listed()).length;
    const res = await placePrivate('private-liar-0002');
    expect(res.status).toBe(502);
    const made = (await listed()).slice(before);
    // leg two was made first, then leg one; the visitor was shown neither deposit
    expect(made.map((order) => order.send.symbol)).toEqual(['XMR', 'ETH']);
    const stranded = alerts.raised.find((alert) => alert.kind === 'private-route:leg-one-failed');
    expect(stranded?.orders?.provider).toBe(made[0]!.providerId);
  });

  it('leaves nothing to send to when leg one cannot be made after leg two', async () => {
    liar.fail((call) =>
      call.method === 'POST' && call.path.endsWith('/exchange')
        ? { status: 500, text: '{"error":"internal"}' }
        : null,
    );
    const res = await placePrivate('private-liar-0003');
    expect(res.status).toBeGreaterThanOrEqual(500);
    const body = (await res.json()) as { orderId?: string };
    expect(body.orderId).toBeUndefined();
    expect(alerts.raised.map((alert) => alert.kind)).toContain('private-route:leg-one-failed');
  });

  it('answers leg one refusing leg two’s deposit as the provider’s fault, never the visitor’s address, and frees the key', async () => {
    liar.fail(refusedFor('not_valid_address'));
    const before = (await listed()).length;
    const res = await placePrivate('private-liar-0004');
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).not.toBe('INVALID_ADDRESS');
    const stranded = alerts.raised.find((alert) => alert.kind === 'private-route:leg-one-failed');
    expect(stranded?.orders?.provider).toBe((await listed())[before]!.providerId);
    // leg one was not made: nothing to pay, nothing to chase; the same key orders afresh
    liar.fail(() => null);
    const retry = await placePrivate('private-liar-0004');
    expect(retry.status).toBe(201);
  });

  it('frees the key when leg one is never asked: leg two’s deposit could not be had', async () => {
    shy.fail((call) =>
      call.path.includes('exchange_status') ? { status: 500, text: 'down' } : null,
    );
    const askedBefore = liar.calls.filter(creation).length;
    const res = await placePrivate('private-shy-0001', 'liar+shy');
    expect(res.status).toBe(502);
    expect(alerts.raised.map((alert) => alert.kind)).toContain('private-route:leg-one-failed');
    expect(liar.calls.filter(creation)).toHaveLength(askedBefore);
    shy.fail(() => null);
    const retry = await placePrivate('private-shy-0001', 'liar+shy');
    expect(retry.status).toBe(201);
  });
});

describe('a private route whose leg two refuses the Monero refund address', () => {
  it('answers a problem with the xmrRefundAddress field, asking for no leg one', async () => {
    liar.fail(refusedFor('not_valid_refund_address'));
    const before = (await listed()).length;
    const res = await placePrivate('private-xmr-refund-0001', 'honest+liar', {
      xmrRefundAddress: ELSEWHERE,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'INVALID_ADDRESS',
      message: expect.stringMatching(/^xmrRefundAddress: /),
      // the page with script points at the field by this, never by the English message
      params: { field: 'xmrRefundAddress' },
    });
    // the proxy refused after the sandbox took leg two; no leg one (ETH) was asked for
    expect((await listed()).slice(before).map((order) => order.send.symbol)).toEqual(['XMR']);
  });

  it('shows it under the Monero refund field of the script-free form', async () => {
    liar.fail(refusedFor('not_valid_refund_address'));
    const res = await postPrivateForm(site.url, 'honest+liar', { xmrRefundAddress: ELSEWHERE });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('This is not a valid Monero address.');
    expect(html).toContain(`value="${ELSEWHERE}"`);
  });
});
