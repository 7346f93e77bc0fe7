import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// The openssl commands on /verify and in an order's proof panel are typed as they are shown. At
// 320 px a command once wrapped at a hyphen ('guarantee.txt -' then 'sigfile'), which reads as a
// hyphen to type: a command keeps its lines and scrolls sideways instead.

/** Each command on the page: its own lines, and the lines it is drawn on. */
async function commandLines(page: Page) {
  return page.locator('pre[translate="no"]').evaluateAll((commands) =>
    commands.map((command) => {
      const range = document.createRange();
      range.selectNodeContents(command);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      return {
        text: command.textContent ?? '',
        lines: (command.textContent ?? '').trim().split('\n').length,
        drawnOn: tops.size,
        scrolls: command.scrollWidth > command.clientWidth,
        focusable: command.tabIndex === 0,
      };
    }),
  );
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? 'with' : 'without'} script, 320 px wide`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 320, height: 800 } });

    test('no command wraps: each keeps its lines and scrolls sideways where it is wider', async ({
      page,
    }) => {
      const orderId = await createOrder(page.request);
      for (const path of ['/verify', `/order/${orderId}`]) {
        await page.goto(path);
        const commands = await commandLines(page);
        expect(commands.length, path).toBeGreaterThan(0);
        for (const command of commands) {
          expect(command.drawnOn, command.text).toBe(command.lines);
          // a keyboard can scroll it too
          expect(command.focusable, command.text).toBe(true);
        }
        // at 320 px the longest command is wider than the screen
        expect(
          commands.some((command) => command.scrolls),
          path,
        ).toBe(true);
        // and the page itself does not scroll sideways
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
        ).toBeLessThanOrEqual(0);
      }
    });
  });
}
