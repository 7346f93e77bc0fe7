import { expect, type Page } from '@playwright/test';

/** A receiving address every EVM coin accepts (all lower case: no checksum to get wrong). */
export const ETH_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';

/** The swap form's controls, found the way a visitor (or a screen reader) finds them. */
export function swapForm(page: Page) {
  return {
    amount: page.getByLabel('You send'),
    estimate: page.getByLabel('You receive (estimate)'),
    address: page.getByLabel('Receiving wallet address'),
    submit: page.getByRole('button', { name: /SWAP NOW|Fetching Price|Anonymizing|Placing order/ }),
    sendPicker: page.getByRole('button', { name: /Send currency/ }),
    receivePicker: page.getByRole('button', { name: /Receive currency/ }),
    direction: page.getByRole('button', { name: 'Swap send and receive currencies' }),
  };
}

/** The swap form as server HTML without script: plain selects and a 'Get quote' button. */
export function plainSwapForm(page: Page) {
  const swap = page.getByRole('form', { name: 'Swap' });
  return {
    amount: swap.getByLabel('You send'),
    estimate: swap.getByLabel('You receive (estimate)'),
    address: swap.getByLabel('Receiving wallet address'),
    from: swap.getByRole('combobox', { name: 'Send currency' }),
    to: swap.getByRole('combobox', { name: 'Receive currency' }),
    quote: swap.getByRole('button', { name: 'Get quote' }),
    swapNow: swap.getByRole('button', { name: 'SWAP NOW' }),
  };
}

/**
 * Without script: opens the swap page, fills in what is given and asks for a quote; the page the
 * server answers with is the form again, with the estimate. Returns the form's controls.
 */
export async function quoteWithoutScript(
  page: Page,
  { amount, from, to, address }: { amount: string; from?: string; to?: string; address?: string },
) {
  await page.goto('/');
  const form = plainSwapForm(page);
  await form.amount.fill(amount);
  if (from) await form.from.selectOption(from);
  if (to) await form.to.selectOption(to);
  if (address) await form.address.fill(address);
  await form.quote.click();
  return form;
}

/** Waits until a quote for the typed amount is on screen and the form is idle again. */
export async function waitForQuote(page: Page): Promise<void> {
  const form = swapForm(page);
  await expect(form.submit).toHaveText('SWAP NOW', { timeout: 15_000 });
  await expect(form.estimate).not.toHaveValue('---');
}

/** Fills amount and address and waits for the quote, ready for SWAP NOW. */
export async function fillSwap(page: Page, amount = '1', address = ETH_ADDRESS): Promise<void> {
  const form = swapForm(page);
  await form.amount.fill(amount);
  await form.address.fill(address);
  await waitForQuote(page);
}

/** The toast carrying this text (toasts are role=alert or role=status). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.Toastify [role="alert"], .Toastify [role="status"]').filter({ hasText: text });
