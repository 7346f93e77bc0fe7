import { describe, expect, it } from 'vitest';
import { depositAddressFor } from '../sandbox/deposit-address.js';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import {
  createOrder,
  orderPageText,
  orderView,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { opensslVerifies } from '../test-support/openssl-verify.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';
import { control, listedOrders } from '../test-support/sandbox-control.js';
import type { PriceQuote } from '../../shared/contract/api.js';
import { offerEstimateField } from '../../shared/contract/render.js';
import { postForm } from '../test-support/swap-form-post.js';
import { postPrivateForm } from '../test-support/private-orders.js';

// A private route end to end (decision 030) over real HTTP: ChangeNOW's dialect (cn) and
// StealthEX's (sx) as two providers of one sandbox, so leg one's payout arrives as leg two's
// deposit by itself. The order is made leg two first, the two orders linked; the view and the
// page follow both legs to the end, and the signed documents name both.

const KEY = 'private-route-key-0002';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const XMR_REFUND = depositAddressFor('XMR');

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
    ps: { protocol: 'price-service', url: sandbox.url, label: 'Price Sandbox' },
  }),
);
const site = () => running().site;
const sandbox = () => running().upstreams[0];

const listed = () => listedOrders(sandbox());
const view = (orderId: string) => orderView(site().url, orderId);
const pageText = (orderId: string) => orderPageText(site().url, orderId);

async function privateOffer(amount = '0.5') {
  const res = await fetch(`${site().url}/api/price?from=ETH&to=BTC&amount=${amount}`);
  const quote = (await res.json()) as PriceQuote;
  return quote.privateOffers!.find((offer) => offer.provider === 'cn+sx')!;
}

/** A private order ETH>BTC through cn then sx; our id and the two sandbox orders it made. */
async function placePrivate(key: string) {
  const before = (await listed()).length;
  const offer = await privateOffer();
  const res = await createOrder(
    site().url,
    {
      from: 'ETH',
      to: 'BTC',
      amount: '0.5',
      address: BTC_ADDRESS,
      refundAddress: VALID_ETH_ADDRESS,
      xmrRefundAddress: XMR_REFUND,
      estimate: String(offer.estimate),
      provider: 'cn+sx',
    },
    key,
  );
  const body = (await res.json()) as { orderId: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  const { orderId } = body;
  const made = (await listed()).slice(before);
  return { orderId, offer, made };
}

describe('a private route’s order through two providers', () => {
  it('makes leg two first, then leg one paying out to leg two’s deposit', async () => {
    const { made, offer } = await placePrivate('private-order-0001');
    expect(made).toHaveLength(2);
    const [legTwo, legOne] = made;
    // leg two: Monero to the coin wanted, paid to the visitor, refunded to their Monero address
    expect(legTwo).toMatchObject({
      send: { symbol: 'XMR', amount: offer.legs![0].estimate },
      receive: { symbol: 'BTC', address: BTC_ADDRESS },
      refundAddress: XMR_REFUND,
    });
    // leg one: the visitor's coin to Monero, paid to leg two's deposit, refunded to the visitor
    expect(legOne).toMatchObject({
      send: { symbol: 'ETH', amount: 0.5 },
      receive: { symbol: 'XMR', address: legTwo!.send.address },
      refundAddress: VALID_ETH_ADDRESS,
    });
  });

  it('answers a repeat of the key with the same order, making no third provider order', async () => {
    const first = await placePrivate('private-order-0002');
    const count = (await listed()).length;
    const again = await createOrder(
      site().url,
      {
        from: 'ETH',
        to: 'BTC',
        amount: '0.5',
        address: BTC_ADDRESS,
        refundAddress: VALID_ETH_ADDRESS,
        xmrRefundAddress: XMR_REFUND,
        estimate: String(first.offer.estimate),
        provider: 'cn+sx',
      },
      'private-order-0002',
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { orderId: string }).orderId).toBe(first.orderId);
    expect((await listed()).length).toBe(count);
  });

  it('tells the visitor to send to leg one’s deposit only, and follows both legs to the end', async () => {
    const { orderId, made } = await placePrivate('private-order-0003');
    const [legTwo, legOne] = made;
    const waiting = await view(orderId);
    expect(waiting).toMatchObject({
      status: 0,
      send: { symbol: 'ETH', amount: 0.5, address: legOne!.send.address },
      receive: { symbol: 'BTC', address: BTC_ADDRESS },
      provider: 'Change Sandbox + Stealth Sandbox',
    });
    expect(waiting.legs!.map((leg) => [leg.provider, leg.status])).toEqual([
      ['Change Sandbox', 0],
      ['Stealth Sandbox', 0],
    ]);
    expect(waiting.legs![0].receive.address).toBe(legTwo!.send.address);
    expect(waiting.legs![1].refundAddress).toBe(XMR_REFUND);
    const waitingPage = await pageText(orderId);
    expect(waitingPage).toContain('Leg one: ETH to XMR at Change Sandbox Waiting for the deposit');
    expect(waitingPage).toContain('Leg two: XMR to BTC at Stealth Sandbox Waiting for the deposit');

    await control(sandbox(), 'POST', `/orders/${legOne!.providerId}/deposit`);
    await control(sandbox(), 'POST', `/orders/${legOne!.providerId}/status`, {
      status: 'exchanging',
    });
    const exchanging = await view(orderId);
    expect(exchanging.status).toBe(2);
    expect(exchanging.depositHash).toMatch(/^0x[0-9a-f]{64}$/);

    // leg one pays out: its Monero arrives as leg two's deposit by itself
    await control(sandbox(), 'POST', `/orders/${legOne!.providerId}/status`, {
      status: 'finished',
    });
    const between = await view(orderId);
    expect(between.status).toBe(2);
    expect(between.legs!.map((leg) => leg.status)).toEqual([4, 1]);
    const betweenPage = await pageText(orderId);
    expect(betweenPage).toContain('at Change Sandbox Order Completed');
    expect(betweenPage).toContain('at Stealth Sandbox Received, confirming');

    await control(sandbox(), 'POST', `/orders/${legTwo!.providerId}/status`, {
      status: 'finished',
    });
    const finished = await view(orderId);
    expect(finished.status).toBe(4);
    expect(finished.legs!.map((leg) => leg.status)).toEqual([4, 4]);
    expect(finished.payoutHash).toBe(finished.legs![1].payoutHash);
    expect(finished.payoutHash).toBeTruthy();
    const finishedPage = await pageText(orderId);
    expect(finishedPage).toContain('at Stealth Sandbox Order Completed');
    expect(finishedPage).toContain(finished.payoutHash!);
  });

  it('holds the whole order when leg two is held, with its provider’s words', async () => {
    const { orderId, made } = await placePrivate('private-order-0004');
    const [legTwo, legOne] = made;
    await control(sandbox(), 'POST', `/orders/${legOne!.providerId}/status`, {
      status: 'finished',
    });
    await control(sandbox(), 'POST', `/orders/${legTwo!.providerId}/status`, {
      status: 'verifying',
    });
    const held = await view(orderId);
    expect(held.status).toBe(8);
    expect(held.legs![1].status).toBe(8);
    expect(held.holdReason).toBe(held.legs![1].holdReason);
  });

  it('signs one guarantee and one receipt naming both legs, which openssl verifies', async () => {
    const { orderId, made } = await placePrivate('private-order-0005');
    const [legTwo, legOne] = made;
    const fetchBytes = async (path: string) =>
      Buffer.from(await (await fetch(`${site().url}${path}`)).arrayBuffer());
    await view(orderId);
    const guarantee = await fetchBytes(`/order/${orderId}/guarantee.txt`);
    const text = guarantee.toString('utf8');
    expect(text).toContain(`Leg one order id:`);
    expect(text).toMatch(new RegExp(`^Leg one order id:\\s+${legOne!.providerId}$`, 'm'));
    expect(text).toMatch(new RegExp(`^Leg two order id:\\s+${legTwo!.providerId}$`, 'm'));
    expect(text).toMatch(new RegExp(`^Deposit address:\\s+${legOne!.send.address}$`, 'm'));
    expect(text).toContain(`${legTwo!.send.address} (leg two's deposit address)`);
    expect(text).toMatch(new RegExp(`^Receiving address:\\s+${BTC_ADDRESS}$`, 'm'));
    const keyId = /^Signing key id:\s+(\w+)$/m.exec(text)![1]!;
    const key = await fetchBytes(`/signing-key/${keyId}.pem`);
    const signature = await fetchBytes(`/order/${orderId}/guarantee.sig`);
    expect(await opensslVerifies(key, guarantee, signature)).toBe(true);

    for (const id of [legOne!.providerId, legTwo!.providerId]) {
      await control(sandbox(), 'POST', `/orders/${id}/status`, { status: 'finished' });
    }
    expect((await view(orderId)).status).toBe(4);
    const receipt = await fetchBytes(`/order/${orderId}/receipt.txt`);
    expect(receipt.toString('utf8')).toMatch(/^Leg two payout transaction:\s+\S+$/m);
    const receiptSignature = await fetchBytes(`/order/${orderId}/receipt.sig`);
    expect(await opensslVerifies(key, receipt, receiptSignature)).toBe(true);
  });

  it('takes a leg at the price service, whose creation names its deposit only in its status', async () => {
    const before = (await listed()).length;
    const res = await fetch(`${site().url}/api/price?from=ETH&to=BTC&amount=0.5`);
    const offer = ((await res.json()) as PriceQuote).privateOffers!.find(
      (each) => each.provider === 'cn+ps',
    )!;
    expect(offer.legs!.map((leg) => leg.label)).toEqual(['Change Sandbox', 'Price Sandbox']);
    // the price service takes no refund address: the route asks for no Monero one, and refuses it
    expect(offer.legs!.map((leg) => leg.takesRefundAddress)).toEqual([true, false]);
    const refused = await createOrder(
      site().url,
      {
        from: 'ETH',
        to: 'BTC',
        amount: '0.5',
        address: BTC_ADDRESS,
        xmrRefundAddress: XMR_REFUND,
        estimate: String(offer.estimate),
        provider: 'cn+ps',
      },
      'private-order-0006-refund',
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        message: expect.stringMatching(/^xmrRefundAddress: leg two's provider takes no refund/),
      },
    });
    expect(await listed()).toHaveLength(before);
    const created = await createOrder(
      site().url,
      {
        from: 'ETH',
        to: 'BTC',
        amount: '0.5',
        address: BTC_ADDRESS,
        estimate: String(offer.estimate),
        provider: 'cn+ps',
      },
      'private-order-0006',
    );
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const [legTwo, legOne] = (await listed()).slice(before);
    expect(legOne!.receive.address).toBe(legTwo!.send.address);
    const shown = await view(orderId);
    expect(shown.legs!.map((leg) => leg.provider)).toEqual(['Change Sandbox', 'Price Sandbox']);
    expect(shown.legs![0].receive.address).toBe(legTwo!.send.address);
  });
});

describe('a private route through the script-free form (POST /)', () => {
  const formSwap = (overrides: Record<string, string>) =>
    postPrivateForm(site().url, 'cn+sx', { xmrRefundAddress: XMR_REFUND, ...overrides });

  it('lists the best private route as a radio of the provider group, not checked', async () => {
    const res = await postForm(site().url, {
      intent: 'quote',
      from: 'ETH',
      to: 'BTC',
      amount: '0.5',
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    const radios = [
      ...html.matchAll(/<input type="radio" name="provider"( checked="")? value="([^"]+)"/g),
    ];
    const routes = radios.filter((radio) => radio[2]!.includes('+'));
    expect(routes).toHaveLength(1);
    expect(routes[0]![1]).toBeUndefined();
    expect(html).toContain('name="xmrRefundAddress"');
  });

  it('orders the route picked, leg two refunding to the Monero address given', async () => {
    const before = (await listed()).length;
    const res = await formSwap({});
    expect(res.status).toBe(303);
    const orderId = /^\/order\/([A-Za-z0-9_-]{22})$/.exec(res.headers.get('location') ?? '')?.[1];
    expect(orderId).toBeDefined();
    const [legTwo] = (await listed()).slice(before);
    expect(legTwo).toMatchObject({ send: { symbol: 'XMR' }, refundAddress: XMR_REFUND });
    expect((await view(orderId!)).legs).toHaveLength(2);
  });

  it('turns back a Monero refund address that is not one, under its field, making no order', async () => {
    const before = (await listed()).length;
    const res = await formSwap({ xmrRefundAddress: VALID_ETH_ADDRESS });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('This is not a valid Monero address.');
    expect(html).toContain(`value="${VALID_ETH_ADDRESS}"`);
    expect((await listed()).length).toBe(before);
  });

  it('leaves the Monero refund address out of a direct pick', async () => {
    const res = await formSwap({ provider: 'cn', [offerEstimateField('cn+sx')]: '' });
    expect(res.status).toBe(303);
  });
});
