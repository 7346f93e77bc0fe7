import type { Page } from '@playwright/test';
import { getCoin } from '../shared/coins.js';
import { formatMessage, type MessageValues } from '../shared/i18n/message-format.js';
import { localizeDecimal } from '../shared/i18n/numbers.js';
import { WHOLE_CATALOGUES } from '../client/src/lib/i18n/test-support/whole-catalogues.js';
import type { MessageId } from '../client/src/lib/i18n/i18n.js';
import { expect, test } from './support/fixtures.js';
import { clearFaults, queueFault, type SandboxFault } from './support/sandbox.js';
import { ETH_ADDRESS, toast } from './support/swap-page.js';

// With script, the German page says the refusals a visitor meets most in German, from
// the codes of the real replies, and never the server's English. The node walk
// (tooling/i18n/refusals-in-german.integration.test.ts) covers every refusal; this checks the real page.

const { de, en } = WHOLE_CATALOGUES;
const german = (id: MessageId, values?: MessageValues) => formatMessage(de[id], 'de', values);
const english = (id: MessageId, values?: MessageValues) => formatMessage(en[id], 'en', values);

/** The German swap form's controls, by their German names. */
function germanForm(page: Page) {
  return {
    amount: page.getByLabel(german('swap.youSend')),
    address: page.getByLabel(german('swap.address')),
    submit: page.getByRole('button', { name: german('swap.submit') }),
  };
}

test.beforeEach(async ({ page }) => {
  await clearFaults();
  await page.goto('/de/');
});

test.afterEach(() => clearFaults());

test('an amount below the minimum shows the German Min line', async ({ page }) => {
  const amount = '0.0000001';
  const quote = await page.request.get(`/api/price?from=BNB&to=ETH&amount=${amount}`);
  const { min } = (await quote.json()) as { min: number };
  const values = { limit: localizeDecimal(String(min), 'de'), coin: getCoin('BNB').label };

  await germanForm(page).amount.fill(localizeDecimal(amount, 'de'));
  await expect(page.getByText(german('swap.min', values), { exact: true })).toBeVisible();
  await expect(page.getByText(english('swap.min', values))).toHaveCount(0);
});

test('a failing price service says so in German', async ({ page }) => {
  await queueFault('token_price', 'http500');
  await germanForm(page).amount.fill('2');
  const shown = toast(page, german('notice.priceFailed'));
  await expect(shown).toBeVisible({ timeout: 10_000 });
  await expect(shown).toContainText(german('notice.failureTitle'));
  await expect(toast(page, english('notice.priceFailed'))).toHaveCount(0);
});

const orderFaults: { fault: SandboxFault; status: number; id: MessageId }[] = [
  { fault: 'http500', status: 502, id: 'notice.contactSupport' },
  { fault: 'error', status: 503, id: 'notice.swapsPaused' },
];

for (const { fault, status, id } of orderFaults) {
  test(`an order the exchange refuses (${fault}) is said in German`, async ({ page }) => {
    const form = germanForm(page);
    await form.amount.fill('1');
    await form.address.fill(ETH_ADDRESS);
    // the quote is in: the button is idle and names itself SWAP NOW again
    await expect(form.submit).toBeEnabled({ timeout: 15_000 });
    await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+,\d{6} ETH$/)).toBeVisible();
    await queueFault('token_exchange', fault);
    const reply = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/orders'),
    );
    await form.submit.click();
    expect((await reply).status()).toBe(status);
    const shown = toast(page, german(id));
    await expect(shown).toBeVisible({ timeout: 10_000 });
    await expect(shown).toContainText(german('notice.failureTitle'));
    await expect(toast(page, english(id))).toHaveCount(0);
    await expect(toast(page, english('notice.failureTitle'))).toHaveCount(0);
    await expect(page).toHaveURL(/\/de\/$/);
  });
}
