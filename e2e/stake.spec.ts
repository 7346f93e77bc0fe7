import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { captureAtWidths } from './support/screenshots.js';

test.describe('Stake', () => {
  test('lets the visitor pick a plan and shows which one is picked', async ({ page }) => {
    await page.goto('/stake');
    const first = page.getByRole('radio', { name: /^5% APY/ });
    const third = page.getByRole('radio', { name: /^20% APY/ });
    await expect(first).toBeChecked();
    await page.locator('label', { has: third }).click();
    await expect(third).toBeChecked();
    await expect(first).not.toBeChecked();
    // the chosen card looks different from the others
    const border = (name: RegExp) =>
      page
        .locator('label', { has: page.getByRole('radio', { name }) })
        .evaluate((label) => getComputedStyle(label).borderColor);
    expect(await border(/^20% APY/)).not.toBe(await border(/^5% APY/));
    // 'Selected' is drawn by CSS on the chosen card (text browsers read it under none)
    const badge = (radio: typeof first) =>
      page.locator('label', { has: radio }).locator('.stake-plan__selected');
    await expect(badge(third)).toBeVisible();
    await expect(badge(third)).toHaveAttribute('data-label', 'Selected');
    await expect(badge(first)).toBeHidden();
    await expect(page.getByText(/Estimated yearly earnings/)).toContainText('20% APY');
  });

  for (const action of ['Approve', 'Stake', 'Redeem']) {
    test(`${action} says it is coming soon instead of acting`, async ({ page }) => {
      await page.goto('/stake');
      await page.getByRole('button', { name: action, exact: true }).click();
      await expect(page.getByText(`${action} is coming soon`)).toBeVisible();
    });
  }

  test('passes axe-core and is captured at 375, 768 and 1280 px', async ({ page }) => {
    await page.goto('/stake');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stake');
    await expectNoSeriousA11yViolations(page);
    await captureAtWidths(page, 'stake');
  });
});
