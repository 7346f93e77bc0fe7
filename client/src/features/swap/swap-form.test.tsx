import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster.js';
import { loadRecentOrders } from '../../lib/recent-orders.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { SwapForm } from './swap-form.js';
import { deferred, errorBody, fakeApi, json, quote } from './test-support/fake-api.js';

const ETH_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv';
/** The HTTP status the BFF answers each refusal with, for the replies these tests fake. */
const STATUS_OF = {
  INVALID_ADDRESS: 422,
  AMOUNT_OUT_OF_RANGE: 422,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  PROVIDER_MISMATCH: 502,
  SWAPS_PAUSED: 503,
  TEMPORARILY_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;
const refusal = (code: keyof typeof STATUS_OF) => errorBody(code, STATUS_OF[code]);

function OrderPageStub() {
  return <h1>Order page</h1>;
}

/** The form; `orderPageCode` stands for the order page's chunk (there at once without it). */
function renderForm(orderPageCode?: Promise<typeof OrderPageStub>) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderWithProviders(
    <>
      <SwapForm />
      <Toaster />
    </>,
    {
      routes: [
        orderPageCode
          ? { path: '/order/:orderId', lazy: async () => ({ Component: await orderPageCode }) }
          : { path: '/order/:orderId', Component: OrderPageStub },
      ],
    },
  );
  return { user, ...view };
}

const amountField = () => screen.getByLabelText('You send');
const estimateField = () => screen.getByLabelText('You receive (estimate)');
const addressField = () => screen.getByLabelText('Receiving wallet address');
const submitButton = () =>
  screen.getByRole('button', { name: /SWAP NOW|Fetching Price|Anonymizing/ });

/** lets the 1 s price delay pass and the reply land */
async function passPriceDelay() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
}

/** types the amount and the address (none for null), and waits for the quote */
async function fillInOrder(
  user: ReturnType<typeof renderForm>['user'],
  amount = '1',
  address: string | null = ETH_ADDRESS,
) {
  await user.type(amountField(), amount);
  if (address !== null) await user.type(addressField(), address);
  await passPriceDelay();
  await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SwapForm', () => {
  it('starts with BNB to ETH, no estimate and SWAP NOW', () => {
    fakeApi();
    renderForm();
    expect(screen.getByRole('button', { name: /Send currency/ })).toHaveTextContent('BNB (BEP-20)');
    expect(screen.getByRole('button', { name: /Receive currency/ })).toHaveTextContent('ETH');
    expect(estimateField()).toHaveValue('---');
    expect(estimateField()).toHaveAttribute('readonly');
    expect(submitButton()).toHaveTextContent('SWAP NOW');
  });

  it('asks for one price 1 s after the last keystroke and shows the estimate and both rates', async () => {
    const api = fakeApi({ price: () => json(200, quote({ estimate: 30 })) });
    const { user } = renderForm();
    await user.type(amountField(), '123');
    expect(api.priceRequests()).toHaveLength(0);
    await passPriceDelay();
    await waitFor(() => expect(estimateField()).toHaveValue('30'));
    expect(api.priceRequests()).toHaveLength(1);
    const query = api.priceRequests()[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ from: 'BNB', to: 'ETH', amount: '123' });
    expect(screen.getByText('1 BNB (BEP-20) = 0.243902 ETH')).toBeInTheDocument();
    expect(screen.getByText('1 ETH = 4.100000 BNB (BEP-20)')).toBeInTheDocument();
  });

  it('keeps only what the amount rule accepts', async () => {
    fakeApi();
    const { user } = renderForm();
    await user.type(amountField(), '-1a');
    expect(amountField()).toHaveValue('1');
    await user.clear(amountField());
    await user.type(amountField(), '.5');
    expect(amountField()).toHaveValue('0.5');
    await user.type(amountField(), '.3');
    expect(amountField()).toHaveValue('0.53');
  });

  it('does not ask for a price while the amount is 0 or empty', async () => {
    const api = fakeApi();
    const { user } = renderForm();
    await user.type(amountField(), '0.00');
    await passPriceDelay();
    expect(api.priceRequests()).toHaveLength(0);
    expect(submitButton()).toHaveTextContent('SWAP NOW');
  });

  it('never lets a slow older quote replace a newer one', async () => {
    const slow = deferred();
    let calls = 0;
    fakeApi({
      price: () => (++calls === 1 ? slow.promise : json(200, quote({ estimate: 7 }))),
    });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await passPriceDelay();
    await user.type(amountField(), '2');
    await passPriceDelay();
    await waitFor(() => expect(estimateField()).toHaveValue('7'));
    await act(async () => {
      slow.release(json(200, quote({ estimate: 999 })));
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(estimateField()).toHaveValue('7');
  });

  it("warns 'Fetching price failed' and shows no estimate when the price cannot be had", async () => {
    fakeApi({ price: () => refusal('UPSTREAM_FAILED') });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await passPriceDelay();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong.');
    expect(toast).toHaveTextContent('Fetching price failed');
    expect(estimateField()).toHaveValue('---');
  });

  // the script-free form named the limit, the script page said only 'Fetching price failed'
  it('names a rate limit on prices as the script-free form does, not as a failed price', async () => {
    fakeApi({
      price: () =>
        json(429, {
          error: {
            code: 'RATE_LIMITED',
            message: 'Too many price requests.',
            requestId: 'req-1',
            params: { what: 'prices' },
          },
        }),
    });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await passPriceDelay();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong.');
    expect(toast).toHaveTextContent('Too many price requests. Please wait a minute');
    expect(toast).not.toHaveTextContent('Fetching price failed');
  });

  it('shows an unavailable estimate as ---', async () => {
    fakeApi({ price: () => json(200, quote({ estimate: null })) });
    const { user } = renderForm();
    await fillInOrder(user, '1', null);
    expect(estimateField()).toHaveValue('---');
    expect(screen.getByText('1 BNB (BEP-20) = --- ETH')).toBeInTheDocument();
  });

  it.each([
    ['0.01', 'Min: 0.01 BNB (BEP-20)'],
    ['0.005', 'Min: 0.01 BNB (BEP-20)'],
    ['50', 'Max: 50 BNB (BEP-20)'],
    ['60', 'Max: 50 BNB (BEP-20)'],
    ['1', ''],
  ])('for an amount of %s shows the limit warning %j', async (amount, warning) => {
    fakeApi({ price: () => json(200, quote({ min: 0.01, max: 50 })) });
    const { user } = renderForm();
    await fillInOrder(user, amount, null);
    expect(amountField()).toHaveAccessibleDescription(warning);
  });

  it('shows Fetching Price with a spinner while the price is on its way', async () => {
    const reply = deferred();
    fakeApi({ price: () => reply.promise });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    expect(submitButton()).toHaveTextContent('Fetching Price');
    await passPriceDelay();
    expect(submitButton()).toHaveTextContent('Fetching Price');
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await act(async () => {
      reply.release(json(200, quote()));
      await vi.advanceTimersByTimeAsync(50);
    });
    await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
  });

  it('does nothing on SWAP NOW while the amount is empty', async () => {
    const api = fakeApi();
    const { user } = renderForm();
    await user.type(addressField(), ETH_ADDRESS);
    await user.click(submitButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(api.orderRequests()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'asks for the receiving address when it is empty',
      null,
      'Something went wrong.',
      'Please input receiver address.',
    ],
    [
      'refuses an address that does not fit the receive coin',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'Invalid address',
      'Please input correct receiver address.',
    ],
  ])('%s and puts the cursor there', async (_title, address, title, message) => {
    const api = fakeApi();
    const { user } = renderForm();
    await fillInOrder(user, '1', address);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(message);
    expect(addressField()).toHaveFocus();
    expect(api.orderRequests()).toHaveLength(0);
  });

  it('creates the order with the quote, the estimate shown and a fresh Idempotency-Key, then opens the order page', async () => {
    const api = fakeApi({
      orders: () => json(201, { orderId: ORDER_ID }),
    });
    const { user, router } = renderForm();
    await fillInOrder(user, '1.5', `  ${ETH_ADDRESS} `);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`);
    const [order] = api.orderRequests();
    expect(order!.body).toEqual({
      from: 'BNB',
      to: 'ETH',
      amount: '1.5',
      address: ETH_ADDRESS,
      route: quote().route,
      estimate: '2.5',
    });
    expect(order!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('remembers the created order on this device with its pair, amounts and status', async () => {
    localStorage.clear();
    fakeApi({
      price: () => json(200, quote({ estimate: 0.375 })),
      orders: () => json(201, { orderId: ORDER_ID }),
    });
    const { user } = renderForm();
    await fillInOrder(user, '1.5');
    const before = Math.floor(Date.now() / 1000);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    await waitFor(() => expect(loadRecentOrders()?.orders).toHaveLength(1));
    const [remembered] = loadRecentOrders()!.orders;
    expect(remembered).toMatchObject({
      orderId: ORDER_ID,
      from: 'BNB',
      to: 'ETH',
      sendAmount: 1.5,
      receiveAmount: 0.375,
      status: 0,
    });
    expect(remembered!.createdAt).toBeGreaterThanOrEqual(before);
  });

  it.each([
    ['UPSTREAM_TIMEOUT', 'the same'],
    ['UPSTREAM_FAILED', 'the same'],
    ['SWAPS_PAUSED', 'a new'],
    ['TEMPORARILY_UNAVAILABLE', 'a new'],
    // the provider's reply failed the checks: no order, and the key kept that answer
    ['PROVIDER_MISMATCH', 'a new'],
    ['INVALID_ADDRESS', 'a new'],
    ['AMOUNT_OUT_OF_RANGE', 'a new'],
  ] as const)(
    'after a %s reply, sends %s Idempotency-Key when the same order is sent again',
    async (code, which) => {
      const api = fakeApi({ orders: () => refusal(code) });
      const { user } = renderForm();
      await fillInOrder(user);
      await user.click(submitButton());
      await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
      await user.click(submitButton());
      await waitFor(() => expect(api.orderRequests()).toHaveLength(2));
      const [first, second] = api.orderRequests().map((r) => r.headers.get('Idempotency-Key'));
      if (which === 'the same') expect(second).toBe(first);
      else expect(second).not.toBe(first);
    },
  );

  it('does not start an exchange while the Min/Max warning shows', async () => {
    const api = fakeApi({ price: () => json(200, quote({ min: 5 })) });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await user.type(addressField(), ETH_ADDRESS);
    await passPriceDelay();
    await waitFor(() => expect(screen.getByText('Min: 5 BNB (BEP-20)')).toBeInTheDocument());
    await user.click(submitButton());
    await passPriceDelay();
    expect(api.orderRequests()).toHaveLength(0);
  });

  it('shows the Min/Max text under the amount when the server refuses the amount as out of range', async () => {
    // The quote the form holds allows 1 BNB; the server, checking the route it was sent, does not.
    const api = fakeApi({
      price: () => json(200, quote({ min: 0.01, max: 0 })),
      orders: () =>
        json(422, {
          error: {
            code: 'AMOUNT_OUT_OF_RANGE',
            message: 'a text the page never reads',
            requestId: 'r-1',
            params: { kind: 'min', limit: 2, coin: 'BNB (BEP-20)' },
          },
        }),
    });
    const { user, router } = renderForm();
    await fillInOrder(user);
    expect(amountField()).toHaveAccessibleDescription('');
    await user.click(submitButton());
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription('Min: 2 BNB (BEP-20)'));
    expect(amountField()).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.orderRequests()).toHaveLength(1);
    // A new amount is a new question: the refusal no longer applies to it.
    await user.type(amountField(), '5');
    expect(amountField()).toHaveAccessibleDescription('');
  });

  it('after a timeout, sends the same choice again under its key, on the fresh quote', async () => {
    let quotes = 0;
    const api = fakeApi({
      price: () => json(200, quote({ route: [[2.5, 0.01, 0, `BNB>XMR>ETH#${(quotes += 1)}`]] })),
      orders: () => refusal('UPSTREAM_TIMEOUT'),
    });
    const { user } = renderForm();
    await fillInOrder(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
    // the amount changes and comes back: the same choice, a fresh quote with another route
    await user.type(amountField(), '5');
    await passPriceDelay();
    await user.type(amountField(), '{Backspace}');
    await passPriceDelay();
    await waitFor(() => expect(api.priceRequests()).toHaveLength(3));
    await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
    await user.click(submitButton());
    await waitFor(() => expect(api.orderRequests()).toHaveLength(2));
    const [first, second] = api.orderRequests();
    // the key stands for the visitor's choice, so the server answers with the first attempt's
    // order if it was made, whatever route the quote now has
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect(second!.body).toMatchObject({ amount: '1', route: [[2.5, 0.01, 0, 'BNB>XMR>ETH#3']] });
  });

  it('sends a new Idempotency-Key once the order changes', async () => {
    const api = fakeApi({ orders: () => refusal('UPSTREAM_TIMEOUT') });
    const { user } = renderForm();
    await fillInOrder(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
    await fillInOrder(user, '2', null);
    await user.click(submitButton());
    await waitFor(() => expect(api.orderRequests()).toHaveLength(2));
    const [first, second] = api.orderRequests().map((r) => r.headers.get('Idempotency-Key'));
    expect(second).not.toBe(first);
  });

  it.each([
    ['INVALID_ADDRESS', 'Invalid address'],
    ['SWAPS_PAUSED', 'Monero blockchain is experiencing unreasonably long wait times'],
    ['TEMPORARILY_UNAVAILABLE', 'New swaps are paused for a moment. Nothing was created'],
    ['PROVIDER_MISMATCH', 'so no order was placed and there is nothing to send'],
    ['UPSTREAM_FAILED', 'Please contact support team.'],
    ['UPSTREAM_TIMEOUT', 'Please contact support team.'],
    // our own refusal in the page's words, whatever text the reply carried
    ['RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'],
  ] as const)('turns %s into the toast %j', async (code, text) => {
    fakeApi({ orders: () => refusal(code) });
    const { user, router } = renderForm();
    await fillInOrder(user);
    await user.click(submitButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Something went wrong.');
    expect(toast).toHaveTextContent(text);
    expect(router.state.location.pathname).toBe('/');
  });

  it('turns a network failure into the contact-support toast', async () => {
    fakeApi({ orders: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user } = renderForm();
    await fillInOrder(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please contact support team.');
  });

  it('shows Anonymizing while the order is created and ignores a second press', async () => {
    const reply = deferred();
    const api = fakeApi({ orders: () => reply.promise });
    const { user } = renderForm();
    await fillInOrder(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Anonymizing'));
    await user.click(submitButton());
    await act(async () => {
      reply.release(json(201, { orderId: ORDER_ID }));
      await vi.advanceTimersByTimeAsync(50);
    });
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()).toHaveLength(1);
  });

  it('stays busy after the order is made until its page shows: a press meanwhile orders nothing', async () => {
    let loaded!: (page: typeof OrderPageStub) => void;
    const orderPageCode = new Promise<typeof OrderPageStub>((resolve) => (loaded = resolve));
    const api = fakeApi({ orders: () => json(201, { orderId: ORDER_ID }) });
    const { user, router } = renderForm(orderPageCode);
    await fillInOrder(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.orderRequests()).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // the order is made; the order page's code is still on its way
    expect(router.state.location.pathname).toBe('/');
    expect(submitButton()).toHaveTextContent('Anonymizing');
    await user.click(submitButton());
    expect(api.orderRequests()).toHaveLength(1);
    await act(async () => {
      loaded(OrderPageStub);
      await vi.advanceTimersByTimeAsync(0);
    });
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()).toHaveLength(1);
  });

  it('asks for the price again on SWAP NOW when the last request failed', async () => {
    let calls = 0;
    const api = fakeApi({
      price: () => (++calls === 1 ? refusal('UPSTREAM_FAILED') : json(200, quote())),
    });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await user.type(addressField(), ETH_ADDRESS);
    await passPriceDelay();
    await screen.findByRole('alert');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.priceRequests()).toHaveLength(2);
    expect(api.orderRequests()).toHaveLength(1);
  });
});

describe('SwapForm coin pickers', () => {
  const sendPicker = () => screen.getByRole('button', { name: /Send currency/ });
  const receivePicker = () => screen.getByRole('button', { name: /Receive currency/ });

  it('lists every coin and lets only the first 14 be chosen', async () => {
    fakeApi();
    const { user } = renderForm();
    await user.click(sendPicker());
    const list = screen.getByRole('listbox', { name: 'Send currency' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(16);
    expect(options.filter((o) => o.getAttribute('aria-disabled') === 'true')).toHaveLength(2);
    await user.click(within(list).getByRole('option', { name: /AVAX/ }));
    expect(sendPicker()).toHaveTextContent('BNB (BEP-20)');
    await user.click(within(list).getByRole('option', { name: /SOL/ }));
    expect(sendPicker()).toHaveTextContent('SOL');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears the amount when the send coin changes and the estimate when the receive coin does', async () => {
    fakeApi();
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await passPriceDelay();
    await waitFor(() => expect(estimateField()).toHaveValue('2.5'));
    await user.click(receivePicker());
    await user.click(screen.getByRole('option', { name: /BTC/ }));
    expect(estimateField()).toHaveValue('---');
    expect(amountField()).toHaveValue('1');
    await user.click(sendPicker());
    await user.click(screen.getByRole('option', { name: /XMR/ }));
    expect(amountField()).toHaveValue('');
  });

  it('warns about destination tags only while XRP is the coin to receive', async () => {
    fakeApi();
    const { user } = renderForm();
    expect(screen.queryByText(/destination tag/)).not.toBeInTheDocument();
    await user.click(receivePicker());
    await user.click(screen.getByRole('option', { name: /XRP/ }));
    expect(screen.getByRole('note')).toHaveTextContent(/cannot receive this swap/);
    await user.click(receivePicker());
    await user.click(screen.getByRole('option', { name: /ETH/ }));
    expect(screen.queryByText(/destination tag/)).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows, Enter, Escape', async () => {
    fakeApi();
    const { user } = renderForm();
    sendPicker().focus();
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox', { name: 'Send currency' });
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute('aria-activedescendant', 'send-coin-option-2');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(sendPicker()).toHaveTextContent('BUSD (BEP-20)');
    expect(sendPicker()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    await user.keyboard('{End}{Enter}');
    expect(sendPicker()).toHaveTextContent('BUSD (BEP-20)');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(sendPicker()).toHaveFocus();
  });

  it('closes when the visitor presses outside it, and only one is open at a time', async () => {
    fakeApi();
    const { user } = renderForm();
    await user.click(sendPicker());
    await user.click(receivePicker());
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox', { name: 'Receive currency' })).toBeVisible();
    await user.click(screen.getByText('Receiving wallet address'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('turns the pair around with the direction button', async () => {
    fakeApi();
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Swap send and receive currencies' }));
    expect(sendPicker()).toHaveTextContent('ETH');
    expect(receivePicker()).toHaveTextContent('BNB (BEP-20)');
  });

  it('ignores the direction button while a price request is on the wire', async () => {
    const reply = deferred();
    fakeApi({ price: () => reply.promise });
    const { user } = renderForm();
    await user.type(amountField(), '1');
    await passPriceDelay();
    await user.click(screen.getByRole('button', { name: 'Swap send and receive currencies' }));
    expect(sendPicker()).toHaveTextContent('BNB (BEP-20)');
    await act(async () => {
      reply.release(json(200, quote()));
      await vi.advanceTimersByTimeAsync(50);
    });
  });
});
