import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { createOrder, VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';

// Several providers at once: two standalone sandboxes, beta's market 3% better. Every
// quote asks both; the visitor's pick decides who makes the order, and the other never hears of it.

const ordersAt = async (sandbox: RunningSandbox) =>
  ((await control(sandbox, 'GET', '/orders')) as { orders: number }).orders;

interface Offer {
  provider: string;
  label: string;
  estimate: number;
  rating: string | null;
  refundNeedsKyc: boolean | null;
  fixedRate: boolean;
}

async function priceOf(amount = '1') {
  const res = await fetch(`${site().url}/api/price?from=BNB&to=ETH&amount=${amount}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { estimate: number; route: unknown; offers: Offer[] };
}

const postForm = (fields: Record<string, string>) =>
  fetch(`${site().url}/`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams(fields).toString(),
  });

/** The script-free form's swap of 1 BNB to ETH, alpha's offer picked. */
const formSwapOnAlpha = {
  intent: 'swap',
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  provider: 'alpha',
};

const order = (extra: Record<string, unknown>) => ({
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: VALID_ETH_ADDRESS,
  ...extra,
});

// beta as a rival provider: its market starts 3% better (a demo's --market-percent=3)
const running = useSiteOfProviders<[RunningSandbox, RunningSandbox]>(
  () => Promise.all([startTestSandbox(), startTestSandbox(3)]),
  ([alpha, beta]) => ({
    alpha: {
      protocol: 'price-service',
      url: alpha.url,
      label: 'Alpha Exchange',
      rating: 'C',
      refundKyc: '1',
    },
    beta: {
      protocol: 'price-service',
      url: beta.url,
      label: 'Beta Swap',
      rating: 'A',
      refundKyc: '0',
    },
  }),
);
const site = () => running().site;
const [alpha, beta] = [() => running().upstreams[0], () => running().upstreams[1]];

describe('several providers', () => {
  it('answers every offer best first, with what visitors should know of each', async () => {
    const quote = await priceOf();
    expect(quote.offers.map((offer) => offer.provider)).toEqual(['beta', 'alpha']);
    const [best, other] = quote.offers;
    expect(best!.estimate / other!.estimate).toBeCloseTo(1.03, 2);
    // the top-level fields are the best offer's
    expect(quote.estimate).toBe(best!.estimate);
    expect(best).toMatchObject({ label: 'Beta Swap', rating: 'A', refundNeedsKyc: false });
    expect(other).toMatchObject({ label: 'Alpha Exchange', rating: 'C', refundNeedsKyc: true });
    expect(best!.fixedRate).toBe(false);
  });

  it('sends the order to the provider picked, and nothing to the other', async () => {
    const [alphaBefore, betaBefore] = [await ordersAt(alpha()), await ordersAt(beta())];
    const res = await createOrder(site().url, order({ provider: 'alpha' }), 'pick-alpha-0001');
    expect(res.status).toBe(201);
    const { orderId } = (await res.json()) as { orderId: string };
    expect(await ordersAt(alpha())).toBe(alphaBefore + 1);
    expect(await ordersAt(beta())).toBe(betaBefore);
    // the site's own id, found again at the provider that holds it, which the view names
    const view = await fetch(`${site().url}/api/orders/${orderId}`);
    expect(view.status).toBe(200);
    expect(await view.json()).toMatchObject({ orderId, provider: 'Alpha Exchange', status: 0 });
    // and the signed guarantee names it too
    const guarantee = await (await fetch(`${site().url}/order/${orderId}/guarantee.txt`)).text();
    expect(guarantee).toMatch(/Provider: +Alpha Exchange/);
  });

  it("orders from the best offer's provider when none is picked", async () => {
    const betaBefore = await ordersAt(beta());
    const alphaBefore = await ordersAt(alpha());
    const res = await createOrder(site().url, order({}), 'pick-none-0001');
    expect(res.status).toBe(201);
    expect(await ordersAt(beta())).toBe(betaBefore + 1);
    expect(await ordersAt(alpha())).toBe(alphaBefore);
  });

  it('holds the picked provider to the estimate the visitor saw of it', async () => {
    const quote = await priceOf();
    const alphaOffer = quote.offers.find((offer) => offer.provider === 'alpha')!;
    const held = await createOrder(
      site().url,
      order({ provider: 'alpha', estimate: String(alphaOffer.estimate) }),
      'held-alpha-0001',
    );
    expect(held.status).toBe(201);
    // beta's better estimate is not alpha's: alpha's fresh quote moved too far from it
    const moved = await createOrder(
      site().url,
      order({ provider: 'alpha', estimate: String(quote.offers[0]!.estimate) }),
      'held-alpha-0002',
    );
    expect(moved.status).toBe(409);
  });

  it('refuses a provider that is not configured', async () => {
    const res = await createOrder(site().url, order({ provider: 'gamma' }), 'pick-gamma-001');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^provider:/,
    );
  });

  it('answers with the others’ offers within 4 s while one provider hangs', async () => {
    await queueFault(alpha(), 'token_price', 'hang');
    const startedAt = Date.now();
    const quote = await priceOf('1.25');
    expect(Date.now() - startedAt).toBeLessThan(4000);
    expect(quote.offers.map((offer) => offer.provider)).toEqual(['beta']);
    await control(alpha(), 'DELETE', '/faults');
  });

  it('offers each provider as a radio on the script-free quote page, the best checked', async () => {
    const res = await postForm({ intent: 'quote', from: 'BNB', to: 'ETH', amount: '1' });
    expect(res.status).toBe(200);
    const html = await res.text();
    const radios = [
      ...html.matchAll(/<input type="radio" name="provider"( checked="")? value="(\w+)"/g),
    ];
    expect(radios.map((radio) => [radio[2], radio[1] !== undefined])).toEqual([
      ['beta', true],
      ['alpha', false],
    ]);
    expect(html).toContain('Beta Swap');
    expect(html).toContain('name="offerEstimate-alpha"');
  });

  it("holds a script-free pick to that provider's shown estimate, and names it on the order page", async () => {
    const quote = await priceOf();
    const alphaOffer = quote.offers.find((offer) => offer.provider === 'alpha')!;
    const res = await postForm({
      ...formSwapOnAlpha,
      estimate: String(quote.estimate),
      quotedFor: 'BNB>ETH:1',
      'offerEstimate-alpha': String(alphaOffer.estimate),
      'offerEstimate-beta': String(quote.estimate),
      idempotencyKey: 'form-held-alpha-01',
    });
    expect(res.status).toBe(303);
    const page = await fetch(`${site().url}${res.headers.get('location')}`);
    expect(await page.text()).toContain('Swap made by Alpha Exchange');
  });

  it('takes the provider picked in the script-free form', async () => {
    const alphaBefore = await ordersAt(alpha());
    const res = await postForm({ ...formSwapOnAlpha, idempotencyKey: 'form-pick-alpha-01' });
    expect(res.status).toBe(303);
    expect(await ordersAt(alpha())).toBe(alphaBefore + 1);
  });
});
