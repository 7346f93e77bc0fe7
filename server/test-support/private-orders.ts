import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import { offerEstimateField } from '../../shared/contract/render.js';
import { createOrder, VALID_ETH_ADDRESS } from './order-requests.js';
import { newKey, postForm } from './swap-form-post.js';

// A private route's order (decision 030) as the tests place it: ETH to BTC, 0.5 ETH, on the
// private offer a route names ('a+b': leg one at a, leg two at b).

const PRIVATE_BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/** The private offer `route` names, in a fresh quote of ETH>BTC 0.5. */
async function privateOfferOf(siteUrl: string, route: string): Promise<Offer> {
  const res = await fetch(`${siteUrl}/api/price?from=ETH&to=BTC&amount=0.5`);
  const offer = ((await res.json()) as PriceQuote).privateOffers?.find(
    (each) => each.provider === route,
  );
  if (!offer) throw new Error(`no private offer ${route}`);
  return offer;
}

/** POST /api/orders for the route's offer, refunded to an ETH address; `fields`: more to send. */
export async function placePrivateOrder(
  siteUrl: string,
  route: string,
  key: string,
  fields: Record<string, unknown> = {},
): Promise<Response> {
  const offer = await privateOfferOf(siteUrl, route);
  return createOrder(
    siteUrl,
    {
      from: 'ETH',
      to: 'BTC',
      amount: '0.5',
      address: PRIVATE_BTC_ADDRESS,
      refundAddress: VALID_ETH_ADDRESS,
      estimate: String(offer.estimate),
      provider: route,
      ...fields,
    },
    key,
  );
}

/** The script-free form's swap on the route's offer (POST /); `fields`: more, or others. */
export async function postPrivateForm(
  siteUrl: string,
  route: string,
  fields: Record<string, string> = {},
): Promise<Response> {
  const offer = await privateOfferOf(siteUrl, route);
  return postForm(siteUrl, {
    intent: 'swap',
    from: 'ETH',
    to: 'BTC',
    amount: '0.5',
    address: PRIVATE_BTC_ADDRESS,
    quotedFor: 'ETH>BTC:0.5',
    provider: route,
    [offerEstimateField(route)]: String(offer.estimate),
    idempotencyKey: newKey(),
    ...fields,
  });
}
