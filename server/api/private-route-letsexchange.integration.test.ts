import { describe, expect, it } from 'vitest';
import type { PriceQuote } from '../../shared/contract/api.js';
import { depositAddressFor } from '../sandbox/deposit-address.js';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { opensslVerifies } from '../test-support/openssl-verify.js';
import {
  createOrder,
  orderPageText,
  orderView,
  VALID_ETH_ADDRESS,
} from '../test-support/order-requests.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';
import { control, listedOrders } from '../test-support/sandbox-control.js';

// A private route (decision 030) with a leg at LetsExchange's dialect, end to end over real HTTP:
// one sandbox speaking LetsExchange's API v1 (lx) and ChangeNOW's v2 (cn), so leg one's payout
// arrives as leg two's deposit by itself. LetsExchange takes leg one of lx+cn and leg two of
// cn+lx; each order is followed from its creation to finished, and its receipt verified.

const KEY = 'private-route-key-0003';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const XMR_REFUND = depositAddressFor('XMR');

const running = useSiteOfProviders<[RunningSandbox]>(
  async () => [await startTestSandbox(0, { apiKey: KEY })],
  ([sandbox]) => ({
    lx: {
      protocol: 'letsexchange',
      url: `${sandbox.url}/letsexchange/api/v1/`,
      apiKey: KEY,
      label: 'Lets Sandbox',
    },
    cn: { protocol: 'changenow', url: `${sandbox.url}/v2/`, apiKey: KEY, label: 'Change Sandbox' },
  }),
);
const site = () => running().site;
const sandbox = () => running().upstreams[0];

const listed = () => listedOrders(sandbox());
const view = (orderId: string) => orderView(site().url, orderId);
const pageText = (orderId: string) => orderPageText(site().url, orderId);
const setStatus = (providerId: string, status: string) =>
  control(sandbox(), 'POST', `/orders/${providerId}/status`, { status });
const bytesOf = async (path: string) =>
  Buffer.from(await (await fetch(`${site().url}${path}`)).arrayBuffer());

/** A private order ETH>BTC on `route`: our id, and the two sandbox orders it made (leg two first). */
async function placePrivate(route: 'lx+cn' | 'cn+lx', key: string) {
  const quote = (await (
    await fetch(`${site().url}/api/price?from=ETH&to=BTC&amount=0.5`)
  ).json()) as PriceQuote;
  const offer = quote.privateOffers!.find((each) => each.provider === route)!;
  expect(offer.legs!.map((leg) => leg.provider)).toEqual(route.split('+'));
  const before = (await listed()).length;
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
      provider: route,
    },
    key,
  );
  const body = (await res.json()) as { orderId: string };
  expect(res.status, JSON.stringify(body)).toBe(201);
  const [legTwo, legOne] = (await listed()).slice(before);
  return { orderId: body.orderId, legOne: legOne!, legTwo: legTwo! };
}

describe('a private route with a leg at LetsExchange', () => {
  for (const [route, labels] of [
    ['lx+cn', ['Lets Sandbox', 'Change Sandbox']],
    ['cn+lx', ['Change Sandbox', 'Lets Sandbox']],
  ] as const) {
    const at = route === 'lx+cn' ? 'leg one' : 'leg two';
    it(`${route} (LetsExchange as ${at}): leg one pays leg two's deposit, and both legs reach finished`, async () => {
      const { orderId, legOne, legTwo } = await placePrivate(
        route,
        `private-lx-${route.replace('+', '-')}-0001`,
      );
      // linked as decision 030 says: leg one pays leg two's deposit, leg two pays the visitor
      expect(legOne).toMatchObject({
        send: { symbol: 'ETH', amount: 0.5 },
        receive: { symbol: 'XMR', address: legTwo.send.address },
        refundAddress: VALID_ETH_ADDRESS,
      });
      expect(legTwo).toMatchObject({
        send: { symbol: 'XMR' },
        receive: { symbol: 'BTC', address: BTC_ADDRESS },
        refundAddress: XMR_REFUND,
      });

      const waiting = await view(orderId);
      expect(waiting).toMatchObject({
        status: 0,
        send: { symbol: 'ETH', amount: 0.5, address: legOne.send.address },
        receive: { symbol: 'BTC', address: BTC_ADDRESS },
      });
      expect(waiting.legs!.map((leg) => [leg.provider, leg.status])).toEqual([
        [labels[0], 0],
        [labels[1], 0],
      ]);
      expect(waiting.legs![0].receive.address).toBe(legTwo.send.address);
      expect(await pageText(orderId)).toContain(
        `Leg one: ETH to XMR at ${labels[0]} Waiting for the deposit`,
      );

      await control(sandbox(), 'POST', `/orders/${legOne.providerId}/deposit`);
      await setStatus(legOne.providerId, 'exchanging');
      expect((await view(orderId)).status).toBe(2);

      // leg one pays out: its Monero arrives as leg two's deposit by itself
      await setStatus(legOne.providerId, 'finished');
      const between = await view(orderId);
      expect(between.status).toBe(2);
      expect(between.legs!.map((leg) => leg.status)).toEqual([4, 1]);
      expect(between.providerMismatch).toBeUndefined();

      await setStatus(legTwo.providerId, 'finished');
      const finished = await view(orderId);
      expect(finished.status).toBe(4);
      expect(finished.legs!.map((leg) => leg.status)).toEqual([4, 4]);
      expect(finished.payoutHash).toBeTruthy();
      expect(finished.payoutHash).toBe(finished.legs![1].payoutHash);
      const page = await pageText(orderId);
      expect(page).toContain(`at ${labels[1]} Order Completed`);
      expect(page).toContain(finished.payoutHash!);

      // the receipt names both legs' orders and is signed by the key the guarantee names
      const receipt = await bytesOf(`/order/${orderId}/receipt.txt`);
      const text = receipt.toString('utf8');
      expect(text).toMatch(new RegExp(`^Leg one order id:\\s+${legOne.providerId}$`, 'm'));
      expect(text).toMatch(new RegExp(`^Leg two order id:\\s+${legTwo.providerId}$`, 'm'));
      expect(text).toContain(`${legTwo.send.address} (leg two's deposit address)`);
      const keyId = /^Signing key id:\s+(\w+)$/m.exec(text)![1]!;
      const key = await bytesOf(`/signing-key/${keyId}.pem`);
      const signature = await bytesOf(`/order/${orderId}/receipt.sig`);
      expect(await opensslVerifies(key, receipt, signature)).toBe(true);
    });
  }
});
