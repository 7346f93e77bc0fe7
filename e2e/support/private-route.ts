import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { PriceQuote } from '../../shared/contract/api.js';
import { SHOWN_QUOTE_FIELDS } from '../../shared/contract/render.js';
import { coinDisplay } from '../../shared/coins.js';
import { formatMessage } from '../../shared/i18n/message-format.js';
import en from '../../client/src/lib/i18n/catalogues/en.js';
import fa from '../../client/src/lib/i18n/catalogues/fa.js';
import { E2E } from './env.js';
import { sandboxOrders, type SandboxOrder } from './sandbox.js';
import { ETH_ADDRESS } from './swap-page.js';

// A private route through Monero (decision 030) as the providers run shows it: the best route
// apart from the direct offers, and an order of two legs at two providers of one sandbox.

export const CATALOGUES = { en, fa } as const;
export type PrivateLang = keyof typeof CATALOGUES;

/** The swap form's private route: a group of its own, in any language. */
export const privateOffer = (page: Page) => page.getByTestId('private-offer');

/**
 * The private route's radio and its value (`first+second`), checking it is listed apart from the
 * direct offers as one radio of their group, at two different providers, and not picked.
 */
export async function unpickedRoute(page: Page): Promise<{ radio: Locator; route: string }> {
  const radio = privateOffer(page).getByRole('radio');
  await expect(radio).toHaveCount(1);
  await expect(radio).not.toBeChecked();
  const route = (await radio.getAttribute('value'))!;
  expect(route).toMatch(/^[a-z]+\+[a-z]+$/);
  const [first, second] = route.split('+');
  expect(first, 'two different providers').not.toBe(second);
  // one radio group with the direct offers, one of which is picked
  const group = page.locator(`input[type=radio][name=${SHOWN_QUOTE_FIELDS.provider}]`);
  await expect(group).toHaveCount(4);
  await expect(group.and(page.locator(':checked'))).toHaveCount(1);
  return { radio, route };
}

/** The order page's legs panel: one item per leg. */
export const orderLegs = (page: Page) => page.getByTestId('order-leg');

/** Each provider of the providers run and its protocol, in PROVIDERS' order. */
const PROTOCOLS = new Map(
  E2E.providersEnv.PROVIDERS.split(',').map((entry) => {
    const [name, rest] = entry.split('=') as [string, string];
    return [name, rest.slice(0, rest.indexOf(':'))];
  }),
);

/** Whether a route's leg two takes a Monero refund address: the price service takes none. */
export const legTwoTakesRefund = (route: string) =>
  PROTOCOLS.get(route.split('+')[1]!) !== 'price-service';

/** A provider's name as visitors read it (its PROVIDER_<NAME>_LABEL in the providers run). */
function providerLabel(name: string): string {
  const labels: Record<string, string> = E2E.providersEnv;
  const label = labels[`PROVIDER_${name.toUpperCase()}_LABEL`];
  if (!label) throw new Error(`no provider named ${name} in the providers run`);
  return label;
}

/**
 * What a route's radio value (`first+second`) says of its legs, in one language: each leg's
 * title as the offer and the order page word it, BNB to XMR at the first, XMR to ETH at the second.
 */
export function legTitles(route: string, lang: PrivateLang) {
  const [first, second] = route.split('+');
  if (!first || !second) throw new Error(`${route} is no private route`);
  const t = CATALOGUES[lang];
  const coin = (symbol: string) => coinDisplay(symbol).symbol;
  return [
    formatMessage(t['order.legOne'], lang, {
      from: coin('BNB'),
      to: coin('XMR'),
      provider: providerLabel(first),
    }),
    formatMessage(t['order.legTwo'], lang, {
      from: coin('XMR'),
      to: coin('ETH'),
      provider: providerLabel(second),
    }),
  ] as const;
}

/** 'about N minutes' in one language, N any number in that language's digits. */
export function aboutMinutes(lang: PrivateLang): RegExp {
  const digits = lang === 'fa' ? '[۰-۹]+' : '\\d+';
  return new RegExp(CATALOGUES[lang]['swap.privateMinutes'].replace('{minutes}', digits));
}

/**
 * A private order's two provider orders, found from the one deposit address the visitor was
 * given: leg one takes it, and pays out to leg two's deposit address.
 */
export async function privateLegs(depositAddress: string): Promise<[SandboxOrder, SandboxOrder]> {
  const orders = await sandboxOrders();
  const one = orders.find((order) => order.send.address === depositAddress);
  if (!one) throw new Error('no sandbox order takes this deposit address');
  const two = orders.find((order) => order.send.address === one.receive.address);
  if (!two) throw new Error("no sandbox order's deposit is leg one's payout address");
  return [one, two];
}

/** Places a BNB -> ETH order on the best private route through the site's JSON API; its id. */
export async function createPrivateOrder(request: APIRequestContext): Promise<string> {
  const quote = await request.get('/api/price?from=BNB&to=ETH&amount=1');
  expect(quote.status()).toBe(200);
  const [offer] = ((await quote.json()) as PriceQuote).privateOffers ?? [];
  if (!offer) throw new Error('the quote carries no private route');
  const created = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-private-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: {
      from: 'BNB',
      to: 'ETH',
      amount: '1',
      address: ETH_ADDRESS,
      provider: offer.provider,
      estimate: String(offer.estimate),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}
