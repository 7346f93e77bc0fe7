import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ETH_ADDRESS } from './swap-page.js';

/** Places a BNB -> ETH order through the site's JSON API; returns its id. */
export async function createOrder(request: APIRequestContext): Promise<string> {
  const quote = await request.get('/api/price?from=BNB&to=ETH&amount=1');
  expect(quote.status()).toBe(200);
  const { route } = (await quote.json()) as { route: unknown };
  const created = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: { from: 'BNB', to: 'ETH', amount: '1', address: ETH_ADDRESS, route },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}

/** Opens an order's page and waits until the order is on screen. */
export async function openOrderPage(page: Page, orderId: string): Promise<void> {
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Order Page' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The data-state of each progress step, as the page draws them. */
export const progressStates = (page: Page): Promise<(string | null)[]> =>
  page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')));
