import type { Locator, Page } from '@playwright/test';
import { GUIDE_ADVANCE_MS, TESTIMONIAL_SLIDER } from '../client/src/lib/ui-constants.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { captureAtWidths } from './support/screenshots.js';

const reviews = (page: Page): Locator => page.getByRole('region', { name: 'Reviews' });

/** The slides that sit wholly inside the slider's window, left to right, and the gaps between. */
async function slidesInView(slider: Locator): Promise<{ count: number; gaps: number[] }> {
  return slider.evaluate((region) => {
    const frame = region.querySelector('.swiper')!.getBoundingClientRect();
    const inside = Array.from(region.querySelectorAll('.swiper-slide'))
      .map((slide) => slide.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.left - b.left);
    return {
      count: inside.length,
      gaps: inside.slice(1).map((box, index) => Math.round(box.left - inside[index]!.right)),
    };
  });
}

async function openAt(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/How-it-works');
  await expect(reviews(page).locator('.swiper-initialized')).toBeVisible();
}

test.describe('How it works', () => {
  for (const { width, perView } of [
    { width: 1280, perView: TESTIMONIAL_SLIDER.perView },
    { width: 1000, perView: 2 },
    { width: 375, perView: 1 },
  ]) {
    test(`shows ${perView} review(s) at a time ${TESTIMONIAL_SLIDER.gapPx} px apart at ${width} px`, async ({
      page,
    }) => {
      await openAt(page, width);
      await expect.poll(async () => (await slidesInView(reviews(page))).count).toBe(perView);
      const { gaps } = await slidesInView(reviews(page));
      for (const gap of gaps) expect(gap).toBe(TESTIMONIAL_SLIDER.gapPx);
    });
  }

  test('uses arrows on wide screens and page dots instead at 375 px', async ({ page }) => {
    await openAt(page, 1280);
    const slider = reviews(page);
    await expect(slider.getByRole('button', { name: 'Next review' })).toBeVisible();
    await expect(slider.getByRole('button', { name: 'Show review 1' })).toBeHidden();

    await openAt(page, 375);
    await expect(slider.getByRole('button', { name: 'Next review' })).toBeHidden();
    await expect(slider.getByRole('button', { name: 'Previous review' })).toBeHidden();
    const dots = slider.getByRole('button', { name: /^Show review/ });
    await expect(dots).toHaveCount(3);
    for (const dot of await dots.all()) await expect(dot).toBeVisible();
  });

  test('moves the reviews with the arrows and loops past the last one', async ({ page }) => {
    await openAt(page, 1280);
    const slider = reviews(page);
    const firstShown = () =>
      slider.evaluate((region) => {
        const frame = region.querySelector('.swiper')!.getBoundingClientRect();
        const first = Array.from(region.querySelectorAll('.swiper-slide')).find((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= frame.left - 1 && box.left < frame.left + 1;
        });
        return first?.querySelector('figcaption')?.textContent ?? '';
      });
    const start = await firstShown();
    const seen = [start];
    for (let i = 0; i < 3; i += 1) {
      await slider.getByRole('button', { name: 'Next review' }).click();
      const before = seen.at(-1);
      // settled on a new review (mid-slide, no slide sits at the left edge)
      await expect
        .poll(async () => {
          const name = await firstShown();
          return name !== '' && name !== before;
        })
        .toBe(true);
      seen.push(await firstShown());
    }
    // three presses through three reviews come back round to the first
    expect(seen.at(-1)).toBe(start);
    expect(new Set(seen.slice(0, 3)).size).toBe(3);
  });

  test('picks a review with its dot at 375 px', async ({ page }) => {
    await openAt(page, 375);
    const slider = reviews(page);
    await slider.getByRole('button', { name: 'Show review 2' }).click();
    await expect(slider.getByRole('button', { name: 'Show review 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(slider.getByRole('group', { name: '2 of 3' }).first()).toBeInViewport();
  });

  test('lays the under-the-hood cards in a row at 1280 px and one per view at 375 px', async ({
    page,
  }) => {
    await openAt(page, 1280);
    const section = page.getByRole('region', { name: 'What happens under the hood' });
    const tops = await section
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);

    await openAt(page, 375);
    const slider = page.getByRole('region', { name: 'How a swap travels' });
    await expect.poll(async () => (await slidesInView(slider)).count).toBe(1);
    await slider.getByRole('button', { name: 'Show stage 3' }).click();
    await expect(slider.getByRole('heading', { name: 'Poof' }).first()).toBeInViewport();
  });

  test('the step guide moves on by itself every 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/How-it-works');
    const guide = page.getByRole('region', { name: 'Swap in six steps' });
    await expect(guide.getByText('1/6')).toBeVisible();
    await page.clock.fastForward(GUIDE_ADVANCE_MS);
    await expect(guide.getByText('2/6')).toBeVisible();
    await page.clock.fastForward(GUIDE_ADVANCE_MS);
    await expect(guide.getByText('3/6')).toBeVisible();
  });

  test('the step guide holds still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/How-it-works');
    const guide = page.getByRole('region', { name: 'Swap in six steps' });
    await expect(guide.getByText('1/6')).toBeVisible();
    await page.clock.fastForward(GUIDE_ADVANCE_MS * 3);
    await expect(guide.getByText('1/6')).toBeVisible();
    await guide.getByRole('button', { name: 'Previous step' }).click();
    await expect(guide.getByText('6/6')).toBeVisible();
  });

  test('passes axe-core and is captured at 375, 768 and 1280 px', async ({ page }) => {
    for (const width of [1280, 375]) {
      await openAt(page, width);
      await expectNoSeriousA11yViolations(page);
    }
    await captureAtWidths(page, 'how-it-works');
  });
});
