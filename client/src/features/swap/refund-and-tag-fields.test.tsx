import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../../../shared/contract/api.js';
import type { PageData, SwapFormState } from '../../../../shared/contract/render.js';
import { Toaster } from '../../components/toaster.js';
import { PageDataContext } from '../../lib/page-data.js';
import { renderWithProviders, TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { SwapForm } from './swap-form.js';
import { fakeApi, json, quote } from './test-support/fake-api.js';

// The refund address and XRP destination tag a provider protocol takes.

const XRP_ADDRESS = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';
const BNB_ADDRESS = '0x52908400098527886e0f7030069857d2e4169ee7';
const NOW_MS = Date.UTC(2025, 2, 1, 12, 0, 0);
const PROVIDER: Partial<RuntimeConfig> = { refundAndMemo: true };

function renderForm(config: Partial<RuntimeConfig> = PROVIDER, pageData: PageData | null = null) {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = renderWithProviders(
    <PageDataContext.Provider value={pageData}>
      <SwapForm />
      <Toaster />
    </PageDataContext.Provider>,
    { config, routes: [{ path: '/order/:orderId', Component: () => <h1>Order page</h1> }] },
  );
  return { user, ...view };
}

const refundField = () => screen.getByLabelText('Refund address (optional)');
const tagField = () => screen.getByLabelText('Destination tag (optional)');
const submitButton = () =>
  screen.getByRole('button', { name: /SWAP NOW|Fetching Price|Anonymizing/ });

async function passTime(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The form over a fake API (its routes as fakeApi takes them), filled in for BNB to XRP: picks
 * XRP, types amount and address, waits for the quote.
 */
async function startXrpOrder(routes?: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const { user } = renderForm();
  await user.click(screen.getByRole('button', { name: /Receive currency/ }));
  await user.click(screen.getByRole('option', { name: /XRP/ }));
  await user.type(screen.getByLabelText('You send'), '1');
  await user.type(screen.getByLabelText('Receiving wallet address'), XRP_ADDRESS);
  await passTime(1000);
  await waitFor(() => expect(submitButton()).toHaveTextContent('SWAP NOW'));
  return { api, user };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW_MS });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('swap form: refund address and destination tag', () => {
  it('offers neither with the price service, and keeps the XRP warning', async () => {
    fakeApi();
    const { user } = renderForm(TEST_RUNTIME_CONFIG);
    expect(screen.queryByLabelText(/Refund address/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Receive currency/ }));
    await user.click(screen.getByRole('option', { name: /XRP/ }));
    expect(screen.queryByLabelText(/Destination tag/)).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('XRP: no destination tag.');
  });

  it('offers a refund address always and a tag, instead of the warning, only for XRP', async () => {
    fakeApi();
    const { user } = renderForm();
    expect(refundField()).toHaveAttribute('name', 'refundAddress');
    expect(screen.getByText(/your BNB \(BEP-20\) is sent back to this address/)).toBeVisible();
    expect(screen.queryByLabelText(/Destination tag/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Receive currency/ }));
    await user.click(screen.getByRole('option', { name: /XRP/ }));
    expect(tagField()).toHaveAttribute('name', 'receiveMemo');
    expect(tagField()).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends the refund address, the tag and the quote fixed rate with the order', async () => {
    const validUntil = NOW_MS / 1000 + 600;
    const { api, user } = await startXrpOrder({
      price: () => json(200, quote({ estimate: 3, rateId: 'rate-1', validUntil })),
    });
    await user.type(refundField(), ` ${BNB_ADDRESS} `);
    await user.type(tagField(), '123456');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({
      from: 'BNB',
      to: 'XRP',
      address: XRP_ADDRESS,
      refundAddress: BNB_ADDRESS,
      receiveMemo: '123456',
      rateId: 'rate-1',
      validUntil,
      estimate: '3',
    });
  });

  it('sends neither when left empty', async () => {
    const { api, user } = await startXrpOrder();
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    const body = api.orderRequests()[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('refundAddress');
    expect(body).not.toHaveProperty('receiveMemo');
    expect(body).not.toHaveProperty('rateId');
  });

  it.each([
    ['letters', '12a'],
    ['one above the largest tag', '4294967296'],
  ])('refuses a tag with %s beside the field, and orders nothing', async (_what, tag) => {
    const { api, user } = await startXrpOrder();
    await user.type(tagField(), tag);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A destination tag is digits only, at most 4294967295.',
    );
    expect(tagField()).toHaveFocus();
    expect(tagField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.orderRequests()).toHaveLength(0);
    // editing the tag takes the refusal away
    await user.type(tagField(), '{Backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the largest tag and Persian digits as digits', async () => {
    const { api, user } = await startXrpOrder();
    await user.type(tagField(), '۴۲');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({ receiveMemo: '42' });
  });

  it("refuses a refund address the send coin's rule refuses, beside the field", async () => {
    const { api, user } = await startXrpOrder();
    // a good XRP address, but the refund comes back in BNB
    await user.type(refundField(), XRP_ADDRESS);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is not a valid BNB (BEP-20) address. A refund is paid in the coin you send.',
    );
    await waitFor(() => expect(refundField()).toHaveFocus());
    expect(api.orderRequests()).toHaveLength(0);
  });

  it('asks afresh before ordering on a fixed rate past its end, keeping the estimate shown', async () => {
    let calls = 0;
    const { api, user } = await startXrpOrder({
      price: () => {
        calls += 1;
        const until = Math.floor(Date.now() / 1000) + 5;
        return json(
          200,
          quote({ estimate: calls === 1 ? 3 : 3.01, rateId: `rate-${calls}`, validUntil: until }),
        );
      },
    });
    // the rate ran out while the visitor read the page (before the 30 s refresh)
    await passTime(6000);
    expect(api.priceRequests()).toHaveLength(1);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.priceRequests()).toHaveLength(2);
    expect(api.orderRequests()[0]!.body).toMatchObject({ rateId: 'rate-2', estimate: '3' });
  });

  it("shows a script-free submit's refusal beside its field, with what was typed", () => {
    fakeApi();
    const served = (problem: SwapFormState['problem']): PageData => ({
      renderedAt: NOW_MS / 1000,
      formKey: 'k'.repeat(22),
      swapForm: {
        from: 'BNB',
        to: 'XRP',
        amount: '1',
        address: XRP_ADDRESS,
        refundAddress: 'nope',
        receiveMemo: 'x1',
        quote: null,
        problem,
      },
    });
    const first = renderForm(PROVIDER, served({ kind: 'invalid-receive-memo' }));
    expect(tagField()).toHaveValue('x1');
    expect(tagField()).toHaveAccessibleDescription(
      'A destination tag is digits only, at most 4294967295.',
    );
    expect(refundField()).toHaveValue('nope');
    first.unmount();
    renderForm(PROVIDER, served({ kind: 'invalid-refund-address' }));
    expect(refundField()).toHaveAccessibleDescription(
      'This is not a valid BNB (BEP-20) address. A refund is paid in the coin you send.',
    );
  });
});
