import type { Page } from '@playwright/test';
import { QUOTE_MOVE_LIMIT_PERCENT } from '../shared/constants.js';
import { SWAPS_PAUSED_MESSAGE } from '../shared/contract/names.js';
import { expect, test } from './support/fixtures.js';
import {
  clearFaults,
  deposit,
  moveMarket,
  queueFault,
  setStatus,
  type SandboxFault,
} from './support/sandbox.js';
import { orderPageId } from './support/orders.js';
import { closedMainMenu } from './support/main-menu.js';
import { ETH_ADDRESS, plainSwapForm as form, quoteWithoutScript } from './support/swap-page.js';

// Tor Browser's 'Safest' level: no script at all. Every page is server HTML and every action a
// plain form; the spec's toasts show inline.

test.use({ javaScriptEnabled: false });
test.afterEach(async () => {
  await clearFaults();
  await moveMarket(0);
});

async function fillAndSwap(page: Page, amount: string, address: string) {
  await page.goto('/');
  const swap = form(page);
  await swap.amount.fill(amount);
  await swap.address.fill(address);
  await swap.swapNow.click();
}

test('quote, order, order page and lookup all work without script', async ({ page }) => {
  const swap = await quoteWithoutScript(page, { amount: '1', to: 'BTC' });
  // the server answered with the estimate and both rates for the same inputs
  await expect(swap.estimate).not.toHaveValue('---');
  await expect(swap.amount).toHaveValue('1');
  await expect(swap.to).toHaveValue('BTC');
  await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+\.\d{6} BTC$/)).toBeVisible();
  await expect(page.getByText(/^1 BTC = \d+\.\d{6} BNB \(BEP-20\)$/)).toBeVisible();

  // the coin changed after Get quote: the quote for the new pair shows first, with the reason
  await swap.to.selectOption('ETH');
  await swap.address.fill(ETH_ADDRESS);
  await swap.swapNow.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toContainText(
    'The coins or the amount changed after the last quote.',
  );
  await expect(swap.to).toHaveValue('ETH');
  await expect(swap.address).toHaveValue(ETH_ADDRESS);
  await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+\.\d{6} ETH$/)).toBeVisible();
  await swap.swapNow.click();
  const orderId = await orderPageId(page);
  // the deposit address as plain text to select, and the deadline as a time
  const address = page.locator('.deposit-box__address .copy-text__value');
  await expect(address).toHaveText(/\S{20,}/);
  await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0);
  // the deadline as a time, not a countdown frozen at its render time
  await expect(page.getByTestId('send-by')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);

  // the order lookup is a GET form that lands on the order page
  await page.goto('/');
  const lookup = page.getByRole('search', { name: 'Order lookup (desktop)' });
  await lookup.getByRole('searchbox').fill(orderId);
  await lookup.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Order Page' })).toBeVisible();
});

test('waiting for the deposit the page stays put, with Check status and an opt-in reload; then it reloads itself until final', async ({
  page,
}) => {
  await fillAndSwap(page, '1', ETH_ADDRESS);
  const orderId = await orderPageId(page);
  const refresh = page.locator('meta[http-equiv="refresh"]');
  // a reload would wipe the visitor's selection of the deposit address
  await expect(refresh).toHaveCount(0);
  // the deadline as a time: a countdown would sit at its render time ('30:00') without script
  await expect(page.getByTestId('send-by')).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  await page.getByRole('link', { name: 'Check status' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(refresh).toHaveCount(0);

  // the visitor opts in: the page reloads every 10 s and shows the deposit by itself
  await page.getByRole('link', { name: 'Reload every 10 seconds' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}\\?refresh=10$`));
  await expect(refresh).toHaveAttribute('content', '10');
  await expect(page.getByRole('link', { name: 'Stop reloading' })).toBeVisible();
  await deposit(orderId);
  await expect(page.getByTestId('send-by')).toHaveText('Received', { timeout: 15_000 });

  // the deposit seen, the address is no longer needed: the plain page reloads by itself too
  await page.goto(`/order/${orderId}`);
  await expect(refresh).toHaveAttribute('content', '10');
  await expect(page.getByRole('link', { name: 'Check status' })).toHaveCount(0);

  await setStatus(orderId, 4);
  await page.reload();
  await expect(page.getByTestId('send-by')).toHaveText('Order Completed');
  await expect(refresh).toHaveCount(0);
});

test('shows the Min and Max warnings under the amount', async ({ page }) => {
  const swap = await quoteWithoutScript(page, { amount: '0.0000001' });
  await expect(page.getByText(/^Min: [\d.e-]+ BNB \(BEP-20\)$/)).toBeVisible();

  await swap.amount.fill('123');
  await swap.address.fill(ETH_ADDRESS);
  await swap.swapNow.click();
  // no order: the form comes back with the warning
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/^Max: \d+ BNB \(BEP-20\)$/)).toBeVisible();
});

test('shows the address texts of spec section 5 inline', async ({ page }) => {
  await fillAndSwap(page, '1', '');
  await expect(page.getByRole('alert')).toContainText('Please input receiver address.');
  await expect(page.getByRole('alert')).toContainText('Something went wrong.');

  await fillAndSwap(page, '1', '0x1234');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Invalid address');
  await expect(alert).toContainText('Please input correct receiver address.');
  await expect(form(page).address).toHaveValue('0x1234');
});

test('an estimate that moved past the limit is shown, and a second SWAP NOW orders at it', async ({
  page,
}) => {
  const swap = await quoteWithoutScript(page, { amount: '1', address: ETH_ADDRESS });
  const before = Number(await swap.estimate.inputValue());
  const move = QUOTE_MOVE_LIMIT_PERCENT * 3;
  await moveMarket(move);

  await swap.swapNow.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText(`The estimate moved by more than ${QUOTE_MOVE_LIMIT_PERCENT}%`, {
      exact: false,
    }),
  ).toContainText('Press SWAP NOW again to swap at the new estimate.');
  const after = Number(await swap.estimate.inputValue());
  expect(after / before).toBeCloseTo(1 + move / 100, 5);
  await expect(swap.address).toHaveValue(ETH_ADDRESS);

  await swap.swapNow.click();
  await orderPageId(page);
});

test('the same coin twice and an amount like 1e3 get a reason inline; the text stays', async ({
  page,
}) => {
  const swap = await quoteWithoutScript(page, { amount: '2', to: 'BNB' });
  await expect(page.getByRole('alert')).toContainText('Pick two different coins to swap.');
  await expect(page.getByRole('alert')).not.toContainText('Fetching price failed');
  await expect(swap.amount).toHaveValue('2');
  await expect(swap.to).toHaveValue('BNB');

  await swap.to.selectOption('ETH');
  await swap.amount.fill('1e3');
  await swap.address.fill(ETH_ADDRESS);
  await swap.swapNow.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(swap.amount).toHaveValue('1e3');
  await expect(swap.amount).toHaveAccessibleDescription(
    'Enter the amount as a plain number, such as 1.5',
  );
});

test("shows 'Fetching price failed' when the price service fails", async ({ page }) => {
  await page.goto('/');
  await queueFault('token_price', 'http500');
  await form(page).amount.fill('1');
  await form(page).quote.click();
  await expect(page.getByRole('alert')).toContainText('Fetching price failed');
  await expect(form(page).estimate).toHaveValue('---');
});

const exchangeCases: { fault: SandboxFault; text: string }[] = [
  { fault: 'error301', text: 'Invalid address' },
  { fault: 'error', text: SWAPS_PAUSED_MESSAGE },
  { fault: 'unknown-message', text: 'Please contact support team.' },
];
for (const { fault, text } of exchangeCases) {
  test(`an exchange reply '${fault}' shows '${text.slice(0, 30)}…' inline`, async ({ page }) => {
    await page.goto('/');
    await queueFault('token_exchange', fault);
    const swap = form(page);
    await swap.amount.fill('1');
    await swap.address.fill(ETH_ADDRESS);
    await swap.swapNow.click();
    await expect(page).toHaveURL(/\/$/);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Something went wrong.');
    await expect(alert).toContainText(text);
    await expect(swap.address).toHaveValue(ETH_ADDRESS);
  });
}

test("a malformed order id shows 'Invalid ID' inline", async ({ page }) => {
  await page.goto('/');
  const lookup = page.getByRole('search', { name: 'Order lookup (desktop)' });
  await lookup.getByRole('searchbox').fill('too-short');
  await lookup.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/\?orderId=too-short$/);
  await expect(lookup.getByRole('alert')).toContainText('Invalid ID');
  await expect(lookup.getByRole('alert')).toContainText('Contact support');
});

test('How it works shows all six steps, every card and every review', async ({ page }) => {
  await page.goto('/How-it-works');
  // the server's HTML holds each step once; without script every one of them shows
  const steps = page.locator('.step-guide__text');
  await expect(steps).toHaveCount(6);
  for (const [index, step] of (await steps.all()).entries()) {
    await expect(step.getByText(`Step ${index + 1}`)).toBeVisible();
    await expect(step.getByRole('heading', { level: 3 })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next step' })).toBeHidden();
  await expect(page.locator('.hood-card:visible')).toHaveCount(4);
  await expect(page.locator('.review-card:visible')).toHaveCount(3);
});

test("Stake's buttons are off, with the reason in words, as no script can answer them", async ({
  page,
}) => {
  await page.goto('/stake');
  for (const name of ['Approve', 'Stake', 'Redeem'])
    await expect(page.getByRole('button', { name, exact: true })).toBeDisabled();
  await expect(
    page.getByText('These buttons work only with JavaScript on', { exact: false }).first(),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the menu opens and leads to How it works', async ({ page }) => {
    const nav = await closedMainMenu(page);
    // the link says 'Menu' in text: Tor Browser's Safest level shows no SVG icon
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(nav).toBeVisible();
    // the way back says so in words (drawn by no-js.css: text browsers list no such link)
    const close = page.getByRole('link', { name: 'Close menu' });
    await expect(close).toBeVisible();
    expect(await close.evaluate((link) => getComputedStyle(link, '::before').content)).toBe(
      '"Close menu"',
    );
    await close.click();
    await expect(nav).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  });
});

/**
 * Every rule of no-js.css that applies here, checked against what the browser computed: a
 * declaration of a keyword (display: none, flex-wrap: wrap...) that a later stylesheet of equal
 * specificity undoes shows as a different computed value (the order lookup box hidden
 * on phones by order-lookup.css). Returns "selector { property: wanted, got }" for each.
 */
function overriddenNoScriptRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sheet = [...document.styleSheets].find((each) => each.href?.endsWith('/no-js.css'));
    if (!sheet) return ['no-js.css is not loaded'];
    const found: string[] = [];
    const check = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSMediaRule) {
          if (matchMedia(rule.conditionText).matches) check(rule.cssRules);
          continue;
        }
        if (!(rule instanceof CSSStyleRule)) continue;
        for (const element of document.querySelectorAll(rule.selectorText)) {
          const computed = getComputedStyle(element);
          for (const property of rule.style) {
            const wanted = rule.style.getPropertyValue(property).trim();
            // keywords only: lengths and colours compute to another spelling of the same value
            if (!/^[a-z]+(?:-[a-z]+)*$/.test(wanted) || ['auto', 'initial'].includes(wanted))
              continue;
            const got = computed.getPropertyValue(property);
            if (got !== wanted)
              found.push(`${rule.selectorText} { ${property}: ${wanted}, got ${got} }`);
          }
        }
      }
    };
    check(sheet.cssRules);
    return found;
  });
}

for (const width of [320, 375, 740, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every rule of no-js.css holds on each page: none is undone by a later stylesheet', async ({
      page,
    }) => {
      await fillAndSwap(page, '1', ETH_ADDRESS);
      const orderPath = new URL(page.url()).pathname;
      for (const path of ['/', '/How-it-works', '/stake', orderPath, '/fa/', '/fa/How-it-works']) {
        await page.goto(path);
        expect(await overriddenNoScriptRules(page), path).toEqual([]);
      }
      // the finding itself: the order lookup box shows at every width
      await page.goto('/');
      await expect(page.locator('input[name="orderId"]')).toBeVisible();
    });
  });
}

test('a changed amount and a wrong address: one press names the address beside the new quote', async ({
  page,
}) => {
  // over Tor each press is a full round trip: the second problem is not left for a second press
  const swap = await quoteWithoutScript(page, { amount: '1', to: 'ETH' });
  await expect(swap.estimate).not.toHaveValue('---');
  await swap.amount.fill('2');
  await swap.address.fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await swap.swapNow.click();
  await expect(
    page.getByText('The coins or the amount changed after the last quote.'),
  ).toBeVisible();
  await expect(page.getByText(/^1 BNB \(BEP-20\) = \d+\.\d{6} ETH$/)).toBeVisible();
  await expect(swap.amount).toHaveValue('2');
  await expect(swap.address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#address-problem')).toContainText(
    'Please input correct receiver address.',
  );
});
