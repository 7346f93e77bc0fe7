import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { createOrder, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';

// Three providers side by side, each a dialect of one sandbox: ChangeNOW's API v2, StealthEX's
// API v4 and LetsExchange's API v1. The sandbox takes one key only, so every offer proves its
// provider's key travelled as its protocol sends it (LetsExchange's as a Bearer token). An order
// with LetsExchange then goes through waiting, exchanging and finished with both hashes, and a
// deposit LetsExchange holds for its AML check shows as on hold, its words kept for support.

const KEY = 'one-key-for-every-dialect-3b7a';

const running = useSiteOfProviders<[RunningSandbox]>(
  async () => [await startTestSandbox(0, { apiKey: KEY })],
  ([sandbox]) => ({
    cn: { protocol: 'changenow', url: `${sandbox.url}/v2/`, apiKey: KEY, label: 'Change Sandbox' },
    sx: {
      protocol: 'stealthex',
      url: `${sandbox.url}/stealthex/v4/`,
      apiKey: KEY,
      label: 'Stealth Sandbox',
    },
    lx: {
      protocol: 'letsexchange',
      url: `${sandbox.url}/letsexchange/api/v1/`,
      apiKey: KEY,
      label: 'Lets Sandbox',
      rating: 'D',
    },
  }),
);
const site = () => running().site;
const sandbox = () => running().upstreams[0];

interface Offer {
  provider: string;
  estimate: number;
  route: unknown;
}

interface View {
  status: number;
  provider: string;
  send: { address: string };
  receive: { address: string };
  depositHash?: string | null;
  payoutHash?: string | null;
  holdReason?: string;
}

async function offersFor(from: string, to: string, amount: string): Promise<Offer[]> {
  const res = await fetch(`${site().url}/api/price?from=${from}&to=${to}&amount=${amount}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { offers: Offer[] }).offers;
}

/** An order placed with LetsExchange on its own offer; our id and the provider's. */
async function orderWithLetsexchange(key: string) {
  const lx = (await offersFor('ETH', 'USDT', '0.5')).find((offer) => offer.provider === 'lx')!;
  const res = await createOrder(
    site().url,
    {
      from: 'ETH',
      to: 'USDT',
      amount: '0.5',
      address: VALID_ETH_ADDRESS,
      refundAddress: VALID_ETH_ADDRESS,
      route: lx.route,
      provider: 'lx',
    },
    key,
  );
  expect(res.status).toBe(201);
  const { orderId } = (await res.json()) as { orderId: string };
  const listed = (await control(sandbox(), 'GET', '/orders')) as {
    list: { providerId: string }[];
  };
  return { orderId, providerId: listed.list.at(-1)!.providerId };
}

const view = async (orderId: string) =>
  (await (await fetch(`${site().url}/api/orders/${orderId}`)).json()) as View;
const page = async (orderId: string) => (await fetch(`${site().url}/order/${orderId}`)).text();
const force = (providerId: string, status: string) =>
  control(sandbox(), 'POST', `/orders/${providerId}/status`, { status });

describe('ChangeNOW, StealthEX and LetsExchange side by side', () => {
  it('gives three offers, one from each dialect, each with its key sent its own way', async () => {
    const offers = await offersFor('ETH', 'BTC', '0.5');
    expect(offers.map((offer) => offer.provider).sort()).toEqual(['cn', 'lx', 'sx']);
    for (const offer of offers) expect(offer.estimate).toBeGreaterThan(0);
    expect(site().logs.join('\n')).not.toMatch(/circuit-open/);
  });

  it('takes an order with LetsExchange through waiting, exchanging and finished, with both hashes', async () => {
    const { orderId, providerId } = await orderWithLetsexchange('lx-order-walk-0001');
    expect(await view(orderId)).toMatchObject({
      status: 0,
      provider: 'Lets Sandbox',
      receive: { address: VALID_ETH_ADDRESS },
      depositHash: null,
      payoutHash: null,
    });
    await control(sandbox(), 'POST', `/orders/${providerId}/deposit`);
    await force(providerId, 'exchanging');
    const exchanging = await view(orderId);
    expect(exchanging.status).toBe(2);
    expect(exchanging.depositHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(exchanging.payoutHash).toBeNull();

    await force(providerId, 'success');
    const finished = await view(orderId);
    expect(finished.status).toBe(4);
    expect(finished.payoutHash).toMatch(/^0x[0-9a-f]{64}$/);
    const shown = await page(orderId);
    expect(shown).toContain('Order Completed');
    expect(shown).toContain(finished.depositHash);
    expect(shown).toContain(finished.payoutHash);
  });

  it('shows a deposit LetsExchange holds for its AML check as on hold, its words kept for support', async () => {
    const { orderId, providerId } = await orderWithLetsexchange('lx-order-held-0001');
    await control(sandbox(), 'POST', `/orders/${providerId}/deposit`);
    await force(providerId, 'verifying');
    const held = await view(orderId);
    expect(held.status).toBe(8);
    expect(held.holdReason).toBe(
      `AML check: Mixer (sandbox) 45%; identity asked at https://kyc.sandbox.invalid/${providerId}`,
    );
    expect(await page(orderId)).toContain('On hold: the provider is checking this swap');
  });
});
