import type { Page } from '@playwright/test';
import { setProviderStatus } from './support/changenow.js';
import { E2E } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { fetchOrder, orderPageId } from './support/orders.js';
import { ETH_ADDRESS, quoteWithoutScript, swapForm, waitForQuote } from './support/swap-page.js';

// The transaction hashes a ChangeNOW-compatible provider reports (the sandbox's), from
// its API through the site's to the order page, with script and without; the signed documents
// and the message for support beside them. Runs with E2E_UPSTREAM_PROTOCOL=changenow.

test.skip(
  E2E.upstreamProtocol !== 'changenow',
  'needs the site in changenow mode: E2E_UPSTREAM_PROTOCOL=changenow',
);

const proof = (page: Page) => page.getByRole('region', { name: 'Proof of this order' });

/** The hashes the site's API reports, each shown whole on the page as text. */
async function expectHashesShown(page: Page, orderId: string) {
  const order = await fetchOrder(page.request, orderId);
  expect(order.depositHash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(order.payoutHash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(order.refundHash).toBeNull();
  const section = proof(page);
  await expect(section.getByTestId('depositHash')).toContainText(order.depositHash!);
  await expect(section.getByTestId('payoutHash')).toContainText(order.payoutHash!);
  await expect(section.getByTestId('refundHash')).toHaveCount(0);
  // the support message names them too, and the guarantee (a <details>: opens without script)
  await section.locator('summary', { hasText: 'Message for support' }).click();
  const message = section.getByRole('textbox', { name: 'Message for support' });
  await expect(message).toHaveValue(new RegExp(`Payout transaction:\n${order.payoutHash!}`));
  await expect(message).toHaveValue(new RegExp(`/order/${orderId}/guarantee.txt`));
  return order;
}

/** The documents' links, followed as a visitor would: plain files from this site. */
async function expectDocuments(page: Page, orderId: string) {
  const section = proof(page);
  for (const [name, path] of [
    ['Guarantee: what was promised', `/order/${orderId}/guarantee.txt`],
    ['Receipt: what happened', `/order/${orderId}/receipt.txt`],
  ] as const) {
    const link = section.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', path);
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(orderId);
  }
  // the key the guarantee names, fetched by its id (not simply today's key)
  const key = section.getByRole('link', { name: 'The public key that signed the guarantee' });
  await expect(key).toHaveAttribute('href', /^\/signing-key\/[0-9a-f]{64}\.pem$/);
  const guarantee = await (await page.request.get(`/order/${orderId}/guarantee.txt`)).text();
  expect(guarantee).toContain(`public key at ${await key.getAttribute('href')}`);
  expect((await page.request.get((await key.getAttribute('href'))!)).status()).toBe(200);
}

test.describe('with script', () => {
  test('the provider’s hashes appear on their own once reported, copyable', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // the page's clock, so that its 5 s poll comes when the spec says, not after a real wait
    await page.clock.install();
    await page.goto('/');
    const form = swapForm(page);
    await form.amount.fill('1');
    await form.address.fill(ETH_ADDRESS);
    await waitForQuote(page);
    await form.submit.click();
    const orderId = await orderPageId(page);
    // nothing reported yet: no transactions shown, none made up; no receipt link yet
    await expect(proof(page).getByTestId('depositHash')).toHaveCount(0);
    await expect(proof(page).getByRole('link', { name: 'Receipt: what happened' })).toHaveCount(0);

    await setProviderStatus(orderId, 'finished');
    // the page polls every 5 s: one poll on its clock brings the final order
    await page.clock.runFor(5000);
    await expect(proof(page).getByTestId('payoutHash')).toBeVisible();
    const order = await expectHashesShown(page, orderId);
    await expectDocuments(page, orderId);

    await proof(page)
      .getByTestId('payoutHash')
      .getByRole('button', { name: /^Copy transaction hash/ })
      .click();
    await expect(page.getByText('Transaction hash copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.payoutHash);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the hashes are selectable text, and the message for support is there to copy', async ({
    page,
  }) => {
    const form = await quoteWithoutScript(page, { amount: '1' });
    await form.address.fill(ETH_ADDRESS);
    await form.swapNow.click();
    const orderId = await orderPageId(page);

    await setProviderStatus(orderId, 'finished');
    await page.reload();
    await expectHashesShown(page, orderId);
    await expectDocuments(page, orderId);
    // no copy button without script: the message is text in a box, selectable whole
    await expect(proof(page).getByRole('button', { name: /Copy the message/ })).toHaveCount(0);
  });
});
