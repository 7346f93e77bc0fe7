import type { Page } from '@playwright/test';
import { watchConsole } from './support/console.js';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder, orderPageId } from './support/orders.js';
import { deposit, setStatus } from './support/sandbox.js';
import { ETH_ADDRESS, swapForm, waitForQuote } from './support/swap-page.js';

// Every page is rendered on the server and hydrated in the browser. A mismatch shows in the
// console (React's warnings in development, our onRecoverableError line in production builds) or
// as an uncaught error: any of those fails these checks.

const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

async function expectCleanHydration(page: Page, path: string, heading: string | RegExp) {
  const problems = watchConsole(page, { warnings: true });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The fixture's goto has waited for hydration if the page holds the app's root; a page
  // without it never hydrates, and fails here at once.
  expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
  // the live clock and the other after-hydration work have had their first turn
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(problems.filter((line) => HYDRATION.test(line))).toEqual([]);
  // a 404 page, or the browser asking about an unknown order, logs its 404: expected
  const unexpected = problems.filter((line) => !/status of 404 \(Not Found\)/.test(line));
  expect(unexpected, 'console errors or warnings').toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page hydrates without a warning', async ({ page }) => {
      await expectCleanHydration(page, '/', 'Swap Without a Trace');
    });

    test('How it works hydrates without a warning', async ({ page }) => {
      await expectCleanHydration(page, '/How-it-works', 'How it works');
    });

    test('the stake page hydrates without a warning', async ({ page }) => {
      await expectCleanHydration(page, '/stake', /Stake/);
    });

    test('the not-found page hydrates without a warning', async ({ page }) => {
      await expectCleanHydration(page, '/no-such-page', 'Page not found');
    });

    test('an order page hydrates without a warning: waiting, after a deposit, and expired', async ({
      page,
    }) => {
      const orderId = await createOrder(page.request);
      await expectCleanHydration(page, `/order/${orderId}`, 'Order Page');
      await deposit(orderId);
      await expectCleanHydration(page, `/order/${orderId}`, 'Order Page');
      // an expired order's Send card no longer offers the address, on both sides alike
      const expired = await createOrder(page.request);
      await setStatus(expired, 5);
      await expectCleanHydration(page, `/order/${expired}`, 'Order Page');
      await expect(page.getByRole('article', { name: 'Send' })).toContainText(
        'Deposit window closed: do not send',
      );
    });

    test('an unknown order hydrates without a warning', async ({ page }) => {
      await expectCleanHydration(page, '/order/AAAAAAAAAAAAAAAAAAAAAA', 'Order not found');
    });
  });
}

test('the order page does not fetch the order again before its first poll', async ({ page }) => {
  const orderId = await createOrder(page.request);
  await page.clock.install();
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/')) fetches.push(request.url());
  });
  await page.goto(`/order/${orderId}`);
  await page.clock.runFor(4_000);
  expect(fetches).toEqual([]);
  await page.clock.runFor(1_500);
  await expect.poll(() => fetches.length).toBeGreaterThan(0);
});

test('what a visitor types before the script arrives is quoted and kept once it does', async ({
  page,
}) => {
  // Hold the app's entry until the visitor has typed into the server-rendered form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const form = swapForm(page);
  await form.amount.fill('2');
  await form.address.fill(ETH_ADDRESS);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');

  release();
  await waitForHydration(page);
  await waitForQuote(page);
  await expect(form.amount).toHaveValue('2');
  await expect(form.address).toHaveValue(ETH_ADDRESS);
  // the estimate is for the 2 typed before hydration, not for an empty field
  const rateText = await page.getByText(/^1 BNB \(BEP-20\) = [\d.]+ ETH$/).textContent();
  const rate = Number(/= ([\d.]+)/.exec(rateText ?? '')?.[1]);
  const estimate = Number(await form.estimate.inputValue());
  expect(estimate / rate).toBeCloseTo(2, 1);
});

test('SWAP NOW pressed before the script arrives still places the order', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  const form = swapForm(page);
  await form.amount.fill('1');
  await form.address.fill(ETH_ADDRESS);
  await form.submit.click();
  await orderPageId(page);
});
