import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositAddressFor } from '../sandbox/deposit-address.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { startLyingProxy } from '../test-support/lying-proxy.js';
import { startTestApp, type TestApp } from '../test-support/harness.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { control } from '../test-support/sandbox-control.js';
import type { OrderView, PriceQuote } from '../../shared/contract/api.js';

// A private route (decision 030) whose leg one's provider lies or fails: "liar" (ChangeNOW's
// dialect through a proxy that rewrites its replies) takes leg one, "honest" (StealthEX's
// dialect) leg two. Leg one must pay leg two's deposit in every reply; leg one failing after leg
// two exists leaves the visitor nothing to send to, and support hears of leg two's order.

const sandbox = useTestSandbox();
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const ELSEWHERE = depositAddressFor('XMR');

let liar: Awaited<ReturnType<typeof startLyingProxy>>;
let site: TestApp;
const alerts = recordingAlerts();

beforeAll(async () => {
  liar = await startLyingProxy(`${sandbox.url}/v2/`);
  site = await startTestApp('', {
    alerts,
    env: providersEnv({
      liar: keyedProvider('changenow', `${liar.url}/`, 'Liar Exchange'),
      honest: keyedProvider('stealthex', `${sandbox.url}/stealthex/v4/`, 'Honest Swap'),
    }),
  });
});
afterAll(async () => {
  await site?.close();
  await liar?.close();
});
beforeEach(() => {
  liar.lie((_call, body) => body);
  liar.fail(() => null);
  alerts.raised.length = 0;
});

const listed = async () =>
  (
    (await control(sandbox, 'GET', '/orders')) as {
      list: { providerId: string; send: { symbol: string; address: string } }[];
    }
  ).list;

async function placePrivate(key: string) {
  const quote = (await (
    await fetch(`${site.url}/api/price?from=ETH&to=BTC&amount=0.5`)
  ).json()) as PriceQuote;
  const offer = quote.privateOffers!.find((each) => each.provider === 'liar+honest')!;
  return fetch(`${site.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({
      from: 'ETH',
      to: 'BTC',
      amount: '0.5',
      address: BTC_ADDRESS,
      refundAddress: VALID_ETH_ADDRESS,
      estimate: String(offer.estimate),
      provider: 'liar+honest',
    }),
  });
}

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
});
