import { formatMessage } from '../shared/i18n/message-format.js';
import type { Lang } from '../shared/i18n/languages.js';
import en from '../client/src/lib/i18n/catalogues/en.js';
import es from '../client/src/lib/i18n/catalogues/es.js';
import fa from '../client/src/lib/i18n/catalogues/fa.js';
import { expect, test } from './support/fixtures.js';
import { toast } from './support/swap-page.js';

// The script-free form names a rate limit ('Too many price requests…'); the script page said only
// 'Fetching price failed'. Both now say the limit, in the page's language. The site under test
// runs with limits no visitor reaches, so the price limiter's own reply (429, its code and
// params, as server/security/rate-limits.ts sends it) is played to the page.

const CATALOGUES = { en, es, fa } as const;

for (const [lang, messages] of Object.entries(CATALOGUES) as [Lang, typeof en][]) {
  test(`a price rate limit is named on the ${lang} page with script, as without it`, async ({
    page,
  }) => {
    await page.route('**/api/price?*', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '60' },
        body: JSON.stringify({
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many price requests. Please wait a minute and try again.',
            requestId: 'e2e',
            params: { what: 'prices' },
          },
        }),
      }),
    );
    await page.goto(lang === 'en' ? '/' : `/${lang}/`);
    await page.getByRole('textbox', { name: messages['swap.youSend'], exact: true }).fill('2');
    const named = formatMessage(messages['notice.rateLimited'], lang, { what: 'prices' });
    const shown = toast(page, named);
    await expect(shown).toBeVisible({ timeout: 10_000 });
    await expect(shown).toContainText(messages['notice.failureTitle']);
    await expect(toast(page, messages['notice.priceFailed'])).toHaveCount(0);
  });
}
