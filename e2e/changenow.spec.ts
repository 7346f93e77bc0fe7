import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { setProviderStatus } from './support/changenow.js';
import { E2E } from './support/env.js';
import { expect, test } from './support/fixtures.js';
import { fetchOrder, orderPageId } from './support/orders.js';
import { ETH_ADDRESS, quoteWithoutScript, swapForm, waitForQuote } from './support/swap-page.js';
import { formatMessage } from '../shared/i18n/message-format.js';
import type { Lang } from '../shared/i18n/languages.js';
import en from '../client/src/lib/i18n/catalogues/en.js';
import es from '../client/src/lib/i18n/catalogues/es.js';
import fa from '../client/src/lib/i18n/catalogues/fa.js';
import { lynxDump, w3mDump } from '../tooling/tor-browser/test-support/text-browsers.js';

// A whole swap against a ChangeNOW-compatible provider (the embedded sandbox speaking
// its API v2), with a refund address and an XRP destination tag, with script and without.
// Runs with E2E_UPSTREAM_PROTOCOL=changenow; in the default mode these fields are not offered.

test.skip(
  E2E.upstreamProtocol !== 'changenow',
  'needs the site in changenow mode: E2E_UPSTREAM_PROTOCOL=changenow',
);

const XRP_ADDRESS = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';
/** a BNB (BEP-20) refund address: any EVM address */
const BNB_REFUND = '0x3333333333333333333333333333333333333333';
const TAG = '123456';
const ON_HOLD = 'On hold: the provider is checking this swap; contact support with your order id';
const REFUNDED = 'Refunded to your refund address';

const extraFields = (page: Page) => {
  const form = page.getByRole('form', { name: 'Swap' });
  return {
    refund: form.getByLabel('Refund address (optional)'),
    tag: form.getByLabel('Destination tag (optional)'),
  };
};

const depositBox = (page: Page) => page.getByRole('region', { name: 'Deposit' });
const sendBy = (page: Page) => page.getByTestId('send-by');

/** Each step of the progress bar as read out: its name and its state in words. */
const stepTexts = (page: Page) =>
  page
    .locator('.order-progress > li')
    .evaluateAll((steps) => steps.map((step) => step.textContent?.replace(/\s+/g, ' ').trim()));

const CATALOGUES = { en, es, fa } as const;

/**
 * A refunded order's page in one language: the deposit came and went back, nothing is to be
 * sent (no 'deposit window closed'), the refund's hash, and steps that say the swap did not
 * happen rather than '(stopped)'. `text`: the page as the visitor reads it.
 */
function expectRefundedWords(text: string, lang: Lang): void {
  const t = CATALOGUES[lang as keyof typeof CATALOGUES];
  const said = text.replace(/\s+/g, ' ');
  expect(said).toContain(t['order.refundedToAddress']);
  expect(said).toContain(t['order.refundedHint']);
  expect(said).toContain(t['order.refundedWithdrawn']);
  expect(said).toContain(t['proof.refundTx']);
  expect(said).not.toContain(t['order.withdrawn']);
  expect(said).not.toContain(t['order.stateInactive']);
  // with a provider (not the price service) no Monero hop is claimed: the step reads confirming
  expect(said).toContain(`${t['order.step1Confirming']} ${t['order.stateRefunded']}`);
}

/** The tab's title of a refunded order in one language, as the page words it. */
const refundedTitle = (lang: Lang, orderId: string) =>
  formatMessage(CATALOGUES[lang as keyof typeof CATALOGUES]['meta.orderTitle'], lang, {
    id: `${orderId.slice(0, 6)}…`,
    status: 'refunded',
  });

/** What the order page shows of the visitor's tag and refund address. */
async function expectTagAndRefund(page: Page) {
  const receiveCard = page.getByRole('article', { name: 'Receive' });
  await expect(receiveCard.getByText('Destination tag', { exact: true })).toBeVisible();
  await expect(receiveCard.getByText(TAG)).toBeVisible();
  const tracking = page.getByRole('region', { name: 'Tracking Info' });
  const refundRow = tracking.locator('.tracking-info__row', { hasText: /^Refund address/ });
  // shortened on screen with script (the whole address is what a copy takes); whole without
  await expect(refundRow).toContainText(BNB_REFUND.slice(0, 6));
  await expect(refundRow).toContainText(BNB_REFUND.slice(-6));
}

/** The provider's deposit tag on the page, with its warning, as the site's API reports it. */
async function expectDepositTag(page: Page, orderId: string): Promise<string> {
  const { send } = await fetchOrder(page.request, orderId);
  expect(send.memo, 'the provider gave an XRP deposit a tag').toMatch(/^\d+$/);
  const box = depositBox(page);
  await expect(box.getByText('Destination tag', { exact: true })).toBeVisible();
  await expect(box.getByText(send.memo!, { exact: true })).toBeVisible();
  await expect(box.getByRole('note')).toHaveText(
    'Include it with your deposit: a deposit without it is lost.',
  );
  await expect(
    box.getByRole('img', { name: 'QR code of the XRP deposit address with its destination tag' }),
  ).toBeVisible();
  return send.memo!;
}

test.describe('with script', () => {
  test('BNB to XRP with a refund address and a tag, then on hold and refunded', async ({
    page,
  }) => {
    // the page's clock: its 5 s status poll comes when the spec moves it
    await page.clock.install();
    await page.goto('/');
    const form = swapForm(page);
    const extra = extraFields(page);
    await expect(extra.refund).toBeVisible();
    await expect(extra.tag).toHaveCount(0);
    await form.receivePicker.click();
    await page.getByRole('option', { name: /XRP/ }).click();
    await form.amount.fill('1');
    await form.address.fill(XRP_ADDRESS);
    await extra.refund.fill(BNB_REFUND);

    // the page's own check refuses a tag past the largest, beside the field
    await extra.tag.fill('4294967296');
    await waitForQuote(page);
    await form.submit.click();
    await expect(
      page.getByText('A destination tag is digits only, at most 4294967295.'),
    ).toBeVisible();
    await expect(extra.tag).toBeFocused();

    await extra.tag.fill(TAG);
    const created = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/orders'),
    );
    await form.submit.click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ refundAddress: BNB_REFUND, receiveMemo: TAG });
    // the provider's fixed rate travels with the order
    expect(body.rateId).toEqual(expect.any(String));
    expect(body.validUntil).toEqual(expect.any(Number));
    const orderId = await orderPageId(page);
    await expectTagAndRefund(page);

    // the provider's words for the two states the spec lacks; the page polls every 5 s
    await setProviderStatus(orderId, 'verifying');
    await page.clock.runFor(5000);
    await expect(sendBy(page)).toHaveText(ON_HOLD);
    await expect(depositBox(page)).toContainText(ON_HOLD);
    // held, not stopped: the deposit came, nothing more to send
    await expect(depositBox(page)).toContainText(en['order.onHoldHint']);
    expect(await stepTexts(page)).toEqual([
      'Order Received (complete)',
      'Confirming (on hold)',
      'Swapping (not started)',
      'Done (not started)',
    ]);
    await expect(page).toHaveTitle(/– On hold –/);
    await setProviderStatus(orderId, 'refunded');
    await page.clock.runFor(5000);
    await expect(sendBy(page)).toHaveText(REFUNDED);
    await expect(depositBox(page)).toContainText(REFUNDED);
    await expect(depositBox(page)).toContainText(en['proof.refundTx']);
    expectRefundedWords(await page.locator('main').innerText(), 'en');
    expect(await page.title()).toContain(refundedTitle('en', orderId));
    await expectTagAndRefund(page);
  });

  test('XRP to ETH: the deposit tag the provider returns, copyable, warned and in the QR code', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const form = swapForm(page);
    await form.sendPicker.click();
    await page.getByRole('option', { name: /XRP/ }).click();
    await form.amount.fill('100');
    await form.address.fill(ETH_ADDRESS);
    await extraFields(page).refund.fill(XRP_ADDRESS);
    await waitForQuote(page);
    await form.submit.click();
    const orderId = await orderPageId(page);
    const memo = await expectDepositTag(page, orderId);
    await depositBox(page)
      .getByRole('button', { name: /^Copy destination tag/ })
      .click();
    await expect(page.getByText('Destination tag copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(memo);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('BNB to XRP with a refund address and a tag, then refunded', async ({ page }) => {
    const form = {
      ...(await quoteWithoutScript(page, { amount: '1', to: 'XRP' })),
      ...extraFields(page),
    };
    // the form comes back for XRP: now with the tag field, and the refund address as before
    await form.address.fill(XRP_ADDRESS);
    await form.refund.fill(BNB_REFUND);
    await form.tag.fill('12a');
    await form.swapNow.click();
    // the server's check, shown beside the field with what was typed
    await expect(
      page.getByText('A destination tag is digits only, at most 4294967295.'),
    ).toBeVisible();
    await expect(form.tag).toHaveValue('12a');
    await expect(form.refund).toHaveValue(BNB_REFUND);

    await form.tag.fill(TAG);
    await form.swapNow.click();
    const orderId = await orderPageId(page);
    await expectTagAndRefund(page);

    await setProviderStatus(orderId, 'refunded');
    await page.reload();
    await expect(sendBy(page)).toHaveText(REFUNDED);
    await expect(depositBox(page)).toContainText(REFUNDED);
    // the same in Spanish and Persian, and in lynx and w3m (no script, no CSS)
    for (const lang of ['en', 'es', 'fa'] as const) {
      const path = `${lang === 'en' ? '' : `/${lang}`}/order/${orderId}`;
      await page.goto(path);
      expectRefundedWords(await page.locator('main').innerText(), lang);
      expect(await page.title()).toContain(refundedTitle(lang, orderId));
      for (const dump of [lynxDump, w3mDump]) {
        expectRefundedWords(await dump(`${E2E.siteUrl}${path}`), lang);
      }
    }
  });

  test('XRP to ETH: the deposit tag and the code the server drew with it', async ({ page }) => {
    const form = {
      ...(await quoteWithoutScript(page, { amount: '100', from: 'XRP', to: 'ETH' })),
      ...extraFields(page),
    };
    await form.address.fill(ETH_ADDRESS);
    await form.refund.fill(XRP_ADDRESS);
    await form.swapNow.click();
    const orderId = await orderPageId(page);
    await expectDepositTag(page, orderId);
    // drawn by the server (a PNG), keyed by the same text the page encodes
    await expect(depositBox(page).getByRole('img')).toHaveAttribute('src', /^data:image\/png/);
  });
});

/** An order placed through the site's JSON API, with the issue's extra fields; returns its id. */
async function apiOrder(
  request: APIRequestContext,
  order: { from: string; to: string; amount: string; address: string } & Record<string, string>,
): Promise<string> {
  const quote = await request.get('/api/price', {
    params: { from: order.from, to: order.to, amount: order.amount },
  });
  expect(quote.status()).toBe(200);
  const { route, rateId, validUntil } = (await quote.json()) as Record<string, unknown>;
  const created = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': `e2e-cn-${Date.now()}-${Math.floor(Math.random() * 1e9)}` },
    data: { ...order, route, rateId, validUntil },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}

test('Persian: the new fields and the order page mirror at 375 px and pass axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const withTag = await apiOrder(page.request, {
    from: 'BNB',
    to: 'XRP',
    amount: '1',
    address: XRP_ADDRESS,
    refundAddress: BNB_REFUND,
    receiveMemo: TAG,
  });
  const depositTag = await apiOrder(page.request, {
    from: 'XRP',
    to: 'ETH',
    amount: '100',
    address: ETH_ADDRESS,
  });
  const noSideways = async (what: string) => {
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  };
  await page.goto('/fa/');
  // the picker's name is Persian here: found by its id
  await page.locator('#receive-coin-button').click();
  await page.getByRole('option', { name: /XRP/ }).click();
  await expect(page.locator('#receive-tag')).toBeVisible();
  await page.locator('#receive-tag').fill(TAG);
  // a tag or an address reads left to right inside the right-to-left page
  expect(
    await page.locator('#receive-tag').evaluate((field) => getComputedStyle(field).direction),
  ).toBe('ltr');
  await noSideways('/fa/ with the tag field');
  await expectNoSeriousA11yViolations(page);
  for (const orderId of [withTag, depositTag]) {
    await page.goto(`/fa/order/${orderId}`);
    await expect(page.locator('.order-memo').first()).toBeVisible();
    await noSideways(`/fa/order/${orderId.slice(0, 4)}…`);
    await expectNoSeriousA11yViolations(page);
  }
});
