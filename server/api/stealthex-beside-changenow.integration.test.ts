import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { createOrder } from '../test-support/order-requests.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';
import {
  CAPTURED_ADDRESS as ADDRESS,
  CAPTURED_EXCHANGE_ID,
  capturedCreationBody,
  PROGRESS_DEPOSIT_HASH as DEPOSIT_HASH,
  PROGRESS_PAYOUT_HASH as PAYOUT_HASH,
  startStealthexReplay,
  type StealthexReplay,
} from '../test-support/stealthex-replay.js';
import { postForm } from '../test-support/swap-form-post.js';

// The site with two providers side by side: a ChangeNOW-compatible one (the sandbox's /v2/ side)
// and StealthEX answering with the replies captured from its real API v4. Offers from both, the
// StealthEX minimum and "no maximum", NoPair as no offer while the other offer stays, an order
// placed with StealthEX carrying the visitor's addresses, and its statuses and hashes on the page.

const SX_KEY = 'sx-key-not-a-secret-8e1f';

interface Offer {
  provider: string;
  estimate: number;
  min: number;
  max: number;
  route: unknown;
}

const running = useSiteOfProviders<[RunningSandbox, StealthexReplay]>(
  () => Promise.all([startTestSandbox(), startStealthexReplay(SX_KEY)]),
  ([sandbox, stealthex]) => ({
    cn: {
      protocol: 'changenow',
      url: `${sandbox.url}/v2/`,
      apiKey: 'cn-key-not-a-secret',
      label: 'Change Sandbox',
    },
    sx: {
      protocol: 'stealthex',
      url: stealthex.url,
      apiKey: SX_KEY,
      label: 'StealthEX',
      rating: 'B',
      refundKyc: '0',
    },
  }),
);
const site = () => running().site;
const [sandbox, stealthex] = [() => running().upstreams[0], () => running().upstreams[1]];

async function offersFor(from: string, to: string, amount: string) {
  const res = await fetch(`${site().url}/api/price?from=${from}&to=${to}&amount=${amount}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { offers: Offer[] }).offers;
}

describe('StealthEX beside a ChangeNOW-compatible provider', () => {
  it('offers both, StealthEX with its real minimum and no maximum', async () => {
    const offers = await offersFor('ETH', 'USDT', '0.01');
    expect(offers.map((offer) => offer.provider).sort()).toEqual(['cn', 'sx']);
    const sx = offers.find((offer) => offer.provider === 'sx')!;
    // the estimate is the captured creation's expected payout for this route (stealthex-replay.ts)
    expect(sx).toMatchObject({ estimate: 18.722082, min: 0.0001203, max: 0 });
    // what the visitor reads without script: both offers, and StealthEX's policy in words
    const page = await (
      await postForm(site().url, { intent: 'quote', from: 'ETH', to: 'USDT', amount: '0.01' })
    ).text();
    expect(page).toContain('Change Sandbox');
    expect(page).toContain('StealthEX');
    expect(page).toContain(
      'Rating B: may hold a flagged deposit briefly for checks, then swaps or refunds it',
    );
    expect(page).toContain('Refunds without ID');
  });

  it('takes NoPair as no offer from StealthEX while the other offer stays', async () => {
    stealthex().noPair = (route) => route.to.symbol === 'xmr';
    try {
      const offers = await offersFor('ETH', 'XMR', '0.01');
      expect(offers.map((offer) => offer.provider)).toEqual(['cn']);
      expect(site().logs.join('\n')).not.toMatch(/circuit-open:sx/);
    } finally {
      stealthex().noPair = () => false;
    }
  });

  it('places an order with StealthEX carrying the address and refund address, then shows its statuses and both hashes', async () => {
    const offers = await offersFor('ETH', 'USDT', '0.01');
    const sx = offers.find((offer) => offer.provider === 'sx')!;
    const res = await createOrder(
      site().url,
      {
        from: 'ETH',
        to: 'USDT',
        amount: '0.01',
        address: ADDRESS,
        refundAddress: ADDRESS,
        route: sx.route,
        provider: 'sx',
      },
      'stealthex-order-0001',
    );
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    const asked = stealthex().requests.filter((request) => request.path === 'exchanges');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: 'POST',
      authorization: SX_KEY,
      body: capturedCreationBody(0.01),
    });

    const view = async () =>
      (await (await fetch(`${site().url}/api/orders/${orderId}`)).json()) as {
        status: number;
        provider: string;
        send: { address: string };
        receive: { address: string };
        refundAddress: string | null;
      };
    // as captured: waiting for the deposit, to the address StealthEX gave
    expect(await view()).toMatchObject({
      status: 0,
      provider: 'StealthEX',
      send: { address: '0x0f735f51c2936d313777b1d183d63d9bd6da5ea3' },
      receive: { address: ADDRESS },
      refundAddress: ADDRESS,
    });
    expect(stealthex().requests.at(-1)?.path).toBe(`exchanges/${CAPTURED_EXCHANGE_ID}`);

    stealthex().progress = { status: 'exchanging', depositHash: DEPOSIT_HASH, payoutHash: null };
    expect((await view()).status).toBe(2);
    let page = await (await fetch(`${site().url}/order/${orderId}`)).text();
    expect(page).toContain(DEPOSIT_HASH);
    expect(page).not.toContain(PAYOUT_HASH);

    stealthex().progress = {
      status: 'finished',
      depositHash: DEPOSIT_HASH,
      payoutHash: PAYOUT_HASH,
    };
    expect((await view()).status).toBe(4);
    page = await (await fetch(`${site().url}/order/${orderId}`)).text();
    expect(page).toContain('Order Completed');
    expect(page).toContain('Deposit transaction');
    expect(page).toContain(DEPOSIT_HASH);
    expect(page).toContain('Payout transaction');
    expect(page).toContain(PAYOUT_HASH);
    // the other provider never heard of the visitor's addresses
    const cnOrders = (await (await fetch(`${sandbox().url}/control/orders`)).json()) as {
      orders: number;
    };
    expect(cnOrders.orders).toBe(0);
  });
});
