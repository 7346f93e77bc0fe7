import type { Page } from '@playwright/test';
import { STATUS_POLL_MS } from '../shared/constants.js';
import { expect, test } from './support/fixtures.js';
import { openNewOrder } from './support/orders.js';
import { pauseClock, requestsSoFar } from './support/page-clock.js';

// An order page follows its order with RTK Query's polling: none while the tab is hidden
// (skipPollingIfUnfocused), one at once when it is shown again (refetchOnFocus), then every 5 s.
// The page's clock moves only when the spec says so; the tab's visibility is the page's own
// document.visibilityState and its event, as the browser sets them when a tab goes to the back.

/** Hides or shows the tab, as far as the page can tell. */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hide });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

test('an order page asks nothing while its tab is hidden, and at once when it is shown', async ({
  page,
}) => {
  await page.clock.install();
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/orders/')) polls.push(request.url());
  });
  await openNewOrder(page);
  await pauseClock(page);
  // the served order's first poll comes one interval after the page took it
  await page.clock.runFor(STATUS_POLL_MS);
  await expect.poll(() => polls.length).toBe(1);

  await setTabHidden(page, true);
  await page.clock.runFor(STATUS_POLL_MS * 6);
  await requestsSoFar(page);
  expect(polls).toHaveLength(1);

  await setTabHidden(page, false);
  await expect.poll(() => polls.length).toBe(2);
  // and the polling goes on from there
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return polls.length;
    })
    .toBe(3);
});
