import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { watchConsole } from './support/console.js';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { ETH_ADDRESS } from './support/swap-page.js';

// Nine languages, the URL decides; Persian right to left.

const HYDRATION =
  /hydrat|did not match|server rendered|Minified React error #4(18|19|21|22|23|25)/i;

const HOME_TITLES: Record<string, string> = {
  es: 'Intercambia sin dejar rastro',
  pt: 'Troque sem deixar rastros',
  fr: 'Échangez sans laisser de trace',
  de: 'Tauschen ohne Spuren',
  ru: 'Обмен без следа',
  tr: 'İz Bırakmadan Takas',
  zh: '无痕兑换',
  fa: 'تبادل بدون ردپا',
};

async function expectHydratedWithoutWarning(page: Page, path: string) {
  const problems = watchConsole(page, { warnings: true });
  await page.goto(path);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(
    problems.filter((line) => HYDRATION.test(line)),
    path,
  ).toEqual([]);
  expect(
    problems.filter((line) => !/status of 404 \(Not Found\)/.test(line)),
    `${path}: console errors or warnings`,
  ).toEqual([]);
}

for (const [lang, title] of Object.entries(HOME_TITLES)) {
  test(`/${lang}/ pages hydrate without a warning, in ${lang}`, async ({ page }) => {
    await expectHydratedWithoutWarning(page, `/${lang}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-Hans' : lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'fa' ? 'rtl' : 'ltr');
    await expectHydratedWithoutWarning(page, `/${lang}/How-it-works`);
    await expectHydratedWithoutWarning(page, `/${lang}/stake`);
    const orderId = await createOrder(page.request);
    await expectHydratedWithoutWarning(page, `/${lang}/order/${orderId}`);
  });
}

test('the language menu keeps the visitor on the same order, and links every version', async ({
  page,
}) => {
  const orderId = await createOrder(page.request);
  const response = await page.goto(`/order/${orderId}`);
  // every language version in the Link header (not ten <link> tags text browsers list),
  // by path: relative to the page's own URL, never built from the Host header the visitor sent
  const link = (await response!.headerValue('link')) ?? '';
  const alternates = link.split(', ').filter((part) => part.includes('rel="alternate"'));
  expect(alternates).toHaveLength(10);
  expect(link).toContain(`</order/${orderId}>; rel="alternate"; hreflang="x-default"`);
  expect(link).toContain(`</de/order/${orderId}>; rel="alternate"; hreflang="de"`);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/order/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auftragsseite');
});

test('the German rate uses a decimal comma and the amount field takes one', async ({ page }) => {
  await page.goto('/de/');
  const swap = page.getByRole('form', { name: 'Tausch' });
  await swap.getByLabel('Du sendest').fill('1,5');
  await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+,\d{6} ETH$/)).toBeVisible();
  await expect(swap.getByLabel('Du erhältst (geschätzt)')).toHaveValue(/^\d+,\d+$/);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote and the order answer in German at German paths', async ({ page }) => {
    await page.goto('/de/');
    const swap = page.getByRole('form', { name: 'Tausch' });
    await swap.getByLabel('Du sendest').fill('1,5');
    await swap.getByRole('button', { name: 'Angebot abrufen' }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+,\d{6} ETH$/)).toBeVisible();
    await swap.getByRole('button', { name: 'JETZT TAUSCHEN' }).click();
    // no address: the server's inline message in German
    await expect(page.getByRole('alert')).toContainText('Bitte gib die Empfangsadresse ein.');
    await swap.getByLabel('Empfangsadresse deiner Wallet').fill(ETH_ADDRESS);
    await swap.getByRole('button', { name: 'JETZT TAUSCHEN' }).click();
    await expect(page).toHaveURL(/\/de\/order\/[\w-]{22}$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auftragsseite');
    // the deadline as a time (a countdown cannot move without script)
    await expect(page.getByTestId('send-by')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  });
});

for (const width of [375, 1280]) {
  test(`Persian pages mirror at ${width} px with no sideways scroll, and pass axe`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const orderId = await createOrder(page.request);
    for (const path of ['/fa/', '/fa/How-it-works', '/fa/stake', `/fa/order/${orderId}`]) {
      await page.goto(path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectNoSeriousA11yViolations(page);
      await testInfo.attach(`fa${path.replace(/\//g, '_')}-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
    // mirrored: the brand sits at the right edge of the header
    await page.goto('/fa/');
    const brand = await page.locator('.brand').boundingBox();
    expect(brand!.x + brand!.width).toBeGreaterThan(width / 2);
  });
}
