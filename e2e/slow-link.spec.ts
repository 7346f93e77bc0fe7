import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { ETH_ADDRESS, plainSwapForm, swapForm, waitForQuote } from './support/swap-page.js';

// What a visitor must never see over a slow Tor circuit: the page is readable and fillable
// seconds before its script has arrived, and nothing typed in that time may be lost.

/**
 * The Tor-like link the speed figures are measured over (bench/tor-link.js's TOR_LINK, a script
 * the typed specs cannot import): 600 ms round trip, 1 Mbit/s down, 0.5 Mbit/s up.
 */
const TOR_LINK = { latencyMs: 600, downBytesPerSecond: 125_000, upBytesPerSecond: 62_500 };

/** Drives the page over the Tor-like link, nothing cached. */
async function overTorLikeLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: TOR_LINK.latencyMs,
    downloadThroughput: TOR_LINK.downBytesPerSecond,
    uploadThroughput: TOR_LINK.upBytesPerSecond,
  });
}

test('an amount and address typed before the script arrived are kept after hydration, and quoted', async ({
  page,
}) => {
  test.slow();
  await overTorLikeLink(page);
  await page.goto('/', { waitUntil: 'commit' });
  const form = swapForm(page);
  // the visitor types as soon as the server's form is there, while the script is on its way
  await form.amount.fill('2');
  await form.address.fill(ETH_ADDRESS);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  await waitForHydration(page);
  await expect(form.amount).toHaveValue('2');
  await expect(form.address).toHaveValue(ETH_ADDRESS);
  await waitForQuote(page);
  // the estimate is for the 2 typed before hydration, not for an empty field
  const rateText = await page.getByText(/^1 BNB \(BEP-20\) = [\d.]+ ETH$/).textContent();
  const rate = Number(/= ([\d.]+)/.exec(rateText ?? '')?.[1]);
  expect(Number(await form.estimate.inputValue()) / rate).toBeCloseTo(2, 1);
  await expect(form.amount).toHaveValue('2');
  await expect(form.address).toHaveValue(ETH_ADDRESS);
});

// The pickers were <select>s inside <noscript>: with script on, a click in the seconds before the
// script arrived did nothing. Now they are selects from the first paint, and the choice stays.
test('coins chosen before the script arrived are usable at once, kept after hydration, and quoted', async ({
  page,
}) => {
  test.slow();
  await overTorLikeLink(page);
  await page.goto('/', { waitUntil: 'commit' });
  const plain = plainSwapForm(page);
  await plain.from.selectOption('ETH');
  await plain.to.selectOption('XMR');
  await plain.amount.fill('2');
  // all of it done while the script was still on its way
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  await expect(plain.from).toHaveValue('ETH');

  await waitForHydration(page);
  const form = swapForm(page);
  await expect(form.sendPicker).toContainText('ETH');
  await expect(form.receivePicker).toContainText('XMR');
  await expect(form.amount).toHaveValue('2');
  // the listboxes have taken over: no second control names the coin
  await expect(page.getByRole('combobox', { name: 'Send currency' })).toHaveCount(0);
  await waitForQuote(page);
  await expect(page.getByText(/^1 ETH = [\d.]+ XMR$/)).toBeVisible();
});

/** Where the swap form's pickers and the fields below them are: x, y, width and height each. */
const formBoxes = (page: Page) =>
  page.evaluate(() =>
    ['#send-amount', '#receive-amount', '#receive-address', '.swap-form__submit'].map(
      (selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width)];
      },
    ),
  );

// A select is as wide as its longest coin: on a phone the receive picker wrapped under its amount
// until the listbox came, and everything under it jumped up at hydration.
for (const width of [320, 375, 1000]) {
  test(`nothing moves when the pickers come alive, at ${width} px, in English and Persian`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/fa/']) {
      await page.goto(path);
      const alive = await formBoxes(page);
      // the same page with its script held back for good: the server's selects
      await page.route(/\.js(?:\?.*)?$/, (route) => route.abort());
      // 'commit': the fixture would wait for a hydration that never comes
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect(page.getByRole('combobox')).toHaveCount(2);
      expect(await formBoxes(page), path).toEqual(alive);
      await page.unrouteAll();
    }
  });
}
