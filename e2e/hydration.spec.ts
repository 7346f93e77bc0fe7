import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { deposit } from './support/sandbox.js';

// Every page is rendered on the server and hydrated in the browser. A mismatch shows in the
// console (React's warnings in development, our onRecoverableError line in production builds) or
// as an uncaught error: any of those fails these checks.

const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

function watchConsole(page: Page) {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  };
  page.on('console', record);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

async function expectCleanHydration(page: Page, path: string, heading: string | RegExp) {
  const problems = watchConsole(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 15_000,
  });
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

    test('an order page hydrates without a warning, waiting and after a deposit', async ({
      page,
    }) => {
      const orderId = await createOrder(page.request);
      await expectCleanHydration(page, `/order/${orderId}`, 'Order Page');
      await deposit(orderId);
      await expectCleanHydration(page, `/order/${orderId}`, 'Order Page');
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
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 15_000,
  });
  await page.clock.runFor(4_000);
  expect(fetches).toEqual([]);
  await page.clock.runFor(1_500);
  await expect.poll(() => fetches.length).toBeGreaterThan(0);
});
