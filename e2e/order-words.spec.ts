import type { Page } from '@playwright/test';
import { formatMessage } from '../shared/i18n/message-format.js';
import en from '../client/src/lib/i18n/catalogues/en.js';
import es from '../client/src/lib/i18n/catalogues/es.js';
import fa from '../client/src/lib/i18n/catalogues/fa.js';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { deposit, setStatus } from './support/sandbox.js';
import { swapForm } from './support/swap-page.js';

// Words that contradicted the page, as the audit found them, with script and without: Spanish
// states in two genders on one page, the footer's site name left in English, the Persian support
// box in another calendar unmarked, and 'do not send anything to this address' on a finished
// order that shows no address.

const CATALOGUES = { en, es, fa } as const;
type Lang = keyof typeof CATALOGUES;
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

/** Opens an order's page in a language and waits until the order is on screen. */
async function openOrder(page: Page, lang: Lang, orderId: string): Promise<void> {
  await page.goto(`${prefix(lang)}/order/${orderId}`);
  await expect(page.getByTestId('send-by')).toBeVisible({ timeout: 15_000 });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });

    test('a Spanish order reads in one gender, its tab title as its page: Caducado, Fallido', async ({
      page,
    }) => {
      for (const [status, word] of [
        [5, 'Caducado'],
        [6, 'Fallido'],
      ] as const) {
        const orderId = await createOrder(page.request);
        if (status === 6) await deposit(orderId);
        await setStatus(orderId, status);
        await openOrder(page, 'es', orderId);
        await expect(page.getByTestId('send-by')).toHaveText(word);
        await expect(page).toHaveTitle(new RegExp(`– ${word} –`));
        await expect(page.locator('main')).not.toContainText(/Caducada|Fallida/);
      }
    });

    for (const lang of ['es', 'fa'] as const) {
      test(`the footer names the site in ${lang}, as the header does`, async ({ page }) => {
        const t = CATALOGUES[lang];
        await page.goto(`${prefix(lang)}/`);
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(t['layout.copyright']);
        await expect(footer).toContainText(t['meta.title']);
        await expect(page.locator('body')).not.toContainText('Swap Without a Trace');
      });
    }

    test('the Persian support message says it is in English, in Latin digits, for support', async ({
      page,
    }) => {
      const orderId = await createOrder(page.request);
      await openOrder(page, 'fa', orderId);
      const box = page.locator('#support-message');
      await expect(box).toContainText(fa['proof.supportMessageHint']);
      const message = box.locator('textarea');
      await expect(message).toHaveAttribute('lang', 'en');
      await expect(message).toHaveValue(/order created \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    });

    for (const lang of ['en', 'es', 'fa'] as const) {
      test(`a finished order's sandbox note names no address in ${lang}`, async ({ page }) => {
        const t = CATALOGUES[lang];
        const orderId = await createOrder(page.request);
        await deposit(orderId);
        await setStatus(orderId, 4);
        await openOrder(page, lang, orderId);
        const note = page.getByTestId('sandbox-deposit-note');
        await expect(note).toContainText(
          formatMessage(t['layout.sandbox'], lang, {}).replace(/<\/?strong>/g, ''),
        );
        await expect(page.getByRole('region', { name: t['order.deposit'] })).toContainText(
          t['order.completed'],
        );
      });
    }
  });
}

// The lead's server side leaves `marketCheck` out when no market reference is configured: the
// form then says nothing of a market check ('Market check off' read as if one were down).
test('a quote without a market check shows no "Market check off" line', async ({ page }) => {
  await page.route('**/api/price?*', async (route) => {
    const reply = await route.fetch();
    const quote = (await reply.json()) as Record<string, unknown>;
    delete quote.marketCheck;
    await route.fulfill({ response: reply, json: quote });
  });
  await page.goto('/');
  const form = swapForm(page);
  await form.amount.fill('1');
  await expect(form.estimate).not.toHaveValue('---', { timeout: 15_000 });
  await expect(page.getByText(/Market check off/)).toHaveCount(0);
});
