import type { Page } from '@playwright/test';
import { E2E } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { unpickedRoute } from './support/private-route.js';
import { ETH_ADDRESS, fillSwap, quoteWithoutScript } from './support/swap-page.js';

// Three providers side by side, each a dialect of one standalone sandbox: the price service,
// a ChangeNOW-compatible provider and StealthEX. Runs with E2E_UPSTREAM_PROTOCOL=providers.

test.skip(
  E2E.upstreamProtocol !== 'providers',
  'needs the site over three providers: E2E_UPSTREAM_PROTOCOL=providers',
);

const POLICY_A = 'Rating A: does not hold flagged deposits';
const POLICY_C = 'Rating C: may hold a flagged deposit until you answer its questions';
const SOURCE = /this site operator's reading of that provider's published terms/;

const offers = (page: Page) => page.getByRole('group', { name: 'Offers from our providers' });

async function expectThreeOffers(page: Page) {
  const group = offers(page);
  await expect(group.getByRole('radio')).toHaveCount(3);
  const offer = (label: string) => group.locator('label', { hasText: label });
  await expect(offer('Price Service')).toBeVisible();
  await expect(offer('Change Sandbox')).toContainText(POLICY_C);
  await expect(offer('Change Sandbox')).toContainText('Refunds need ID');
  await expect(offer('StealthEX Sandbox')).toContainText(POLICY_A);
  await expect(offer('StealthEX Sandbox')).toContainText('Refunds without ID');
  await expect(group).toContainText(SOURCE);
  // the best private route (decision 030) is listed apart, not picked: a direct offer is
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Private route through Monero' })).toBeVisible();
  await unpickedRoute(page);
  // providers that are sandboxes: the site says so, as with the embedded one
  await expect(page.getByText(/SANDBOX\s*Prices and orders are simulated/)).toBeVisible();
}

test('shows an offer from each of three providers, each with its flagged-deposit policy in words, and a private route apart', async ({
  page,
}) => {
  await page.goto('/');
  await fillSwap(page, '1', ETH_ADDRESS);
  await expectThreeOffers(page);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the quote page offers the same three, each as a radio with its policy, and the route apart', async ({
    page,
  }) => {
    await quoteWithoutScript(page, { amount: '1', address: ETH_ADDRESS });
    await expectThreeOffers(page);
  });
});
