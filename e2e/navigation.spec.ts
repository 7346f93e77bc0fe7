import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// Moving inside the app as a visitor does: a new page starts at the top with focus on its
// heading and its own title in the tab; Back and Forward return to where the visitor was.

const SITE = 'Swap Without a Trace';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls down part of the page with the mouse wheel, and answers where it stopped. */
async function scrollDown(page: Page): Promise<number> {
  await page.mouse.move(640, 300);
  await page.mouse.wheel(0, 450);
  await expect.poll(() => scrollY(page)).toBe(450);
  return scrollY(page);
}

test.use({ viewport: { width: 1280, height: 600 } });

test('Back and Forward return to where the visitor was; a new page starts at the top, focused and titled', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(SITE);
  const onHome = await scrollDown(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/How-it-works$/);
  const guideHeading = page.getByRole('heading', { level: 1, name: 'How it works' });
  await expect(guideHeading).toBeFocused();
  await expect(page).toHaveTitle(`How it works – ${SITE}`);
  await expect.poll(() => scrollY(page)).toBe(0);
  const onGuide = await scrollDown(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(onHome);
  await expect(page).toHaveTitle(SITE);
  await expect(page.getByRole('heading', { level: 1, name: SITE })).toBeFocused();

  await page.goForward();
  await expect(page).toHaveURL(/\/How-it-works$/);
  await expect.poll(() => scrollY(page)).toBe(onGuide);
  await expect(page).toHaveTitle(`How it works – ${SITE}`);
  await expect(guideHeading).toBeFocused();
});

test('a keyboard user who follows a link goes on from the new page, not from the link', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'How it works',
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeFocused();
  // Tab moves on inside the page's main region, after its heading
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('an order page names its order and state in the tab, from the server on and after a move', async ({
  page,
}) => {
  const orderId = await createOrder(page.request);
  const title = `Order ${orderId.slice(0, 6)}… – Waiting for deposit – ${SITE}`;
  const served = await (await page.request.get(`/order/${orderId}`)).text();
  expect(served).toContain(`<title>${title}</title>`);

  await page.goto('/How-it-works');
  await expect(page).toHaveTitle(`How it works – ${SITE}`);
  // the lookup opens the order inside the app
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Houdini ID of your order' }).first().fill(orderId);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page).toHaveTitle(title);
  expect(await page.title()).not.toContain(orderId);
});

test('the title is the page’s language: a German page is titled in German', async ({ page }) => {
  await page.goto('/de/stake');
  await expect(page).toHaveTitle('Staking – Tauschen ohne Spuren');
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', {
      name: 'So funktioniert’s',
    })
    .click();
  await expect(page).toHaveTitle('So funktioniert’s – Tauschen ohne Spuren');
});
