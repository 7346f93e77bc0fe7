import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/toaster.js';
import { setDocumentHidden } from '../../test-support/browser-stubs.js';
import { advance } from '../../test-support/fake-clock.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { setUpPriceClock } from './test-support/price-clock.js';
import { loadPlaceOrder } from './load-place-order.js';
import { SwapForm } from './swap-form.js';
import { deferred, fakeApi, json, quote } from './test-support/fake-api.js';

// A shown quote is asked for again every 30 s while the tab is visible, and at once when it is
// shown again (RTK Query's pollingInterval, skipPollingIfUnfocused, refetchOnFocus). SWAP NOW sends
// the estimate shown; the server orders only if its fresh estimate is within 1% of it, and
// otherwise answers 409 ESTIMATE_MOVED with the new quote, which waits for a second click. The
// clock here moves only when told to.

const START = Date.UTC(2026, 10, 23, 9, 0, 0);
const ETH_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** a quote whose route carries its estimate, so a test can tell which quote an order used */
const quoteOf = (estimate: number) =>
  quote({ estimate, route: [[estimate, 0.01, 0, 'BNB>XMR>ETH']] });

/** price replies with these estimates, in turn (the last one repeats) */
function priceApi(estimates: number[], orders = () => json(201, { orderId: ORDER_ID })) {
  let call = 0;
  return fakeApi({
    price: () => json(200, quoteOf(estimates[Math.min(call++, estimates.length - 1)]!)),
    orders,
  });
}

/** The server's refusal of an order whose estimate moved: the new quote, no order. */
const movedReply = (estimate: number) =>
  json(409, {
    error: { code: 'ESTIMATE_MOVED', message: 'moved', requestId: 'r-1' },
    quote: quoteOf(estimate),
  });

function renderForm() {
  return renderWithProviders(
    <>
      <SwapForm />
      <Toaster />
    </>,
    { routes: [{ path: '/order/:orderId', Component: () => <h1>Order page</h1> }] },
  );
}

const estimateField = () => screen.getByLabelText('You receive (estimate)');
const submitButton = () =>
  screen.getByRole('button', { name: /SWAP NOW|Fetching Price|Anonymizing/ });
const ageLine = () => screen.getByText(/^Rate updated/);
const movedLine = () => screen.queryByText(/The estimate moved by more than 1%/);

/** types the amount (and an address) and lets the 1 s delay pass and the quote land */
async function typeAmount(amount: string) {
  fireEvent.change(screen.getByLabelText('You send'), { target: { value: amount } });
  await advance(1000);
}

/** The form over a price API answering these estimates in turn, with `amount` typed in. */
async function formWithAmount(amount: string, estimates: number[]) {
  const api = priceApi(estimates);
  renderForm();
  await typeAmount(amount);
  return api;
}

async function pressSwapNow() {
  fireEvent.click(submitButton());
  await advance();
}

/** Moves the wall clock without running any timer, as a computer waking from sleep does. */
const sleepFor = (ms: number) => vi.setSystemTime(Date.now() + ms);

beforeAll(async () => {
  // SWAP NOW's code and the address rule load on first use; load them once here so a press
  // needs no real time to import them
  await loadPlaceOrder();
});

setUpPriceClock(START);

describe('SwapForm keeps the quote fresh', () => {
  it('asks again every 30 s after the last quote, one request each time, and says how old it is', async () => {
    const api = await formWithAmount('1', [2.5, 2.51, 2.52]);
    expect(api.priceRequests()).toHaveLength(1);
    expect(estimateField()).toHaveValue('2.5');
    expect(ageLine()).toHaveTextContent('Rate updated just now');

    await advance(12_000);
    expect(ageLine()).toHaveTextContent('Rate updated 12 s ago');

    await advance(17_999);
    expect(api.priceRequests()).toHaveLength(1);
    await advance(1);
    expect(api.priceRequests()).toHaveLength(2);
    expect(Object.fromEntries(api.priceRequests()[1]!.url.searchParams)).toEqual({
      from: 'BNB',
      to: 'ETH',
      amount: '1',
    });
    expect(estimateField()).toHaveValue('2.51');
    expect(ageLine()).toHaveTextContent('Rate updated just now');
    // the form stays usable: a refresh is not 'Fetching Price'
    expect(submitButton()).toHaveTextContent('SWAP NOW');

    await advance(30_000);
    expect(api.priceRequests()).toHaveLength(3);
    expect(estimateField()).toHaveValue('2.52');
  });

  it('asks nothing while there is no positive amount', async () => {
    const api = await formWithAmount('0', [2.5]);
    await advance(120_000);
    expect(api.priceRequests()).toHaveLength(0);
    expect(screen.queryByText(/^Rate updated/)).not.toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and at once when it is shown after 30 s', async () => {
    const api = await formWithAmount('1', [2.5, 2.6]);
    setDocumentHidden(true);
    await advance(300_000);
    expect(api.priceRequests()).toHaveLength(1);
    setDocumentHidden(false);
    await advance();
    expect(api.priceRequests()).toHaveLength(2);
    expect(estimateField()).toHaveValue('2.6');
  });

  it('asks at once when the tab is shown again sooner, and counts the 30 s from that quote', async () => {
    const api = await formWithAmount('1', [2.5, 2.6, 2.7]);
    setDocumentHidden(true);
    await advance(10_000);
    expect(api.priceRequests()).toHaveLength(1);
    setDocumentHidden(false);
    await advance();
    expect(api.priceRequests()).toHaveLength(2);
    expect(estimateField()).toHaveValue('2.6');
    await advance(29_999);
    expect(api.priceRequests()).toHaveLength(2);
    await advance(1);
    expect(api.priceRequests()).toHaveLength(3);
  });

  it('never asks again while a request is still on the wire', async () => {
    const hanging = deferred();
    let call = 0;
    const api = fakeApi({
      price: () => (++call === 2 ? hanging.promise : json(200, quoteOf(2.5))),
    });
    renderForm();
    await typeAmount('1');
    await advance(30_000);
    expect(api.priceRequests()).toHaveLength(2);
    await advance(120_000);
    expect(api.priceRequests()).toHaveLength(2);
    hanging.release(json(200, quoteOf(2.55)));
    await advance();
    expect(estimateField()).toHaveValue('2.55');
    await advance(30_000);
    expect(api.priceRequests()).toHaveLength(3);
  });

  it('keeps the 1 s delay after a change, and counts the 30 s from the new quote', async () => {
    const api = await formWithAmount('1', [2.5, 30]);
    await advance(20_000);
    fireEvent.change(screen.getByLabelText('You send'), { target: { value: '12' } });
    await advance(999);
    expect(api.priceRequests()).toHaveLength(1);
    expect(submitButton()).toHaveTextContent('Fetching Price');
    await advance(1);
    expect(api.priceRequests()).toHaveLength(2);
    expect(api.priceRequests()[1]!.url.searchParams.get('amount')).toBe('12');
    // the old quote's refresh (due 10 s from now) is gone with it
    await advance(29_999);
    expect(api.priceRequests()).toHaveLength(2);
    await advance(1);
    expect(api.priceRequests()).toHaveLength(3);
    expect(api.priceRequests()[2]!.url.searchParams.get('amount')).toBe('12');
  });
});

describe('SWAP NOW and a moved estimate', () => {
  async function formReadyToSwap(estimates: number[], orders?: () => Response) {
    const api = priceApi(estimates, orders);
    const view = renderForm();
    fireEvent.change(screen.getByLabelText('Receiving wallet address'), {
      target: { value: ETH_ADDRESS },
    });
    await typeAmount('1');
    expect(estimateField()).toHaveValue(String(estimates[0]));
    return { api, ...view };
  }

  const sent = (api: ReturnType<typeof fakeApi>, index: number) =>
    api.orderRequests()[index]!.body as { route: unknown; estimate: string };

  it('orders with the estimate shown, however old, and leaves the check to the server', async () => {
    const { api, router } = await formReadyToSwap([2.5, 2.6]);
    sleepFor(61_000);
    await pressSwapNow();
    expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`);
    expect(api.priceRequests()).toHaveLength(1);
    expect(sent(api, 0)).toMatchObject({ estimate: '2.5', route: quoteOf(2.5).route });
  });

  it.each([
    ['up', 2.5251],
    ['down', 2.4749],
  ])(
    "shows the server's new estimate that moved %s by more than 1%% and waits for a second click",
    async (_direction, moved) => {
      let orders = 0;
      const { api, router } = await formReadyToSwap([2.5], () =>
        ++orders === 1 ? movedReply(moved) : json(201, { orderId: ORDER_ID }),
      );
      await pressSwapNow();
      expect(api.orderRequests()).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/');
      expect(estimateField()).toHaveValue(String(moved));
      expect(movedLine()).toHaveTextContent(
        `The estimate moved by more than 1% while the form was open: from 2.5 to ${moved} ETH. ` +
          'Press SWAP NOW again to swap at the new estimate.',
      );
      expect(submitButton()).toHaveTextContent('SWAP NOW');
      expect(submitButton()).toHaveAccessibleDescription(movedLine()!.textContent);

      await pressSwapNow();
      expect(router.state.location.pathname).toBe(`/order/${ORDER_ID}`);
      // the second click keeps to the estimate it showed, without asking for a price again
      expect(api.priceRequests()).toHaveLength(1);
      expect(sent(api, 1)).toMatchObject({ estimate: String(moved), route: quoteOf(moved).route });
    },
  );

  it('drops the second-click request once a newer quote replaces the moved one', async () => {
    await formReadyToSwap([2.5, 2.7], () => movedReply(2.7));
    await pressSwapNow();
    expect(movedLine()).toBeInTheDocument();
    await advance(30_000);
    expect(movedLine()).not.toBeInTheDocument();
  });
});
