import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ORDER_ID_LENGTH } from '../../shared/constants.js';
import type { OrderView } from '../../shared/contract/api.js';
import { fillSwap, swapForm, ETH_ADDRESS } from './swap-page.js';

const ORDER_PATH = new RegExp(`/order/([A-Za-z0-9_-]{${ORDER_ID_LENGTH}})$`);

/** Waits until the page is an order's page (its URL, then its heading); returns the order's id. */
export async function orderPageId(page: Page): Promise<string> {
  await expect(page).toHaveURL(ORDER_PATH, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Order Page' })).toBeVisible({
    timeout: 15_000,
  });
  return ORDER_PATH.exec(new URL(page.url()).pathname)![1]!;
}

/** Places an order through the swap form as a visitor would; returns its id. */
export async function placeOrder(page: Page, amount = '1'): Promise<string> {
  await page.goto('/');
  await fillSwap(page, amount);
  await swapForm(page).submit.click();
  return orderPageId(page);
}

/** Quotes BNB -> ETH through the site's JSON API; returns the route an order is placed with. */
export async function quoteRoute(request: APIRequestContext, amount = '1'): Promise<unknown> {
  const quote = await request.get(`/api/price?from=BNB&to=ETH&amount=${amount}`);
  expect(quote.status()).toBe(200);
  return ((await quote.json()) as { route: unknown }).route;
}

/** Places a BNB -> ETH order through the site's JSON API (not through a page); returns its id. */
export async function createOrder(request: APIRequestContext, amount = '1'): Promise<string> {
  const route = await quoteRoute(request, amount);
  const created = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: { from: 'BNB', to: 'ETH', amount, address: ETH_ADDRESS, route },
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

/**
 * Places an order through the JSON API and opens its page: for the specs about the page itself,
 * which need an order but not the form. Returns its id.
 */
export async function openNewOrder(page: Page): Promise<string> {
  const orderId = await createOrder(page.request);
  await openOrderPage(page, orderId);
  return orderId;
}

/** The order as the site's own API reports it (the deposit address among others). */
export async function fetchOrder(request: APIRequestContext, orderId: string): Promise<OrderView> {
  const response = await request.get(`/api/orders/${orderId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as OrderView;
}

/** The data-state of each progress step, as the page draws them. */
export const progressStates = (page: Page): Promise<(string | null)[]> =>
  page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-state')));
