import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { latinDigitsOnScreen } from './support/persian-digits.js';

// A Persian page writes every number in Persian digits (۰-۹): prose, dates, times, countdowns,
// counters, the rate line and amounts. Latin digits stay only where they are not numbers to
// read but characters to copy or type: addresses, ids, hashes, commands (marked translate="no"
// or <code>), the tickers' network names (BEP-20, TRC-20) and an address's prefix (0x).

async function persianPages(page: Page): Promise<string[]> {
  const orderId = await createOrder(page.request);
  return [
    '/fa/',
    '/fa/stake',
    '/fa/How-it-works',
    '/fa/verify',
    `/fa/order/${orderId}`,
    '/fa/nope',
  ];
}

for (const javaScriptEnabled of [true, false]) {
  test(`every Persian page writes its numbers in Persian digits ${javaScriptEnabled ? 'with' : 'without'} script`, async ({
    browser,
    page,
  }) => {
    const paths = await persianPages(page);
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const visitor = await context.newPage();
      const left: Record<string, string[]> = {};
      for (const path of paths) {
        await visitor.goto(path);
        if (javaScriptEnabled) await waitForHydration(visitor);
        // the swap form's rate line and estimate once a quote is in (typed in Persian digits)
        if (javaScriptEnabled && path === '/fa/') {
          await visitor.locator('#send-amount').fill('۲٫۵');
          await expect(visitor.locator('.swap-form__rates p').first()).not.toContainText('---');
        }
        const found = await latinDigitsOnScreen(visitor);
        if (found.length) left[path] = found;
      }
      expect(left).toEqual({});
    } finally {
      await context.close();
    }
  });
}
