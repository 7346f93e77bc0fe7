import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { captureAtWidths } from './support/screenshots.js';
import { closedMainMenu } from './support/main-menu.js';

test('every route has the header, the footer and the sandbox banner', async ({ page }) => {
  for (const path of ['/', '/How-it-works', '/stake', '/order/abcdefghijklmnopqrstuv', '/nope']) {
    await page.goto(path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'SANDBOX' })).toBeVisible();
  }
});

test('/how-it-works redirects to /How-it-works', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page).toHaveURL(/\/How-it-works$/);
});

test('an unknown path shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Swap' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
});

test('the footer links to the pages, the microblog and the support bot', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Swap' })).toHaveAttribute('href', '/');
  await expect(footer.getByRole('link', { name: 'How it works' })).toHaveAttribute(
    'href',
    '/How-it-works',
  );
  await expect(footer.getByRole('link', { name: 'Support bot' })).toHaveAttribute('href', /.+/);
  await expect(footer.getByRole('link', { name: 'News on the microblog' })).toHaveAttribute(
    'href',
    /.+/,
  );
  for (const item of ['Buy', 'Stake', 'About the coin', 'Whitepaper']) {
    await expect(footer.getByRole('link', { name: item })).toHaveCount(0);
  }
  await expect(footer).toContainText('© 2022');
});

test('the page scrolls to the top on every route change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/How-it-works$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the hamburger opens and closes the menu', async ({ page }) => {
    const nav = await closedMainMenu(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'How it works' })).toBeVisible();
    await expect(nav.getByRole('button', { name: /Token/ })).toContainText('coming soon');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/\/How-it-works$/);
    await expect(nav).toBeHidden();
  });

  test('Escape closes the menu and returns to the hamburger', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

test('keyboard users can skip to the content and see where focus is', async ({ page }) => {
  await page.goto('/');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  // The first screen renders in a transition: Tab only once there is something to reach.
  await expect(skip).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('screenshots of the not-found page with the open mobile menu', async ({ page }) => {
  await page.goto('/no/such/page');
  await captureAtWidths(page, 'not-found');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await captureAtWidths(page, 'menu-open', [375]);
});

// At 320-375 px in Persian the rate lines sat at the left edge of the right-to-left form: each
// line was a left-to-right paragraph. The formula still reads left to right; the line starts
// where the form's words start, on the right.
for (const width of [320, 375, 1000]) {
  test(`the Persian rate lines start at the form's right edge at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fa/');
    const edges = await page.evaluate(() => {
      const rightOfText = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect().right;
      };
      const label = document.querySelector('.swap-form__label');
      const lines = [...document.querySelectorAll('.swap-form__rates > p > bdi')];
      return { label: label ? rightOfText(label) : NaN, lines: lines.map(rightOfText) };
    });
    expect(edges.lines).toHaveLength(2);
    for (const line of edges.lines) expect(Math.abs(line - edges.label)).toBeLessThanOrEqual(2);
  });
}
