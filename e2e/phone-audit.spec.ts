import type { Locator, Page } from '@playwright/test';
import { COINS } from '../shared/coins.js';
import { expect, test } from './support/fixtures.js';
import { captureAtWidths } from './support/screenshots.js';
import { swapForm } from './support/swap-page.js';

// The swap form on phones: every coin can be picked by touch, and a typed amount
// stays whole next to the widest coin label.

const SELECTABLE = COINS.filter((coin) => coin.selectable);
const PHONE_WIDTHS = [320, 375, 430] as const;
const LONG_AMOUNT = '12345.678901';

/** Fails unless a tap at the middle of `target` would land on it and not on something drawn over it. */
async function expectTappable(target: Locator, what: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const hit = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const onTop = document.elementFromPoint(x, y);
    const inside = x >= 0 && x <= window.innerWidth && y >= 0 && y <= window.innerHeight;
    return {
      inside,
      reaches: onTop !== null && element.contains(onTop),
      onTop: onTop ? `${onTop.tagName.toLowerCase()}.${onTop.className}` : 'nothing',
    };
  });
  expect(hit.inside, `${what} is on screen`).toBe(true);
  expect(hit.reaches, `${what} is under the finger, not ${hit.onTop}`).toBe(true);
}

async function pickByTap(page: Page, picker: Locator, label: string): Promise<void> {
  await picker.tap();
  const list = page.getByRole('listbox').filter({ visible: true });
  await expect(list).toBeVisible();
  const option = list.getByRole('option', { name: label, exact: true });
  await expectTappable(option, `'${label}'`);
  await option.tap();
  await expect(list).toBeHidden();
  await expect(picker).toContainText(label);
}

for (const width of PHONE_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 812 }, hasTouch: true, isMobile: true });

    test('every selectable coin can be picked by tap on both sides', async ({ page }) => {
      await page.goto('/');
      const form = swapForm(page);
      await expect(form.sendPicker).toBeVisible();
      for (const [side, picker] of [
        ['send', form.sendPicker],
        ['receive', form.receivePicker],
      ] as const) {
        for (const coin of SELECTABLE) {
          await test.step(`${side}: ${coin.label}`, () => pickByTap(page, picker, coin.label));
        }
      }
    });

    test(`the amount ${LONG_AMOUNT} shows whole next to 'BNB (BEP-20)'`, async ({ page }) => {
      await page.goto('/');
      const form = swapForm(page);
      await expect(form.sendPicker).toContainText('BNB (BEP-20)');
      await form.amount.fill(LONG_AMOUNT);
      await expect(form.amount).toHaveValue(LONG_AMOUNT);
      const field = await form.amount.evaluate((input: HTMLInputElement) => ({
        width: input.clientWidth,
        content: input.scrollWidth,
      }));
      expect(field.content, `${width} px: content width vs field width`).toBeLessThanOrEqual(
        field.width,
      );
      // the coin's label is not cut either
      const label = await form.sendPicker
        .locator('.coin-select__value')
        .evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(label, "'BNB (BEP-20)' shows whole").toBe(true);
      if (width === 375) await captureAtWidths(page, 'phone-long-amount', [375]);
    });
  });
}

test.describe('at 375 px with the Receive picker open', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the list is drawn above the order lookup and the footer', async ({ page }) => {
    await page.goto('/');
    const form = swapForm(page);
    await form.receivePicker.tap();
    const list = page.getByRole('listbox').filter({ visible: true });
    await expect(list).toBeVisible();
    for (const coin of COINS) {
      await expectTappable(
        list.getByRole('option', { name: new RegExp(`^${coin.label.replace(/[()]/g, '\\$&')}`) }),
        `'${coin.label}'`,
      );
    }
    await list.getByRole('option', { name: 'Polygon (POLYGON)' }).scrollIntoViewIfNeeded();
    await captureAtWidths(page, 'phone-receive-picker-open', [375]);
  });
});
