import { nuHtmlErrors } from '../tooling/nu-html-checker/nu-html-checker.js';
import { expect, test } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { ETH_ADDRESS, toast } from './support/swap-page.js';

// Every page is valid HTML (the Nu Html Checker, 0 errors): as served, which is what a visitor
// without script (Tor Browser at its Safest level, lynx) reads, and as the DOM stands once the
// script has taken over, a toast on screen included.

const PAGES = ['/', '/How-it-works', '/stake', '/no-such-page'];

test('every page passes the Nu Html Checker, as served and after hydration', async ({
  page,
  request,
}) => {
  const pages = [...PAGES, `/order/${await createOrder(request)}`];
  const documents: { name: string; html: string }[] = [];
  for (const path of pages) {
    documents.push({ name: `${path} as served`, html: await (await request.get(path)).text() });
  }
  // the answers a script-free form gets: a quote, and a lookup of a malformed id
  const quoted = await request.post('/', {
    form: { from: 'BNB', to: 'ETH', amount: '1', address: ETH_ADDRESS, intent: 'quote' },
  });
  documents.push({ name: 'POST / (quote) as served', html: await quoted.text() });
  const lookup = await request.get('/?orderId=not-an-id', { maxRedirects: 0 });
  documents.push({ name: 'bad lookup as served', html: await lookup.text() });

  for (const path of pages) {
    await page.goto(path);
    documents.push({ name: `${path} after hydration`, html: await page.content() });
  }
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('not-an-id');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(toast(page, 'Invalid ID')).toBeVisible();
  documents.push({ name: '/ with a toast', html: await page.content() });

  expect(await nuHtmlErrors(documents)).toEqual([]);
});
