import { expect, type APIRequestContext } from '@playwright/test';
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
