import type { Page, Route } from '@playwright/test';
import { STATUS_POLL_MS } from '../shared/constants.js';
import { expect, test } from './support/fixtures.js';
import { openNewOrder, orderPageId } from './support/orders.js';
import { requestsSoFar } from './support/page-clock.js';
import { fillSwap, swapForm } from './support/swap-page.js';

// What a visitor must never see over a slow link (issue 45, item 7): a second order from a second
// press of SWAP NOW while the order page's code is still on its way, and an order page that goes
// on asking after the visitor left it. Every reply of the site is held back a little, as on a
// Tor circuit; the order page's own script is held until the spec lets it through.

/** Holds each reply of the site back by `ms`, as a slow link does. */
async function slowLink(page: Page, ms = 250): Promise<void> {
  await page.route('**/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.fallback();
  });
}

/** The order page's script, held until `release()`. */
async function holdOrderPageScript(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/order-page-[\w-]+\.js$/, async (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}

/** Every /api request the page makes from now on: its method and path. */
function watchApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test('SWAP NOW stays busy until the order page shows: a second press makes no second order', async ({
  page,
}) => {
  await slowLink(page);
  const script = await holdOrderPageScript(page);
  const api = watchApi(page);
  await page.goto('/');
  await fillSwap(page);
  const form = swapForm(page);
  await form.submit.click();
  // the order is made; its page cannot show before its script has come
  await expect.poll(() => api.filter((call) => call === 'POST /api/orders')).toHaveLength(1);
  await expect.poll(script.asked).toBe(true);
  await expect(form.submit).toHaveText('Anonymizing');
  await expect(form.submit).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled, not disabled: a visitor can still press it (Playwright would wait otherwise)
  await form.submit.click({ force: true });
  await form.submit.press('Enter');
  await script.release();
  await orderPageId(page);
  await requestsSoFar(page);
  expect(api.filter((call) => call === 'POST /api/orders')).toHaveLength(1);
});

test('leaving the order page stops its polling: no /api request after the move', async ({
  page,
}) => {
  await page.clock.install();
  await slowLink(page);
  await openNewOrder(page);
  // a poll on its way as the visitor leaves: it comes back to a page that is gone
  const polled = page.waitForRequest((request) => request.url().includes('/api/orders/'));
  await page.clock.runFor(STATUS_POLL_MS);
  await polled;
  const api = watchApi(page);
  await page.getByRole('link', { name: 'How it works' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /How it works/i })).toBeVisible();
  await page.clock.runFor(6 * STATUS_POLL_MS);
  await requestsSoFar(page);
  expect(api).toEqual([]);
});
