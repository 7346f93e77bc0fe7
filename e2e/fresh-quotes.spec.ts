import type { Page } from '@playwright/test';
import {
  QUOTE_MAX_AGE_MS,
  QUOTE_MOVE_LIMIT_PERCENT,
  QUOTE_REFRESH_MS,
} from '../shared/constants.js';
import { expect, test } from './support/fixtures.js';
import { orderPageId } from './support/orders.js';
import { moveMarket } from './support/sandbox.js';
import { fillSwap, swapForm } from './support/swap-page.js';

// Issue 15: the estimate is asked for again every 30 s while the form is open, and SWAP NOW asks
// afresh before ordering from a quote older than 60 s. Time comes from Playwright's clock.

/** Every call the page makes to /api/price and /api/orders, in order. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/price') calls.push('price');
    if (pathname === '/api/orders' && request.method() === 'POST') calls.push('order');
  });
  return calls;
}

const ageLine = (page: Page) => page.getByText(/^Rate updated/);
const movedLine = (page: Page) =>
  page.getByText(`The estimate moved by more than ${QUOTE_MOVE_LIMIT_PERCENT}%`, { exact: false });

/** The route the order is placed with: its first entry is the estimate the visitor accepted. */
const orderedEstimate = (page: Page) =>
  page
    .waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders',
    )
    .then(
      (request) => (request.postDataJSON() as { route: [number, ...unknown[]][] }).route[0]![0],
    );

/** Makes the shown quote older than 60 s the way a sleeping laptop does: the wall clock jumps. */
async function ageQuotePastLimit(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + QUOTE_MAX_AGE_MS + 1000);
  await expect(ageLine(page)).toHaveText(/^Rate updated 1 min ago$/);
}

test.afterEach(async () => moveMarket(0));

/**
 * Opens / on Playwright's clock and fills in an order of 1 BNB until its first quote shows;
 * returns the API calls the page makes from then on (the first quote's among them).
 */
async function openWithFirstQuote(page: Page): Promise<string[]> {
  await page.clock.install();
  await page.goto('/');
  const calls = recordApiCalls(page);
  await fillSwap(page, '1');
  expect(calls).toEqual(['price']);
  return calls;
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '375 px', viewport: { width: 375, height: 812 } },
]) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test('refreshes the estimate every 30 s and says how old it is', async ({ page }) => {
      const calls = await openWithFirstQuote(page);
      await expect(ageLine(page)).toBeVisible();

      await page.clock.fastForward(12_000);
      await expect(ageLine(page)).toHaveText(/^Rate updated 1[23] s ago$/);
      expect(calls).toEqual(['price']);

      await page.clock.fastForward(QUOTE_REFRESH_MS - 12_000);
      await expect.poll(() => calls).toEqual(['price', 'price']);
      await expect(ageLine(page)).toHaveText(/^Rate updated (just now|1 s ago)$/);
      await expect(swapForm(page).submit).toHaveText('SWAP NOW');
    });
  });
}

test('SWAP NOW asks for a new quote before ordering from one older than 60 s', async ({ page }) => {
  const calls = await openWithFirstQuote(page);
  const before = Number(await swapForm(page).estimate.inputValue());
  // the rate moved, but by less than the limit, while the quote aged: one click is still enough
  const move = QUOTE_MOVE_LIMIT_PERCENT / 2;
  await moveMarket(move);
  await ageQuotePastLimit(page);

  const ordered = orderedEstimate(page);
  await swapForm(page).submit.click();
  await orderPageId(page);
  expect(calls).toEqual(['price', 'price', 'order']);
  // ordered at the new estimate, not the aged one
  expect((await ordered) / before).toBeCloseTo(1 + move / 100, 5);
});

test('an estimate that moved past the limit is shown and needs a second SWAP NOW', async ({
  page,
}) => {
  const calls = await openWithFirstQuote(page);
  const form = swapForm(page);
  const before = Number(await form.estimate.inputValue());
  const move = QUOTE_MOVE_LIMIT_PERCENT * 3;
  await moveMarket(move);
  await ageQuotePastLimit(page);

  await form.submit.click();
  await expect(movedLine(page)).toBeVisible();
  await expect(movedLine(page)).toContainText('Press SWAP NOW again to swap at the new estimate.');
  await expect(form.submit).toHaveAttribute('aria-describedby', 'quote-moved');
  const after = Number(await form.estimate.inputValue());
  expect(after / before).toBeCloseTo(1 + move / 100, 5);
  expect(calls).toEqual(['price', 'price']);
  await expect(page).toHaveURL(/\/$/);

  const ordered = orderedEstimate(page);
  await form.submit.click();
  await orderPageId(page);
  expect(calls).toEqual(['price', 'price', 'order']);
  // the second click orders at the estimate the visitor was shown, without asking again
  expect(await ordered).toBe(after);
});
