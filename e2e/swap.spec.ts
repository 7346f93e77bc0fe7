import { readFile } from 'node:fs/promises';
import { QUOTE_DEBOUNCE_MS } from '../shared/constants.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { orderPageId } from './support/orders.js';
import { requestsSoFar } from './support/page-clock.js';
import { clearFaults, queueFault, type SandboxFault } from './support/sandbox.js';
import { captureAtWidths, pngSize, SCREENSHOT_WIDTHS } from './support/screenshots.js';
import { ETH_ADDRESS, fillSwap, swapForm, toast, waitForQuote } from './support/swap-page.js';

test.beforeEach(async ({ page }) => {
  await clearFaults();
  await page.goto('/');
});

test.afterEach(async () => {
  await clearFaults();
});

test('swaps BNB to ETH with a valid address and opens the order page', async ({ page }) => {
  const form = swapForm(page);
  await expect(form.sendPicker).toContainText('BNB (BEP-20)');
  await expect(form.receivePicker).toContainText('ETH');
  await expect(form.estimate).toHaveValue('---');
  await fillSwap(page, '1.5');
  await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+\.\d{6} ETH$/)).toBeVisible();
  await expect(page.getByText(/^1 ETH = \d+\.\d{6} BNB \(BEP-20\)$/)).toBeVisible();

  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/orders'),
  );
  await form.submit.click();
  const request = await created;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
  await orderPageId(page);
});

test("typing '1', '12', '123' quickly makes exactly one price request", async ({ page }) => {
  // The page's clock stands still unless moved: each keystroke comes 150 ms after the last.
  await page.clock.install();
  await page.goto('/');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  const priceRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/price') priceRequests.push(url);
  });
  const form = swapForm(page);
  await form.amount.focus();
  for (const key of '123') {
    await page.keyboard.type(key);
    await page.clock.runFor(150);
  }
  await expect(form.amount).toHaveValue('123');
  // the quote waits for a second of quiet after the last keystroke, not a moment less
  await expect(form.submit).toHaveText('Fetching Price');
  await page.clock.runFor(QUOTE_DEBOUNCE_MS - 150 - 1);
  await requestsSoFar(page);
  expect(priceRequests, 'requests before a second of quiet').toHaveLength(0);
  await page.clock.runFor(1);
  await expect.poll(() => priceRequests.length).toBe(1);
  // 'SWAP NOW' again once the one reply is in (123 BNB is over the sandbox's maximum, so the
  // estimate itself is '---')
  await expect(form.submit).toHaveText('SWAP NOW', { timeout: 15_000 });
  await expect(page.getByText(/^Max: \d+ BNB \(BEP-20\)$/)).toBeVisible();
  // nothing else follows the one request
  await page.clock.runFor(3 * QUOTE_DEBOUNCE_MS);
  await requestsSoFar(page);
  expect(priceRequests).toHaveLength(1);
  expect(priceRequests[0]!.searchParams.get('amount')).toBe('123');
  expect(priceRequests[0]!.searchParams.get('from')).toBe('BNB');
  expect(priceRequests[0]!.searchParams.get('to')).toBe('ETH');
});

test("a failing price service shows 'Fetching price failed'", async ({ page }) => {
  await queueFault('token_price', 'http500');
  const form = swapForm(page);
  await form.amount.fill('2');
  const shown = toast(page, 'Fetching price failed');
  await expect(shown).toBeVisible({ timeout: 10_000 });
  await expect(shown).toContainText('Something went wrong.');
  await expect(form.estimate).toHaveValue('---');
});

test('shows the Min warning for an amount below the minimum', async ({ page }) => {
  const form = swapForm(page);
  await form.amount.fill('0.0000001');
  await expect(form.submit).toHaveText('SWAP NOW', { timeout: 15_000 });
  await expect(page.getByText(/^Min: [\d.e-]+ BNB \(BEP-20\)$/)).toBeVisible();
});

test.describe('the toasts of an order that cannot be created (spec section 8)', () => {
  const cases: { fault: SandboxFault; status: number; text: string | RegExp }[] = [
    { fault: 'error301', status: 422, text: 'Invalid address' },
    {
      fault: 'error',
      status: 503,
      text: /Monero blockchain is experiencing unreasonably long wait times/,
    },
    { fault: 'unknown-message', status: 502, text: 'Please contact support team.' },
    { fault: 'no-message', status: 502, text: 'Please contact support team.' },
    { fault: 'bad-json', status: 502, text: 'Please contact support team.' },
    { fault: 'http500', status: 502, text: 'Please contact support team.' },
  ];

  for (const { fault, status, text } of cases) {
    test(`upstream fault ${fault} -> '${String(text)}'`, async ({ page }) => {
      await fillSwap(page);
      await queueFault('token_exchange', fault);
      const reply = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/api/orders'),
      );
      await swapForm(page).submit.click();
      expect((await reply).status()).toBe(status);
      const shown = toast(page, text);
      await expect(shown).toBeVisible({ timeout: 10_000 });
      await expect(shown).toContainText('Something went wrong.');
      await expect(page).toHaveURL(/\/$/);
      await expect(swapForm(page).submit).toHaveText('SWAP NOW');
    });
  }

  test('a hanging upstream shows Anonymizing, then the contact-support toast', async ({ page }) => {
    test.setTimeout(45_000);
    await fillSwap(page);
    await queueFault('token_exchange', 'hang');
    const form = swapForm(page);
    const orderPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) {
        orderPosts.push(request.url());
      }
    });
    await form.submit.click();
    await expect(form.submit).toHaveText('Anonymizing');
    await expect.poll(() => orderPosts.length).toBe(1);
    // a second press while busy starts nothing (force: Playwright itself would wait for the
    // aria-disabled button to come back)
    await form.submit.click({ force: true });
    const reply = page.waitForResponse((response) => response.url().endsWith('/api/orders'), {
      timeout: 30_000,
    });
    expect((await reply).status()).toBe(504);
    await expect(toast(page, 'Please contact support team.')).toBeVisible();
    expect(orderPosts).toHaveLength(1);
  });
});

test('asks for the receiving address when it is missing', async ({ page }) => {
  const form = swapForm(page);
  await form.amount.fill('1');
  await waitForQuote(page);
  await form.submit.click();
  await expect(toast(page, 'Please input receiver address.')).toBeVisible();
  await expect(form.address).toBeFocused();
});

test('refuses an address of another coin before asking the server', async ({ page }) => {
  const form = swapForm(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/orders')) posted = true;
  });
  await fillSwap(page, '1', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await form.submit.click();
  await expect(toast(page, 'Please input correct receiver address.')).toContainText(
    'Invalid address',
  );
  await expect(form.address).toBeFocused();
  expect(posted).toBe(false);
});

test.describe('order lookup', () => {
  test("rejects a 21-character id with 'Invalid ID'", async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Houdini ID of your order' });
    await box.fill('a'.repeat(21));
    await box.press('Enter');
    await expect(toast(page, 'Contact support')).toContainText('Invalid ID');
    await expect(page).toHaveURL(/\/$/);
  });

  test('opens the order page for a 22-character id', async ({ page }) => {
    const box = page.getByRole('searchbox', { name: 'Houdini ID of your order' });
    await box.fill('b'.repeat(22));
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order/${'b'.repeat(22)}$`));
  });

  test('the mobile copy works at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const box = page.getByRole('searchbox', { name: 'Houdini ID of your order' });
    await expect(box).toHaveCount(1);
    await box.fill('c'.repeat(22));
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/order/${'c'.repeat(22)}$`));
  });
});

test('coin pickers work from the keyboard alone', async ({ page }) => {
  const form = swapForm(page);
  await form.sendPicker.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox', { name: 'Send currency' });
  await expect(list).toBeVisible();
  await expect(list).toBeFocused();
  // BNB is third; two steps down is BUSD
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await expect(form.sendPicker).toContainText('BUSD (BEP-20)');
  await expect(form.sendPicker).toBeFocused();

  // the last coins are listed but cannot be chosen
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(list.getByRole('option', { name: /CRO/ })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(form.sendPicker).toContainText('BUSD (BEP-20)');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(form.sendPicker).toBeFocused();

  // a press outside closes it
  await form.receivePicker.click();
  await expect(page.getByRole('listbox', { name: 'Receive currency' })).toBeVisible();
  await page.getByRole('heading', { name: 'Swap Without a Trace' }).click();
  await expect(page.getByRole('listbox', { name: 'Receive currency' })).toBeHidden();
});

test('the direction button turns the pair around', async ({ page }) => {
  const form = swapForm(page);
  await form.direction.click();
  await expect(form.sendPicker).toContainText('ETH');
  await expect(form.receivePicker).toContainText('BNB (BEP-20)');
  await expect(form.address).toHaveAttribute('placeholder', 'Your BNB (BEP-20) address');
});

test('the swap screen passes axe-core, also with a picker open and a toast shown', async ({
  page,
}) => {
  await expectNoSeriousA11yViolations(page);
  await swapForm(page).sendPicker.click();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  const box = page.getByRole('searchbox', { name: 'Houdini ID of your order' });
  await box.fill('short');
  await box.press('Enter');
  await expect(toast(page, 'Invalid ID')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSeriousA11yViolations(page);
});

test('the swap screen fits a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await swapForm(page).receivePicker.click();
  await page.getByRole('option', { name: /Polygon/ }).click();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const form = await page.getByRole('form', { name: 'Swap' }).boundingBox();
  expect(form!.x).toBeGreaterThanOrEqual(0);
  expect(form!.x + form!.width).toBeLessThanOrEqual(375);
});

test('screenshots of the swap screen at 375, 768 and 1280 px show the whole quote, no wider than the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await swapForm(page).amount.fill('1');
  await swapForm(page).address.fill(ETH_ADDRESS);
  await waitForQuote(page);
  const files = await captureAtWidths(page, 'home');
  // A full-page screenshot is as wide as the page: any sideways overflow would widen it.
  const sizes = await Promise.all(files.map(async (file) => pngSize(await readFile(file))));
  expect(sizes.map(({ width }) => width)).toEqual([...SCREENSHOT_WIDTHS]);
  for (const { height } of sizes) expect(height).toBeGreaterThanOrEqual(800);
  await expect(swapForm(page).estimate).not.toHaveValue('---');
});
