import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// The openssl commands on /verify and in an order's proof panel are typed as they are shown. They
// were cut at 320, 375 and 768 px with no sign that more followed (they scrolled, unseen). A
// command now wraps between its words only: never after a hyphen ('guarantee.txt -' then
// 'sigfile' reads as a hyphen to type), so every word of it is on screen, whole.

/** Each command on the page: its text, whether it hides any of it, and words drawn broken. */
async function commands(page: Page) {
  return page.locator('pre[translate="no"]').evaluateAll((pres) =>
    pres.map((pre) => {
      const broken = [...pre.querySelectorAll('code span span')]
        .filter((word) => (word.textContent ?? '').includes('-'))
        .filter((word) => {
          const range = document.createRange();
          range.selectNodeContents(word);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((word) => word.textContent);
      return {
        text: pre.textContent ?? '',
        hidden: pre.scrollWidth > pre.clientWidth,
        broken,
        focusable: pre.tabIndex === 0,
      };
    }),
  );
}

for (const javaScriptEnabled of [true, false]) {
  for (const width of [320, 375, 768]) {
    test.describe(`${javaScriptEnabled ? 'with' : 'without'} script, ${width} px wide`, () => {
      test.use({ javaScriptEnabled, viewport: { width, height: 800 } });

      test('every command shows whole, wrapped between words only, never at a hyphen', async ({
        page,
      }) => {
        const orderId = await createOrder(page.request);
        for (const path of ['/verify', `/order/${orderId}`]) {
          await page.goto(path);
          const shown = await commands(page);
          expect(shown.length, path).toBeGreaterThan(0);
          for (const command of shown) {
            expect(command.hidden, `${path}: ${command.text}`).toBe(false);
            expect(command.broken, `${path}: ${command.text}`).toEqual([]);
            expect(command.text, path).toMatch(/^(?:openssl|git|npm|cd) \S/);
            expect(command.focusable, command.text).toBe(true);
          }
          // and the page itself does not scroll sideways
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
          ).toBeLessThanOrEqual(0);
        }
      });
    });
  }
}

for (const width of [320, 375]) {
  test(`without script at ${width} px the brand stays on one line beside 'Menu'`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 700 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const name = page.locator('.site-header .brand > span').last();
      const lines = await name.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      const brand = (await page.locator('.site-header .brand').boundingBox())!;
      const menu = (await page.locator('.site-header__toggle').boundingBox())!;
      // beside it, on the same row, and not over it
      expect(brand.x + brand.width).toBeLessThanOrEqual(menu.x);
      expect(Math.abs(brand.y + brand.height / 2 - (menu.y + menu.height / 2))).toBeLessThan(8);
    } finally {
      await context.close();
    }
  });
}
