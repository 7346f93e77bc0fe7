import type { Page } from '@playwright/test';
import { QUOTE_MOVE_LIMIT_PERCENT, QUOTE_REFRESH_MS } from '../shared/constants.js';
import { expect, test } from './support/fixtures.js';
import { orderPageId } from './support/orders.js';
import { moveMarket } from './support/sandbox.js';
import { fillSwap, swapForm } from './support/swap-page.js';

// The estimate is asked for again every 30 s while the form is open. SWAP NOW sends the
// estimate shown; the server quotes afresh and, when the estimate moved by more than the limit,
// makes no order and sends the new quote back for a second click. Time comes from
// Playwright's clock.

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

/** The estimate an order request says the visitor accepted. */
const orderedEstimate = (page: Page) =>
  page
    .waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders',
    )
    .then((request) => Number((request.postDataJSON() as { estimate: string }).estimate));

/** Makes the shown quote a minute old the way a sleeping laptop does: the wall clock jumps. */
async function ageQuoteAMinute(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now + 61_000);
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

test('SWAP NOW on a minute-old quote orders at once when the rate moved less than the limit', async ({
  page,
}) => {
  const calls = await openWithFirstQuote(page);
  const before = Number(await swapForm(page).estimate.inputValue());
  await moveMarket(QUOTE_MOVE_LIMIT_PERCENT / 2);
  await ageQuoteAMinute(page);

  const ordered = orderedEstimate(page);
  await swapForm(page).submit.click();
  await orderPageId(page);
  // no price request first: the server quotes afresh and holds the order to the estimate shown
  expect(calls).toEqual(['price', 'order']);
  expect(await ordered).toBe(before);
});

test('an estimate that moved past the limit is shown and needs a second SWAP NOW', async ({
  page,
}) => {
  const calls = await openWithFirstQuote(page);
  const form = swapForm(page);
  const before = Number(await form.estimate.inputValue());
  const move = QUOTE_MOVE_LIMIT_PERCENT * 3;
  await moveMarket(move);
  await ageQuoteAMinute(page);

  const refused = orderedEstimate(page);
  await form.submit.click();
  // the server asks the upstream afresh before it answers: allow for a busy machine
  await expect(movedLine(page)).toBeVisible({ timeout: 15_000 });
  await expect(movedLine(page)).toContainText('Press SWAP NOW again to swap at the new estimate.');
  await expect(form.submit).toHaveAttribute('aria-describedby', 'quote-moved');
  expect(await refused).toBe(before);
  // the new estimate came with the server's refusal (409), not from another price request
  const after = Number(await form.estimate.inputValue());
  expect(after / before).toBeCloseTo(1 + move / 100, 5);
  expect(calls).toEqual(['price', 'order']);
  await expect(page).toHaveURL(/\/$/);

  const ordered = orderedEstimate(page);
  await form.submit.click();
  await orderPageId(page);
  expect(calls).toEqual(['price', 'order', 'order']);
  // the second click orders at the estimate the visitor was shown, without asking again
  expect(await ordered).toBe(after);
});
