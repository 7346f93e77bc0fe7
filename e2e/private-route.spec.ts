import type { Page } from '@playwright/test';
import { STATUS_POLL_MS } from '../shared/constants.js';
import { shortenAddress } from '../shared/order-id.js';
import { VECTORS_BY_COIN } from '../shared/test-support/address-vectors.js';
import { E2E } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { fetchOrder, orderPageId, progressStates } from './support/orders.js';
import { latinDigitsOnScreen } from './support/persian-digits.js';
import {
  aboutMinutes,
  CATALOGUES,
  createPrivateOrder,
  legTitles,
  orderLegs,
  privateLegs,
  privateOffer,
  legTwoTakesRefund,
  type PrivateLang,
  unpickedRoute,
} from './support/private-route.js';
import { shownText, submitWith } from './support/safest.js';
import { setStatus } from './support/sandbox.js';
import { ETH_ADDRESS, fillSwap, quoteWithoutScript, swapForm } from './support/swap-page.js';
import {
  brokenImages,
  controlsWithoutText,
  launchSafestFirefox,
} from '../tooling/tor-browser/test-support/safest-firefox.js';
import { lynxDump, occurrences } from '../tooling/tor-browser/test-support/text-browsers.js';

// The private route through Monero (decision 030) as a visitor sees it, with three providers of
// one standalone sandbox: the best route listed apart from the direct offers and never picked
// for the visitor; its order shows one deposit address (leg one's) and each leg's provider and
// status to the end. With and without script, in Persian, in lynx, and in Firefox ESR at Tor
// Browser's Safest level (the launcher of tooling/tor-browser's Safest tests, here over the
// providers run's site). One order per way of placing it; each is driven through the sandbox's
// control API, and the page's polls by its clock.

test.skip(
  E2E.upstreamProtocol !== 'providers',
  'needs the site over three providers: E2E_UPSTREAM_PROTOCOL=providers',
);

/** A Monero refund address: a valid standard one of the address checks' own vectors. */
const XMR_REFUND = VECTORS_BY_COIN.XMR.valid['a standard address (4...)']!;

/**
 * Gives the route's Monero refund address where the form asks for it: only where leg two's
 * provider takes one (the price service takes none). All three providers quote alike (one
 * sandbox), so which route is best, and shown, is whichever came back first: each run checks
 * the field is there, or not, as its route needs. The address given; null where not asked.
 */
async function giveXmrRefund(page: Page, route: string): Promise<string | null> {
  const field = page.getByLabel(en['swap.xmrRefundLabel']);
  if (!legTwoTakesRefund(route)) {
    await expect(field).toHaveCount(0);
    return null;
  }
  await field.fill(XMR_REFUND);
  return XMR_REFUND;
}

const { en } = CATALOGUES;
const status = (lang: PrivateLang, code: number) =>
  CATALOGUES[lang][`status.${code}` as keyof typeof en];

/** The offer as listed: its title and sentence, both legs and providers, about N minutes. */
async function expectPrivateOfferWords(page: Page, route: string, lang: PrivateLang) {
  const t = CATALOGUES[lang];
  const offer = privateOffer(page);
  await expect(offer.locator('legend')).toHaveText(t['swap.privateTitle']);
  await expect(offer).toContainText(t['swap.privateExplain']);
  for (const title of legTitles(route, lang)) await expect(offer).toContainText(title);
  await expect(offer).toContainText(aboutMinutes(lang));
}

/**
 * The order page of a new private order: one deposit address, leg one's at its provider (the
 * view's too), leg two's nowhere to send to; both legs waiting. Returns the two sandbox orders.
 */
async function expectOneDepositAddress(page: Page, orderId: string, route: string) {
  const { send } = await fetchOrder(page.request, orderId);
  const [one, two] = await privateLegs(send.address);
  expect(one.send.symbol).toBe('BNB');
  expect(two).toMatchObject({ send: { symbol: 'XMR' }, receive: { address: ETH_ADDRESS } });
  const box = page.getByRole('region', { name: 'Deposit' });
  await expect(box.locator('.deposit-box__address')).toHaveCount(1);
  await expect(box.locator('.deposit-box__address')).toContainText(one.send.address);
  await expect(page.getByRole('img', { name: /QR code of the .+ deposit address/ })).toHaveCount(1);
  await expect(page.locator('main')).not.toContainText(two.send.address);
  await expectLegs(page, route, 'en', [0, 0]);
  // where each leg pays: leg one to leg two's deposit, leg two to the visitor
  const legs = orderLegs(page);
  await expect(legs.nth(0)).toContainText(shortenAddress(two.send.address));
  await expect(legs.nth(1)).toContainText(shortenAddress(ETH_ADDRESS));
  return [one, two] as const;
}

/** The legs panel: each leg's title (swap and provider) and status, in one language. */
async function expectLegs(page: Page, route: string, lang: PrivateLang, statuses: number[]) {
  const panel = page.getByRole('region', { name: CATALOGUES[lang]['order.legsTitle'] });
  await expect(panel).toBeVisible();
  const legs = orderLegs(page);
  await expect(legs).toHaveCount(2);
  const titles = legTitles(route, lang);
  for (const [index, title] of titles.entries()) {
    await expect(legs.nth(index).getByRole('heading')).toHaveText(title);
    await expect(legs.nth(index).locator('.order-legs__status')).toHaveText(
      status(lang, statuses[index]!),
    );
  }
}

test.describe('with script', () => {
  test('picks the private route, sends to leg one only and follows both legs to finished', async ({
    page,
  }) => {
    // the page's clock: its status poll comes when the spec moves it
    await page.clock.install();
    await page.goto('/');
    await fillSwap(page, '1', ETH_ADDRESS);
    const { radio, route } = await unpickedRoute(page);
    await expectPrivateOfferWords(page, route, 'en');

    await radio.check();
    const refund = await giveXmrRefund(page, route);
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/orders'),
    );
    await swapForm(page).submit.click();
    expect((await created).postDataJSON()).toMatchObject({
      provider: route,
      ...(refund ? { xmrRefundAddress: refund } : {}),
    });
    const orderId = await orderPageId(page);
    const [one, two] = await expectOneDepositAddress(page, orderId, route);
    expect(two.refundAddress).toBe(refund);

    // each leg's status as its provider reports it, and the order's progress over both
    const swapping = ['complete', 'complete', 'active', 'pending'];
    for (const { legs, progress } of [
      // leg one swapping: the order is where leg one is
      { legs: [2, 0], progress: swapping },
      // leg one paid out to leg two, which is swapping: not finished yet
      { legs: [4, 2], progress: swapping },
      // both paid out: the order is finished
      { legs: [4, 4], progress: ['done', 'done', 'done', 'done'] },
    ]) {
      await setStatus(one.providerId, legs[0]!);
      await setStatus(two.providerId, legs[1]!);
      await page.clock.runFor(STATUS_POLL_MS);
      await expectLegs(page, route, 'en', legs);
      await expect.poll(() => progressStates(page), `legs at ${legs.join(', ')}`).toEqual(progress);
    }
  });

  test('Persian: the private route listed in Persian, right to left, in Persian digits', async ({
    page,
  }) => {
    await page.goto('/fa/');
    await page.locator('#send-amount').fill('۱');
    await page.locator('#receive-address').fill(ETH_ADDRESS);
    await expect(privateOffer(page)).toBeVisible({ timeout: 15_000 });
    const { route } = await unpickedRoute(page);
    await expectPrivateOfferWords(page, route, 'fa');
    expect(await privateOffer(page).evaluate((offer) => getComputedStyle(offer).direction)).toBe(
      'rtl',
    );
    expect(await latinDigitsOnScreen(page)).toEqual([]);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the same order with plain forms; its legs in the HTML, in Persian and in lynx', async ({
    page,
  }) => {
    const form = await quoteWithoutScript(page, { amount: '1', address: ETH_ADDRESS });
    const { radio, route } = await unpickedRoute(page);
    await expectPrivateOfferWords(page, route, 'en');
    await radio.check();
    const refund = await giveXmrRefund(page, route);
    await form.swapNow.click();
    const orderId = await orderPageId(page);
    const [one, two] = await expectOneDepositAddress(page, orderId, route);
    expect(two.refundAddress).toBe(refund);

    await setStatus(one.providerId, 4);
    await setStatus(two.providerId, 4);
    await page.reload();
    await expectLegs(page, route, 'en', [4, 4]);
    expect(await progressStates(page)).toEqual(['done', 'done', 'done', 'done']);

    // lynx: no script, no CSS; both legs named, the one deposit address once
    const text = await lynxDump(`${E2E.siteUrl}/order/${orderId}`);
    for (const title of legTitles(route, 'en')) expect(occurrences(text, title), title).toBe(1);
    expect(occurrences(text, one.send.address)).toBe(1);
    expect(text).not.toContain(two.send.address);

    // Persian: the legs panel in Persian, right to left
    await page.goto(`/fa/order/${orderId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectLegs(page, route, 'fa', [4, 4]);
    expect(
      await page
        .getByTestId('order-leg')
        .first()
        .evaluate((leg) => getComputedStyle(leg).direction),
    ).toBe('rtl');
  });
});

test("Persian: a private order's page writes its numbers in Persian digits, with and without script", async ({
  browser,
  page,
}) => {
  const orderId = await createPrivateOrder(page.request);
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const visitor = await context.newPage();
      await visitor.goto(`/fa/order/${orderId}`);
      await expect(orderLegs(visitor)).toHaveCount(2);
      expect(await latinDigitsOnScreen(visitor), `script ${javaScriptEnabled}`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test("Tor Browser's Safest level: Firefox ESR picks the private route and orders with plain forms", async ({
  request,
}) => {
  // Firefox starts within the test: its launch is part of the time
  test.setTimeout(90_000);
  const browser = await launchSafestFirefox();
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 375, height: 900 });
    await page.goto(`${E2E.siteUrl}/`);
    await page.type('#send-amount', '1');
    await page.type('#receive-address', ETH_ADDRESS);
    await submitWith(page, 'Get quote');

    const radio = (await page.$('[data-testid="private-offer"] input[type="radio"]'))!;
    const route = await radio.evaluate((input) => input.value);
    expect(await radio.evaluate((input) => input.checked)).toBe(false);
    const quoted = (await shownText(page)).replace(/\s+/g, ' ');
    expect(quoted).toContain(en['swap.privateExplain']);
    for (const title of legTitles(route, 'en')) expect(quoted).toContain(title);
    expect(quoted).toMatch(aboutMinutes('en'));
    // picked from the keyboard, as on the other controls
    await radio.focus();
    await page.keyboard.press(' ');
    expect(await radio.evaluate((input) => input.checked)).toBe(true);
    // asked only where leg two takes it
    const refund = legTwoTakesRefund(route) ? XMR_REFUND : null;
    expect(await page.$('#xmr-refund')).toEqual(refund ? expect.anything() : null);
    if (refund) await page.type('#xmr-refund', refund);
    await submitWith(page, 'SWAP NOW');

    const orderId = /^\/order\/([\w-]{22})$/.exec(new URL(page.url()).pathname)?.[1];
    // the page it is on instead says why
    if (!orderId) expect(await shownText(page)).toBe('an order page');
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.deposit-box__address')].map((value) =>
        value.innerText.trim(),
      ),
    );
    expect(shown).toEqual([(await fetchOrder(request, orderId!)).send.address]);
    // leg one's, paying leg two, which refunds to the Monero address given
    const [, two] = await privateLegs(shown[0]!);
    expect(two.refundAddress).toBe(refund);
    const text = (await shownText(page)).replace(/\s+/g, ' ');
    expect(text).toContain(en['order.legsTitle']);
    for (const title of legTitles(route, 'en')) expect(occurrences(text, title), title).toBe(1);
    expect(await brokenImages(page)).toEqual([]);
    expect(await controlsWithoutText(page)).toEqual([]);
  } finally {
    await browser.close();
  }
});
