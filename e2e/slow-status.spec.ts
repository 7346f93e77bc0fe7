import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder } from './support/orders.js';
import { clearFaults, queueFault } from './support/sandbox.js';

// A provider slower than the server's 300 ms bound for the order page is not an outage: the page
// said 'Order status unavailable – We cannot reach the exchange service' at first paint and after
// hydration until the next poll. It shows the order loading, says it is still asking, and the
// order once the reply is in.

test.afterEach(clearFaults);

test('with script: a slow status reply shows the order loading, then the order', async ({
  page,
}) => {
  const orderId = await createOrder(page.request);
  // the server's ask is held past its bound; the browser's own ask, until the spec has looked
  await queueFault('exchange_status', 'late', 1, 1500);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/orders/${orderId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/order/${orderId}`);
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Loading your order…' })).toBeVisible();
  // with script it asks every 5 s (the server's HTML said 10, its reload without script)
  await expect(
    page.getByText('The exchange service is slow to answer. This page asks again every 5 seconds.'),
  ).toBeVisible();
  await expect(page.getByText('cannot reach the exchange service')).toHaveCount(0);
  release();
  await expect(page.getByRole('region', { name: 'Tracking Info' })).toBeVisible();
});

test('without script: a slow status reply shows the order loading, and says how often it reloads', async ({
  browser,
  page,
}) => {
  const orderId = await createOrder(page.request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await context.newPage();
    await queueFault('exchange_status', 'late', 1, 1500);
    await visitor.goto(`/order/${orderId}`);
    await expect(visitor.getByText('Loading your order…')).toBeVisible();
    await expect(
      visitor.getByText(
        'The exchange service is slow to answer. This page asks again every 10 seconds.',
      ),
    ).toBeVisible();
    await expect(visitor.getByText('Order status unavailable')).toHaveCount(0);
    // its refresh is the one it names; 'Check status' asks at once, and the order is there
    await expect(visitor.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '10');
    await visitor.getByRole('link', { name: 'Check status' }).click();
    await expect(visitor.getByRole('region', { name: 'Tracking Info' })).toBeVisible();
  } finally {
    await context.close();
  }
});
