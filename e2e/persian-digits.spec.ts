import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// A Persian page writes every number in Persian digits (۰-۹): prose, dates, times, countdowns,
// counters, the rate line and amounts. Latin digits stay only where they are not numbers to
// read but characters to copy or type: addresses, ids, hashes, commands (marked translate="no"
// or <code>), the tickers' network names (BEP-20, TRC-20) and an address's prefix (0x).

/** Latin digits left on screen, each with its surroundings, outside what may keep them. */
async function latinDigitsOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const keep = 'code, pre, kbd, samp, [translate="no"], script, style, noscript';
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(keep)) continue;
      if (!parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    // what a field shows is read too: the estimate, and every field's example (what a visitor
    // types is theirs: the amount field takes either digits)
    for (const field of document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')) {
      if (!field.checkVisibility()) continue;
      parts.push(field.placeholder);
      if (field.readOnly) parts.push(field.value);
    }
    for (const option of document.querySelectorAll('option')) parts.push(option.textContent ?? '');
    return parts.join(' | ');
  });
  // a network's name (BEP-20) and an address's prefix (0x) are typed as they are, not read
  const networks = /\b[A-Z]{2,5}-\d{2,3}\b|\b0x\b/g;
  const found: string[] = [];
  for (const match of text.replace(networks, '').matchAll(/\d+/g)) {
    found.push(text.replace(networks, '').slice(Math.max(0, match.index - 25), match.index + 25));
  }
  return found;
}

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
