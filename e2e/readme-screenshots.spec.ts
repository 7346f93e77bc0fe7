import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { E2E } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { openNewOrder } from './support/orders.js';
import { pauseClock } from './support/page-clock.js';
import { fillSwap } from './support/swap-page.js';

// The README's two pictures are drawn by this spec, so they show the site as it is. They are
// written only when README_SCREENSHOTS=1 (`npm run build`, then
// `README_SCREENSHOTS=1 npx playwright test e2e/readme-screenshots.spec.ts`): CI must leave the
// tree as it found it. Otherwise the spec checks that the committed pictures are still there, at
// the size the README was written for.

/** Tor Browser's default desktop window is 1000 px wide; the README shows the page at that size. */
const VIEWPORT = { width: 1000, height: 800 };

const IMAGES = new URL('../docs/images/', import.meta.url);
const PICTURES = {
  swap: new URL('swap-page.png', IMAGES),
  order: new URL('order-page.png', IMAGES),
} as const;

const writing = process.env.README_SCREENSHOTS === '1';

/** A picture the repository carries in every clone: kept well under this. */
const MAX_BYTES = 200_000;

/**
 * The hero's gradients make a lossless picture of the swap page about 280 kB; 32 levels a channel
 * (the eye hardly tells on a page this dark) bring it to about 135 kB.
 */
const LEVEL_STEP = 8;

function posterized(screenshot: Buffer): Buffer {
  const png = PNG.sync.read(screenshot);
  const out = new PNG({ width: png.width, height: png.height });
  for (let i = 0; i < png.data.length; i += 1) {
    out.data[i] =
      i % 4 === 3 ? 255 : Math.min(255, Math.round(png.data[i]! / LEVEL_STEP) * LEVEL_STEP);
  }
  return PNG.sync.write(out, { colorType: 2, deflateLevel: 9 });
}

/** The page as a visitor sees it in the window: settled layout, decoded images, no animation. */
async function capture(page: Page, file: URL): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => image.decode().catch(() => undefined)),
    );
  });
  // the caret and focus ring of the last field typed in are not part of the page's look
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await mkdir(IMAGES, { recursive: true });
  await writeFile(file, posterized(await page.screenshot({ animations: 'disabled' })));
}

test.describe('the README screenshots', () => {
  // reduced motion: the still background instead of the fluid simulation, whose random splats
  // would make each picture differ from the last (and weigh twice as much)
  test.use({ viewport: VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce' });

  test('the swap page with a quote on screen', async ({ page }) => {
    // drawn from the spec's own price service only: a provider's mode would show other offers
    test.skip(!writing || E2E.upstreamProtocol !== 'price-service', 'README_SCREENSHOTS unset');
    await page.clock.install();
    await page.goto('/');
    await fillSwap(page, '1');
    // the quote's refresh and any countdown stand still while the picture is taken
    await pauseClock(page);
    await capture(page, PICTURES.swap);
  });

  test('an order page waiting for its deposit', async ({ page }) => {
    test.skip(!writing || E2E.upstreamProtocol !== 'price-service', 'README_SCREENSHOTS unset');
    await page.clock.install();
    await openNewOrder(page);
    await expect(page.getByTestId('send-by')).toBeVisible();
    await pauseClock(page);
    await capture(page, PICTURES.order);
  });

  test('the committed pictures exist, at the window size the README shows', () => {
    for (const [name, file] of Object.entries(PICTURES)) {
      expect(existsSync(file), `${name}: ${file.pathname}`).toBe(true);
      const png = PNG.sync.read(readFileSync(file));
      expect({ width: png.width, height: png.height }, name).toEqual(VIEWPORT);
      expect(statSync(file).size, `${name}: bytes`).toBeLessThan(MAX_BYTES);
    }
  });
});
