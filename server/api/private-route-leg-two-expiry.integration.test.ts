import { beforeEach, describe, expect, it } from 'vitest';
import { startTestApp } from '../test-support/harness.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { orderView } from '../test-support/order-requests.js';
import { placePrivateOrder } from '../test-support/private-orders.js';
import { keyedProvider, providersEnv } from '../test-support/providers-env.js';
import { control, listedOrders } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

// A private route's leg two (decision 030) is made first and has its own deposit window, while its
// deposit is leg one's payout, sent only after the visitor's deposit and leg one's whole swap: a
// provider may report leg two expired before that payout arrives. Until leg one has paid out the
// order must not read as expired, nor turn into "do not send" once leg two takes the late Monero;
// reported after leg one paid it, the expiry is what it is and support hears of it, once.

const alerts = recordingAlerts();
const running = useSiteOverSandbox(
  () => ({ alerts }),
  (sandbox, options) =>
    startTestApp('', {
      ...options,
      env: providersEnv({
        cn: keyedProvider('changenow', `${sandbox.url}/v2/`, 'Change Sandbox'),
        sx: keyedProvider('stealthex', `${sandbox.url}/stealthex/v4/`, 'Stealth Sandbox'),
      }),
    }),
);
beforeEach(() => {
  alerts.raised.length = 0;
});

const force = (providerId: string, status: number) =>
  control(running.sandbox, 'POST', `/orders/${providerId}/status`, { status });
const view = (orderId: string) => orderView(running.app.url, orderId);
const expiryAlerts = () =>
  alerts.raised.filter((alert) => alert.kind === 'private-route:leg-two-expired');

/** A private order ETH>BTC through cn then sx: our id and its two sandbox orders. */
async function placePrivate(key: string) {
  const before = (await listedOrders(running.sandbox)).length;
  const res = await placePrivateOrder(running.app.url, 'cn+sx', key);
  const body = (await res.json()) as { orderId: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  const [legTwo, legOne] = (await listedOrders(running.sandbox)).slice(before);
  return { orderId: body.orderId, legOne: legOne!.providerId, legTwo: legTwo!.providerId };
}

describe('a private route whose leg two reports expired', () => {
  it('shows it waiting while leg one has not paid out, and follows it when the Monero is swapped late', async () => {
    const { orderId, legOne, legTwo } = await placePrivate('leg-two-expiry-0001');
    await force(legTwo, 5);
    const early = await view(orderId);
    expect(early.providerMismatch).toBeUndefined();
    expect(early.status).toBe(0);
    expect(early.legs!.map((leg) => leg.status)).toEqual([0, 0]);
    expect(early.send.address).not.toBe('');

    await force(legOne, 2);
    const exchanging = await view(orderId);
    expect(exchanging.status).toBe(2);
    expect(exchanging.legs!.map((leg) => leg.status)).toEqual([2, 0]);

    // leg one pays out; leg two's provider takes the Monero that arrived after its window
    await force(legOne, 4);
    await force(legTwo, 1);
    const between = await view(orderId);
    expect(between.providerMismatch).toBeUndefined();
    expect(between.status).toBe(2);
    expect(between.legs!.map((leg) => leg.status)).toEqual([4, 1]);
    await force(legTwo, 4);
    expect((await view(orderId)).status).toBe(4);
    expect(expiryAlerts()).toEqual([]);
  });

  it('shows it expired once leg one has paid out, and tells support once', async () => {
    const { orderId, legOne, legTwo } = await placePrivate('leg-two-expiry-0002');
    await force(legOne, 4);
    await force(legTwo, 5);
    const expired = await view(orderId);
    expect(expired.providerMismatch).toBeUndefined();
    expect(expired.status).toBe(5);
    expect(expired.legs!.map((leg) => leg.status)).toEqual([4, 5]);
    await view(orderId);
    await expect.poll(() => expiryAlerts().length).toBe(1);
    expect(expiryAlerts()[0]).toMatchObject({ orders: { ours: orderId, provider: legTwo } });
    expect(expiryAlerts()[0]!.summary).toMatch(/^Provider sx: .*leg two reports expired/);
  });

  it('tells support nothing when leg one itself expired unpaid', async () => {
    const { orderId, legOne, legTwo } = await placePrivate('leg-two-expiry-0003');
    await force(legOne, 5);
    await force(legTwo, 5);
    const expired = await view(orderId);
    expect(expired.status).toBe(5);
    expect(expired.legs!.map((leg) => leg.status)).toEqual([5, 5]);
    expect(expiryAlerts()).toEqual([]);
  });
});
