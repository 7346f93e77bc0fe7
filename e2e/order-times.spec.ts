import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder, fetchOrder } from './support/orders.js';

// One calendar and one time zone per language, with script and without, the zone always named:
// a Persian page wrote the Persian calendar in local time with script and ISO in UTC without; an
// English one a local time with no zone with script and 'UTC' without.

const persianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

/** What the page must say for a time, worked out here by Intl, not by the site's own code. */
function expected(lang: 'en' | 'fa', epochSeconds: number): string {
  const at = new Date(epochSeconds * 1000);
  const time = at.toISOString().slice(11, 16);
  if (lang === 'en') return `${at.toISOString().slice(0, 10)} ${time} UTC`;
  const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${persianDigits(`${part('year')}/${part('month')}/${part('day')} ${time}`)} به وقت UTC`;
}

for (const lang of ['en', 'fa'] as const) {
  test(`${lang}: an order's creation time reads the same with and without script, its zone named`, async ({
    browser,
    page,
  }) => {
    const orderId = await createOrder(page.request);
    const { createdAt } = await fetchOrder(page.request, orderId);
    const path = `${lang === 'en' ? '' : `/${lang}`}/order/${orderId}`;
    const shown: string[] = [];
    for (const javaScriptEnabled of [false, true]) {
      // a visitor far from UTC: nothing of their zone may leak into the page
      const context = await browser.newContext({ javaScriptEnabled, timezoneId: 'Asia/Tehran' });
      try {
        const visitor = await context.newPage();
        await visitor.goto(path);
        if (javaScriptEnabled) await waitForHydration(visitor);
        const created = visitor.locator('.tracking-info time').first();
        await expect(created).toHaveText(expected(lang, createdAt));
        shown.push((await created.textContent()) ?? '');
      } finally {
        await context.close();
      }
    }
    expect(shown[0]).toBe(shown[1]);
  });
}
