import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/contract/api.js';
import type { StepState } from '../../../../shared/order-status.js';
import {
  DEPOSIT_ADDRESS,
  makeOrder,
  NOW_S,
  ORDER_ID,
  RECEIVE_ADDRESS,
} from './test-support/order-fixtures.js';
import { failure, ok, scriptApi } from './test-support/scripted-api.js';
import {
  advance,
  expectAskedAtOnceWhenShown,
  expectNextAskAfterOnePoll,
  renderOrderPage,
  openOrder,
  stepStates,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';
import { setDocumentHidden } from '../../test-support/browser-stubs.js';
import { loadToasts } from '../../components/notify.js';

setUpOrderPageTests();

const sendBy = () => screen.getByTestId('send-by');

describe('order page: before the order is known', () => {
  it('rejects an id that is not 22 characters without asking the server', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    renderOrderPage('too-short');
    await advance(20_000);
    expect(screen.getByRole('heading', { name: 'Invalid order id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.example/bot',
    );
    expect(urls).toHaveLength(0);
  });

  it('shows a spinner until the first reply', async () => {
    scriptApi(['hang']);
    renderOrderPage();
    await advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order');
    expect(screen.queryByRole('heading', { name: 'Order Page' })).not.toBeInTheDocument();
  });

  it("shows 'Order not found' with the support link for an unknown id, and stops asking", async () => {
    const urls = scriptApi([failure(404, 'ORDER_NOT_FOUND')]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toBeInTheDocument();
    await advance(20_000);
    expect(urls).toHaveLength(1);
  });

  it('treats a 400 from the server as an invalid id', async () => {
    scriptApi([failure(400, 'BAD_REQUEST')]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Invalid order id' })).toBeInTheDocument();
  });

  it('says the status is unavailable when the first request fails, then recovers on the next tick', async () => {
    const urls = scriptApi([failure(502, 'UPSTREAM_FAILED'), ok(makeOrder())]);
    renderOrderPage();
    await advance();
    expect(screen.getByRole('heading', { name: 'Order status unavailable' })).toBeInTheDocument();
    await advance(5000);
    expect(urls).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
  });

  it('requests the order by its id', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    renderOrderPage();
    await advance();
    expect(new URL(urls[0]!).pathname).toBe(`/api/orders/${ORDER_ID}`);
  });
});

describe('order page: each status', () => {
  it('0: waits for the deposit with a ticking countdown and the first step animating', async () => {
    const { container } = await openOrder({ status: 0, createdAt: NOW_S - 10 });
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
    expect(stepStates(container)).toEqual(['active', 'pending', 'pending', 'pending']);
    expect(sendBy()).toHaveTextContent('29:50');
    expect(sendBy()).toHaveAttribute('data-tone', 'countdown');
    await advance(1000);
    expect(sendBy()).toHaveTextContent('29:49');
    await advance(60_000);
    expect(sendBy()).toHaveTextContent('28:49');
  });

  it('0: explains what to send, shows the deposit address and its QR code', async () => {
    await openOrder();
    const deposit = screen.getByRole('region', { name: 'Deposit' });
    expect(deposit).toHaveTextContent('Send 1.5 BNB in one single transaction to this address:');
    expect(
      within(deposit).getByRole('button', {
        name: new RegExp(`^Copy deposit address: ?${DEPOSIT_ADDRESS}$`),
      }),
    ).toBeInTheDocument();
    const qr = within(deposit).getByRole('img', { name: 'QR code of the BNB deposit address' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it("0: turns red and reads 'Not received yet' when the window has passed", async () => {
    await openOrder({ createdAt: NOW_S - 1795 });
    expect(sendBy()).toHaveTextContent('00:05');
    expect(sendBy()).not.toHaveClass('send-by--alert');
    await advance(5000);
    expect(sendBy()).toHaveTextContent('Not received yet');
    expect(sendBy()).toHaveClass('send-by--alert');
  });

  it("1 with no deposit time: at zero the countdown stops at a red 00:00, never 'Expired'", async () => {
    // spec section 4: at zero the text turns red; only status 0 reads 'Not received yet', and
    // 'Expired' is status 5's word, not a window that ran out on an order still under way
    await openOrder({ status: 1, firstReceivedAt: null, createdAt: NOW_S - 1795 });
    expect(sendBy()).toHaveTextContent('00:05');
    await advance(5000);
    expect(sendBy()).toHaveTextContent(/^00:00$/);
    expect(sendBy()).toHaveClass('send-by--alert');
    expect(sendBy()).not.toHaveAttribute('role', 'timer');
  });

  it("1: shows 'Received', Order Received complete and Anonymizing animating", async () => {
    const { container } = await openOrder({ status: 1, firstReceivedAt: NOW_S - 30 });
    expect(stepStates(container)).toEqual(['complete', 'active', 'pending', 'pending']);
    expect(sendBy()).toHaveTextContent('Received');
    expect(screen.getByRole('region', { name: 'Deposit' })).toHaveTextContent(
      'Deposit received. Nothing more to send',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('1: moves the bar to Swapping 240 s after the first deposit, between polls', async () => {
    const { container } = await openOrder({ status: 1, firstReceivedAt: NOW_S - 238 });
    expect(stepStates(container)).toEqual(['complete', 'active', 'pending', 'pending']);
    await advance(1000);
    expect(stepStates(container)[2]).toBe('pending');
    await advance(1000);
    expect(stepStates(container)).toEqual(['complete', 'complete', 'active', 'pending']);
  });

  it.each<[string, Partial<OrderView>, StepState[], string, string]>([
    [
      '0 with a deposit seen: reads as Anonymizing and Received',
      { status: 0, firstReceivedAt: NOW_S - 5 },
      ['complete', 'active', 'pending', 'pending'],
      'Received',
      'send-by--info',
    ],
    [
      '2: Swapping animates even when the deposit is recent (server status kept)',
      { status: 2, firstReceivedAt: NOW_S - 10 },
      ['complete', 'complete', 'active', 'pending'],
      'Received',
      'send-by--info',
    ],
    [
      '3: Done animates',
      { status: 3, firstReceivedAt: NOW_S - 600 },
      ['complete', 'complete', 'complete', 'active'],
      'Received',
      'send-by--info',
    ],
    [
      "4: every step green and 'Order Completed'",
      { status: 4, firstReceivedAt: NOW_S - 1200 },
      ['done', 'done', 'done', 'done'],
      'Order Completed',
      'send-by--success',
    ],
    [
      "5: every step grey and 'Expired' in red",
      { status: 5, createdAt: NOW_S - 4000 },
      ['inactive', 'inactive', 'inactive', 'inactive'],
      'Expired',
      'send-by--alert',
    ],
    [
      "6: every step grey and 'Failed' in red",
      { status: 6, firstReceivedAt: NOW_S - 900 },
      ['inactive', 'inactive', 'inactive', 'inactive'],
      'Failed',
      'send-by--alert',
    ],
  ])('%s', async (_title, order, steps, text, tone) => {
    const { container } = await openOrder(order);
    expect(stepStates(container)).toEqual(steps);
    expect(sendBy()).toHaveTextContent(text);
    expect(sendBy()).toHaveClass(tone);
  });

  it('5: warns not to send to an expired order and hides its QR code', async () => {
    await openOrder({ status: 5, createdAt: NOW_S - 4000 });
    expect(screen.getByRole('region', { name: 'Deposit' })).toHaveTextContent(
      'Do not send anything',
    );
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });
});

describe('order page: content', () => {
  it('shows both sides with coin names, amounts and shortened addresses', async () => {
    scriptApi([
      ok(
        makeOrder({
          send: { symbol: 'usdttrc', amount: 1e-7, address: DEPOSIT_ADDRESS },
          receive: { symbol: 'bnbbsc', amount: 12.5, address: RECEIVE_ADDRESS },
        }),
      ),
    ]);
    renderOrderPage();
    await advance();
    const send = screen.getByRole('article', { name: 'Send' });
    expect(send).toHaveTextContent('USDT(TRC-20)');
    expect(send).toHaveTextContent('0.0000001');
    expect(send).toHaveTextContent('0x111111…111111');
    const receive = screen.getByRole('article', { name: 'Receive' });
    expect(receive).toHaveTextContent('BNB');
    expect(receive).toHaveTextContent('12.5');
    expect(receive).toHaveTextContent('0x222222…222222');
  });

  it('shows an unknown coin by its symbol', async () => {
    await openOrder({ receive: { symbol: 'doge', amount: 3, address: 'D123' } });
    expect(screen.getByRole('article', { name: 'Receive' })).toHaveTextContent('DOGE');
  });

  it('shows the shortened Houdini ID, the creation time and the typical arrival time', async () => {
    await openOrder({ createdAt: NOW_S - 10 });
    const info = screen.getByRole('region', { name: 'Tracking Info' });
    expect(info).toHaveTextContent('AbCdEf…QrStUv');
    const time = info.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(new Date((NOW_S - 10) * 1000).toISOString());
    // in UTC, zone named, as the server wrote it: never the visitor's zone without a name
    const iso = new Date((NOW_S - 10) * 1000).toISOString();
    expect(time.textContent).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`);
    expect(screen.getByRole('region', { name: 'Support' })).toHaveTextContent('about 20 minutes');
  });

  it('warns about destination tags when XRP is received, and only then', async () => {
    await openOrder({ receive: { symbol: 'xrp', amount: 20, address: 'rXyz' } });
    expect(screen.getByRole('note')).toHaveTextContent('destination tag');
  });

  it('has no destination-tag note for other coins', async () => {
    await openOrder();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says the deposit is simulated in sandbox mode', async () => {
    await openOrder({}, { sandbox: true });
    expect(screen.getByTestId('sandbox-deposit-note')).toHaveTextContent(
      'This order is simulated: do not send anything',
    );
  });

  it('names no address in the sandbox note when the address is withheld (a provider mismatch)', async () => {
    await openOrder({ providerMismatch: ['receive-address'] }, { sandbox: true });
    const note = screen.getByTestId('sandbox-deposit-note');
    expect(note).not.toHaveTextContent('this address');
    expect(note).toHaveTextContent('SANDBOX Prices and orders are simulated; no real funds move.');
  });

  // a finished order said 'do not send anything to this address' with no address on the page
  it.each([4, 5, 6, 7])(
    'names no address in the sandbox note of a finished order (status %i)',
    async (status) => {
      await openOrder({ status, firstReceivedAt: NOW_S - 600 }, { sandbox: true });
      const note = screen.getByTestId('sandbox-deposit-note');
      expect(note).not.toHaveTextContent('this address');
      expect(note).toHaveTextContent('SANDBOX Prices and orders are simulated');
    },
  );

  it('has no sandbox note outside sandbox mode', async () => {
    await openOrder();
    expect(screen.queryByTestId('sandbox-deposit-note')).not.toBeInTheDocument();
  });
});

describe('order page: copying', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(async () => {
    writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    // as on a page that has gone idle after loading: the toast library is there
    await loadToasts();
  });

  it.each([
    ['Copy deposit address', 0, DEPOSIT_ADDRESS, 'Sender address copied.'],
    ['Copy deposit address', 1, DEPOSIT_ADDRESS, 'Sender address copied.'],
    ['Copy receiving address', 0, RECEIVE_ADDRESS, 'Receiver address copied.'],
    ['Copy order id', 0, ORDER_ID, 'Order id copied.'],
  ])('%s (#%i) copies the full value and confirms', async (name, index, value, message) => {
    await openOrder();
    const buttons = screen.getAllByRole('button', { name: new RegExp(`^${name}`) });
    fireEvent.click(buttons[index]!);
    await advance();
    expect(writeText).toHaveBeenCalledWith(value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Success.')).toBeInTheDocument();
  });
});

describe('order page: polling', () => {
  it('asks again every 5 s and stops once the order is completed', async () => {
    const urls = scriptApi((call) =>
      ok(makeOrder(call < 2 ? { status: 0 } : { status: 4, firstReceivedAt: NOW_S })),
    );
    const { container } = renderOrderPage();
    await advance();
    expect(urls).toHaveLength(1);
    await expectNextAskAfterOnePoll(urls, 1);
    await advance(5000);
    expect(urls).toHaveLength(3);
    expect(stepStates(container)).toEqual(['done', 'done', 'done', 'done']);
    await advance(60_000);
    expect(urls).toHaveLength(3);
  });

  it.each([5, 6])('stops polling at status %i', async (status) => {
    const urls = scriptApi([ok(makeOrder({ status }))]);
    renderOrderPage();
    await advance(30_000);
    expect(urls).toHaveLength(1);
  });

  it('keeps the last good order on screen when a poll fails, and updates on the next success', async () => {
    const urls = scriptApi([
      ok(makeOrder({ status: 0 })),
      failure(502, 'UPSTREAM_FAILED'),
      'network-error',
      ok(makeOrder({ status: 2, firstReceivedAt: NOW_S })),
    ]);
    const { container } = renderOrderPage();
    await advance();
    await advance(5000);
    expect(urls).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
    expect(stepStates(container)).toEqual(['active', 'pending', 'pending', 'pending']);
    expect(screen.getByText(/showing the last known status/)).toBeInTheDocument();
    await advance(5000);
    expect(urls).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Order Page' })).toBeInTheDocument();
    await advance(5000);
    expect(urls).toHaveLength(4);
    expect(stepStates(container)).toEqual(['complete', 'complete', 'active', 'pending']);
    expect(screen.queryByText(/showing the last known status/)).not.toBeInTheDocument();
  });

  it('pauses while the tab is hidden and refreshes as soon as it is shown', async () => {
    const urls = scriptApi([ok(makeOrder())]);
    renderOrderPage();
    await advance();
    expect(urls).toHaveLength(1);
    setDocumentHidden(true);
    await advance(30_000);
    expect(urls).toHaveLength(1);
    await expectAskedAtOnceWhenShown(urls);
  });

  it('does not ask again when a completed order’s tab is shown again', async () => {
    const urls = scriptApi([ok(makeOrder({ status: 4 }))]);
    renderOrderPage();
    await advance();
    setDocumentHidden(true);
    await advance(1000);
    setDocumentHidden(false);
    await advance(10_000);
    expect(urls).toHaveLength(1);
  });
});

describe('order page: timers', () => {
  it('clears its clock and stops polling when it unmounts', async () => {
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    const clearIntervalSpy = vi.spyOn(window, 'clearInterval');
    const urls = scriptApi([ok(makeOrder())]);
    const { unmount } = renderOrderPage();
    await advance(3000);
    const started = setIntervalSpy.mock.results.map((result) => result.value as number);
    expect(started.length).toBeGreaterThan(0);
    unmount();
    const cleared = new Set(clearIntervalSpy.mock.calls.map(([id]) => id));
    expect(started.filter((id) => !cleared.has(id))).toEqual([]);
    const requests = urls.length;
    await advance(30_000);
    expect(urls).toHaveLength(requests);
  });

  it('stops the clock once the order is terminal', async () => {
    const urls = scriptApi((call) => ok(makeOrder({ status: call === 0 ? 0 : 4 })));
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    const clearIntervalSpy = vi.spyOn(window, 'clearInterval');
    renderOrderPage();
    await advance(5000);
    expect(urls).toHaveLength(2);
    const started = setIntervalSpy.mock.results.map((result) => result.value as number);
    const cleared = new Set(clearIntervalSpy.mock.calls.map(([id]) => id));
    expect(started.filter((id) => !cleared.has(id))).toEqual([]);
  });

  it('starts over with fresh timers when the id in the address changes', async () => {
    const other = 'ZzYyXxWwVvUuTtSsRrQqPp';
    const urls = scriptApi((call) =>
      ok(makeOrder(call === 0 ? {} : { orderId: other, createdAt: NOW_S - 100 })),
    );
    const clearIntervalSpy = vi.spyOn(window, 'clearInterval');
    const setIntervalSpy = vi.spyOn(window, 'setInterval');
    const { router } = renderOrderPage();
    await advance();
    expect(sendBy()).toHaveTextContent('29:50');
    const first = setIntervalSpy.mock.results.map((result) => result.value as number);
    await router.navigate(`/order/${other}`);
    await advance();
    const cleared = new Set(clearIntervalSpy.mock.calls.map(([id]) => id));
    expect(first.every((id) => cleared.has(id))).toBe(true);
    expect(new URL(urls.at(-1)!).pathname).toBe(`/api/orders/${other}`);
    expect(sendBy()).toHaveTextContent('28:20');
    expect(screen.getByRole('region', { name: 'Tracking Info' })).toHaveTextContent(
      'ZzYyXx…RrQqPp',
    );
  });
});
