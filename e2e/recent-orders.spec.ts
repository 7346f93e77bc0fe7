import type { BrowserContext, Page } from '@playwright/test';
import { shortenOrderId as shortId } from '../shared/order-id.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { createOrder, orderPageId, placeOrder } from './support/orders.js';
import { fillSwap, swapForm } from './support/swap-page.js';

// The orders this browser created or opened, listed on / from localStorage only.

const LIST_NAME = 'Your recent orders on this device';

/** The copy of the list this layout shows (the other one is display: none). */
const recentOrders = (page: Page) => page.getByRole('region', { name: LIST_NAME });
const items = (page: Page) => recentOrders(page).getByRole('listitem');
const rememberSwitch = (page: Page) =>
  recentOrders(page).getByRole('switch', { name: 'Remember orders on this device' });

/** Everything the site keeps in this browser's localStorage, as [key, parsed value]. */
const storedEntries = (page: Page) =>
  page.evaluate(() =>
    Object.entries(localStorage).map(([key, value]) => [key, JSON.parse(value) as unknown]),
  );

async function expectNoCookies(context: BrowserContext) {
  expect(await context.cookies(), 'cookies set by the site').toEqual([]);
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
]) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('lists an order made here, opens it, keeps it across a reload and forgets it', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await expect(recentOrders(page)).toContainText(
        'Orders you create or open in this browser will be listed here.',
      );
      await expect(rememberSwitch(page)).toBeChecked();

      const orderId = await placeOrder(page, '1.5');
      await page.goto('/');
      await expect(items(page)).toHaveCount(1);
      const item = items(page).first();
      await expect(item).toContainText(/^1\.5 BNB to [\d.]+ ETH/);
      await expect(item).toContainText('Waiting for the deposit');
      await expect(item).toContainText(shortId(orderId));
      await expectNoSeriousA11yViolations(page);

      await item.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
      await expect(page.getByRole('heading', { name: 'Order Page' })).toBeVisible();

      await page.goto('/');
      await page.reload();
      await expect(items(page)).toHaveCount(1);
      await recentOrders(page)
        .getByRole('button', { name: `Forget order ${shortId(orderId)}` })
        .click();
      await expect(items(page)).toHaveCount(0);
      await expect(recentOrders(page).getByRole('status')).toHaveText(
        `Order ${shortId(orderId)} forgotten.`,
      );
      await page.reload();
      await expect(rememberSwitch(page)).toBeChecked();
      await expect(items(page)).toHaveCount(0);
      await expectNoCookies(context);
    });
  });
}

test('the switch off clears the list, stays off after a reload and keeps nothing new', async ({
  page,
  context,
}) => {
  const first = await createOrder(page.request, '2');
  const second = await createOrder(page.request, '2');
  for (const orderId of [first, second]) {
    await page.goto(`/order/${orderId}`);
    // the heading is in the server's HTML: the order is remembered once the page has hydrated
    await expect
      .poll(async () => JSON.stringify(await storedEntries(page)), { timeout: 15_000 })
      .toContain(orderId);
  }
  await page.goto('/');
  // opened, not created here: still listed, newest first
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).first()).toContainText(shortId(second));
  await expect(items(page).first()).toContainText(/^2 BNB to [\d.]+ ETH/);

  await rememberSwitch(page).click();
  await expect(rememberSwitch(page)).not.toBeChecked();
  await expect(items(page)).toHaveCount(0);
  await expect(recentOrders(page)).toContainText('Orders are not remembered on this device.');
  await page.reload();
  await expect(rememberSwitch(page)).not.toBeChecked();

  await page.goto(`/order/${first}`);
  await expect(page.getByRole('heading', { name: 'Order Page' })).toBeVisible();
  await page.goto('/');
  await expect(rememberSwitch(page)).not.toBeChecked();
  await expect(items(page)).toHaveCount(0);
  // the one thing the site keeps on the device: the switch, and no orders
  const entries = await storedEntries(page);
  expect(entries).toHaveLength(1);
  expect(entries[0]![1]).toEqual({ version: 1, remember: false, orders: [] });
  await expectNoSeriousA11yViolations(page);
  await expectNoCookies(context);
});

test('replaces corrupt data in its storage with an empty list', async ({ page }) => {
  await page.goto('/');
  // switching off and on makes the site write its entry, so the test learns its key from it
  await rememberSwitch(page).click();
  await rememberSwitch(page).click();
  const [[key]] = (await storedEntries(page)) as [[string, unknown]];
  await page.evaluate((name) => localStorage.setItem(name, '{"version":1,"orders":[{"orde'), key);
  await page.reload();
  await expect(rememberSwitch(page)).toBeChecked();
  await expect(items(page)).toHaveCount(0);
  await expect(recentOrders(page)).toContainText(
    'Orders you create or open in this browser will be listed here.',
  );
  await expect
    .poll(() => page.evaluate((name) => localStorage.getItem(name), key))
    .toBe(JSON.stringify({ version: 1, remember: true, orders: [] }));
});

test('without usable storage there is no list, and the swap form still works', async ({
  page,
  context,
}) => {
  // what a browser that blocks site data does: touching localStorage throws
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/');
  await fillSwap(page, '1');
  await expect(page.getByRole('heading', { name: LIST_NAME })).toHaveCount(0);
  await swapForm(page).submit.click();
  await orderPageId(page);
});

test('is not in the HTML the server sends (it exists only once the script ran)', async ({
  page,
}) => {
  const response = await page.request.get('/');
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain(LIST_NAME);
});
