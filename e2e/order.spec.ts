import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import type { Page, Request } from '@playwright/test';
import { STATUS_POLL_MS, SWAPPING_AFTER_DEPOSIT_S } from '../shared/constants.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/fixtures.js';
import { clearFaults, deposit, setStatus } from './support/sandbox.js';
import { fetchOrder, openNewOrder, placeOrder, progressStates } from './support/orders.js';
import { jumpTo, pauseClock, requestsSoFar } from './support/page-clock.js';
import { captureAtWidths } from './support/screenshots.js';
import { ETH_ADDRESS, toast } from './support/swap-page.js';

// jsqr is CommonJS: Node's default import is its function, which also carries itself as .default
// (the property its type declarations describe).
const jsQR = jsQRModule.default;

/** Waits (through at least one 5 s poll on a running clock) until the bar shows these states. */
async function expectProgress(page: Page, states: string[]): Promise<void> {
  await expect.poll(() => progressStates(page), { timeout: 15_000 }).toEqual(states);
}

const sendBy = (page: Page) => page.getByTestId('send-by');

/**
 * Counts the page's requests for this order's status from now on. Started before the clock is
 * paused (pausing runs it two seconds on, which can send a poll), and `answered()` waited for
 * before the spec changes the order: a poll still on its way when the spec changed the order
 * could bring the change without any poll the spec's clock drove (it did once, in CI).
 */
function watchStatusRequests(page: Page, orderId: string) {
  let count = 0;
  const open = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== `/api/orders/${orderId}`) return;
    count += 1;
    open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    count: () => count,
    /** every request seen so far has its reply */
    answered: async () => {
      await requestsSoFar(page);
      await expect.poll(() => open.size).toBe(0);
    },
  };
}

// The page's clock (Playwright's page.clock, installed before the page loads) is paused once the
// order is on screen: from then on its polls and its countdown move only when a spec moves it.

/**
 * Moves the paused clock on a second at a time (each due poll and tick runs) until `read` gives
 * `expected`: for changes that wait on the page's next poll.
 */
async function advanceUntil<T>(page: Page, read: () => Promise<T>, expected: T): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return read();
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toEqual(expected);
}

const advanceToProgress = (page: Page, states: string[]) =>
  advanceUntil(page, () => progressStates(page), states);

/**
 * Before a spec checks that a clock move changed nothing: the requests its timers started are
 * seen, and what the page had queued has run (a round trip through the page and the server).
 */
const settle = requestsSoFar;

const WAITING = ['active', 'pending', 'pending', 'pending'];
const ANONYMIZING = ['complete', 'active', 'pending', 'pending'];
const SWAPPING = ['complete', 'complete', 'active', 'pending'];
const FINISHING = ['complete', 'complete', 'complete', 'active'];
const DONE = ['done', 'done', 'done', 'done'];
const STOPPED = ['inactive', 'inactive', 'inactive', 'inactive'];

test.beforeEach(async () => {
  await clearFaults();
});

test('an order goes from waiting to Done through each step, then polling stops', async ({
  page,
}) => {
  await page.clock.install();
  const orderId = await placeOrder(page);

  // waiting: the countdown runs, the deposit box says what to send and that this is a sandbox
  await expectProgress(page, WAITING);
  await expect(sendBy(page)).toHaveText(/^(29|30):\d\d$/);
  const box = page.getByRole('region', { name: 'Deposit' });
  await expect(box).toContainText('in one single transaction to this address');
  await expect(box).toContainText('This order is simulated');
  await captureAtWidths(page, 'order-waiting');
  await expectNoSeriousA11yViolations(page);

  const status = watchStatusRequests(page, orderId);
  await pauseClock(page);
  await status.answered();
  const beforeDeposit = status.count();
  // Status pinned at 0 so the sandbox clock cannot run ahead; the deposit then shows as
  // Anonymizing through the page's own rule (deposit seen -> step 2).
  await setStatus(orderId, 0);
  await deposit(orderId);
  await advanceToProgress(page, ANONYMIZING);
  expect(status.count() - beforeDeposit, 'polls driven by the page clock').toBeGreaterThan(0);
  await expect(sendBy(page)).toHaveText('Received');
  await expect(box).toContainText('Deposit received. Nothing more to send');

  // Upstream says 1 (anonymizing); the page reads the order as swapping 240 s after the
  // deposit, not a second sooner, and a server status of 2 keeps it there.
  await setStatus(orderId, 1);
  const polled = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/orders/${orderId}`,
  );
  await page.clock.runFor(STATUS_POLL_MS);
  await polled;
  await settle(page);
  expect(await progressStates(page)).toEqual(ANONYMIZING);
  const { firstReceivedAt } = await fetchOrder(page.request, orderId);
  await jumpTo(page, firstReceivedAt! + SWAPPING_AFTER_DEPOSIT_S - 1);
  await settle(page);
  expect(await progressStates(page)).toEqual(ANONYMIZING);
  await page.clock.runFor(1000);
  await expectProgress(page, SWAPPING);
  await expect(sendBy(page)).toHaveText('Received');

  await setStatus(orderId, 2);
  await page.clock.runFor(STATUS_POLL_MS);
  await expectProgress(page, SWAPPING);

  await setStatus(orderId, 3);
  await advanceToProgress(page, FINISHING);
  await expect(sendBy(page)).toHaveText('Received');

  await setStatus(orderId, 4);
  await advanceToProgress(page, DONE);
  await expect(sendBy(page)).toHaveText('Order Completed');

  const atDone = status.count();
  await page.clock.runFor(10 * STATUS_POLL_MS);
  await settle(page);
  expect(status.count() - atDone, 'status requests in the 50 s after Done').toBe(0);

  await page.clock.resume();
  await captureAtWidths(page, 'order-completed');
  await expectNoSeriousA11yViolations(page);
});

test('the sandbox clock alone takes a paid order to Done without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const orderId = await openNewOrder(page);
  await deposit(orderId);
  await expect(sendBy(page)).toHaveText('Received', { timeout: 10_000 });
  // fast preset: 5 s per step; the page polls every 5 s
  await expect(sendBy(page)).toHaveText('Order Completed', { timeout: 40_000 });
  await expectProgress(page, DONE);

  // and the order can be found again from the lookup box
  await page.goto('/');
  const lookup = page.getByRole('search').filter({ visible: true }).getByRole('searchbox');
  await lookup.fill(orderId);
  await lookup.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(sendBy(page)).toHaveText('Order Completed', { timeout: 15_000 });
});

for (const { status, text } of [
  { status: 5, text: 'Expired' },
  { status: 6, text: 'Failed' },
]) {
  test(`status ${status} (${text}) greys the bar, says '${text}' and stops polling`, async ({
    page,
  }) => {
    await page.clock.install();
    const orderId = await openNewOrder(page);
    const requests = watchStatusRequests(page, orderId);
    await pauseClock(page);
    await requests.answered();
    const beforeChange = requests.count();
    await setStatus(orderId, status);
    await advanceToProgress(page, STOPPED);
    await expect(sendBy(page)).toHaveText(text);
    await expect(sendBy(page)).toHaveCSS('color', 'rgb(248, 113, 113)');
    expect(requests.count() - beforeChange, 'polls driven by the page clock').toBeGreaterThan(0);

    const atEnd = requests.count();
    await page.clock.runFor(10 * STATUS_POLL_MS);
    await settle(page);
    expect(requests.count() - atEnd, 'status requests in the 50 s after the end').toBe(0);

    if (status === 5) {
      await expect(page.getByRole('region', { name: 'Deposit' })).toContainText(
        'Do not send anything',
      );
      await page.clock.resume();
      await captureAtWidths(page, 'order-expired');
    }
  });
}

test("an id nobody knows shows 'Order not found' with the support link", async ({ page }) => {
  await page.goto('/order/ZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Contact support' }).first()).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await captureAtWidths(page, 'order-not-found');
  await expectNoSeriousA11yViolations(page);
});

test('an id of the wrong length is refused without asking the server', async ({ page }) => {
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/orders')) asked = true;
  });
  await page.clock.install();
  await page.goto('/order/not-an-order');
  await expect(page.getByRole('heading', { name: 'Invalid order id' })).toBeVisible();
  // not at once, nor at any later poll
  await page.clock.runFor(3 * STATUS_POLL_MS);
  await settle(page);
  expect(asked).toBe(false);
});

test.describe('copying', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('each copy control puts the full value on the clipboard and confirms', async ({ page }) => {
    const orderId = await openNewOrder(page);
    const order = await fetchOrder(page.request, orderId);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

    const cases = [
      {
        button: page.getByRole('region', { name: 'Deposit' }).getByRole('button', {
          name: /^Copy deposit address/,
        }),
        value: order.send.address,
        message: 'Sender address copied.',
      },
      {
        button: page.getByRole('article', { name: 'Send' }).getByRole('button'),
        value: order.send.address,
        message: 'Sender address copied.',
      },
      {
        button: page.getByRole('article', { name: 'Receive' }).getByRole('button'),
        value: ETH_ADDRESS,
        message: 'Receiver address copied.',
      },
      {
        button: page.getByRole('button', { name: /^Copy order id/ }),
        value: orderId,
        message: 'Order id copied.',
      },
    ];
    for (const { button, value, message } of cases) {
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await button.click();
      await expect.poll(clipboard).toBe(value);
      const shown = toast(page, message);
      await expect(shown).toBeVisible();
      await expect(shown).toContainText('Success.');
    }
  });
});

test('the QR code decodes to the deposit address', async ({ page }) => {
  const orderId = await openNewOrder(page);
  const order = await fetchOrder(page.request, orderId);
  const qr = page.getByRole('img', { name: /^QR code of the .+ deposit address$/ });
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code?.data).toBe(order.send.address);
});
