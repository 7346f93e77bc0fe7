import type { Page } from '@playwright/test';
import { DEPOSIT_WINDOW_S } from '../shared/constants.js';
import { expect, test } from './support/fixtures.js';
import { createOrder, fetchOrder, openOrderPage, progressStates } from './support/orders.js';
import { jumpTo, pauseClock } from './support/page-clock.js';
import { clearFaults, deposit, setStatus } from './support/sandbox.js';
import { captureAtWidths } from './support/screenshots.js';

// The order page's progress bar, deposit box and deposit countdown, as a visitor sees them
//.

const ACCENT = 'rgb(124, 58, 237)'; // --color-accent: a finished or running step
const SUCCESS = 'rgb(74, 222, 128)'; // --color-success: the whole swap is done
const GREY = 'rgb(43, 50, 73)'; // --color-border: not reached yet

/** The colour of the line leading into each step after the first, as Chromium paints it. */
const lineColours = (page: Page): Promise<string[]> =>
  page
    .getByRole('list', { name: 'Order progress' })
    .getByRole('listitem')
    .evaluateAll((steps) =>
      steps.slice(1).map((step) => getComputedStyle(step, '::before').backgroundColor),
    );

const CASES = [
  {
    status: 1,
    states: ['complete', 'active', 'pending', 'pending'],
    lines: [ACCENT, GREY, GREY],
  },
  {
    status: 2,
    states: ['complete', 'complete', 'active', 'pending'],
    lines: [ACCENT, ACCENT, GREY],
  },
  {
    status: 3,
    states: ['complete', 'complete', 'complete', 'active'],
    lines: [ACCENT, ACCENT, ACCENT],
  },
  { status: 4, states: ['done', 'done', 'done', 'done'], lines: [SUCCESS, SUCCESS, SUCCESS] },
];

test.beforeEach(async () => {
  await clearFaults();
});

test('the bar fills its lines behind finished steps at statuses 1-4', async ({ page }) => {
  const orderId = await createOrder(page.request);
  for (const { status, states, lines } of CASES) {
    await setStatus(orderId, status);
    await openOrderPage(page, orderId);
    await expect.poll(() => progressStates(page)).toEqual(states);
    expect(await lineColours(page), `lines at status ${status}`).toEqual(lines);
    await captureAtWidths(page, `order-progress-status-${status}`, [375, 1280]);
  }
});

test('an unpaid order counts down the full 30 minutes, then stops offering its address, and moves on after a late deposit', async ({
  page,
}) => {
  const orderId = await createOrder(page.request);
  // The upstream keeps saying status 0 (pinned); only the page's clock crosses the 1800 s mark.
  await setStatus(orderId, 0);
  const { createdAt } = await fetchOrder(page.request, orderId);
  await page.clock.install();
  await openOrderPage(page, orderId);
  await pauseClock(page);

  const box = page.getByRole('region', { name: 'Deposit' });
  const sendBy = page.getByTestId('send-by');
  const timer = page.getByRole('timer');
  const qr = page.getByRole('img', { name: /^QR code of the .+ deposit address$/ });
  await expect(box).toContainText('in one single transaction to this address');
  await expect(qr).toBeVisible();
  await expect(sendBy).toHaveText(/^(29|30):\d\d$/);
  await expect(timer).toHaveText(/^(29|30):\d\d$/);

  for (const [elapsedS, shown] of [
    [60, '29:00'],
    [DEPOSIT_WINDOW_S / 2, '15:00'],
    [DEPOSIT_WINDOW_S - 60, '01:00'],
    [DEPOSIT_WINDOW_S - 10, '00:10'],
    [DEPOSIT_WINDOW_S - 1, '00:01'],
  ] as const) {
    await jumpTo(page, createdAt + elapsedS);
    await expect(timer).toHaveText(shown);
    await expect(sendBy).toHaveAttribute('data-tone', 'countdown');
    await expect(box).toContainText('in one single transaction to this address');
  }

  await jumpTo(page, createdAt + DEPOSIT_WINDOW_S);
  await expect(sendBy).toHaveText('Not received yet');
  await expect(sendBy).toHaveCSS('color', 'rgb(248, 113, 113)');
  await expect(timer).toHaveCount(0);
  await expect(box).toContainText('The deposit window has closed: do not send to this address');
  await expect(box).not.toContainText('in one single transaction');
  await expect(qr).toHaveCount(0);
  // nowhere on the page, the Send card included
  await expect(page.getByRole('button', { name: /deposit address/ })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Send' })).toContainText(
    'Deposit window closed: do not send',
  );
  await expect(box.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  expect(await progressStates(page)).toEqual(['active', 'pending', 'pending', 'pending']);
  await page.clock.resume();
  await captureAtWidths(page, 'order-deposit-window-closed', [375, 1280]);

  // a deposit the upstream sees later still moves the page on at the next poll
  await deposit(orderId);
  await page.clock.fastForward('00:05');
  await expect(sendBy).toHaveText('Received');
  await expect(box).toContainText('Deposit received. Nothing more to send');
  await expect(box).not.toContainText('The deposit window has closed');
  await expect(
    page.getByRole('article', { name: 'Send' }).getByRole('button', { name: /deposit address/ }),
  ).toBeVisible();
});

/** Words of the step labels that the layout broke across lines (a word in two line boxes). */
const brokenWords = (page: Page): Promise<string[]> =>
  page.locator('.order-progress__label').evaluateAll((labels) =>
    labels.flatMap((label) => {
      const text = label.firstChild;
      if (!text?.textContent) return [];
      const broken: string[] = [];
      let start = 0;
      for (const word of text.textContent.split(' ')) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        if (word && range.getClientRects().length > 1) broken.push(word);
        start += word.length + 1;
      }
      return broken;
    }),
  );

// 'Anonymizin|g' at 375 px and 'Anonymi|zing' at 320 px: labels break between words only.
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with script' : 'without script', () => {
    test.use({ javaScriptEnabled });
    for (const width of [320, 375, 500]) {
      test(`at ${width} px every step label breaks between words only, in every language`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const orderId = await createOrder(page.request);
        for (const prefix of ['', '/es', '/pt', '/fr', '/de', '/ru', '/tr', '/zh', '/fa']) {
          await page.goto(`${prefix}/order/${orderId}`);
          expect(await brokenWords(page), `${prefix || '/'} at ${width} px`).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
          ).toBeLessThanOrEqual(0);
        }
      });
    }
  });
}
