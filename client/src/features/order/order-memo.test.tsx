import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../../shared/contract/api.js';
import type { PageData } from '../../../../shared/contract/render.js';
import { shortenAddress } from '../../../../shared/order-id.js';
import { qrCodeDataUrl } from '../../../../shared/qr-code.js';
import { loadToasts } from '../../components/notify.js';
import { PageDataContext } from '../../lib/page-data.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { OrderPage } from './order-page.js';
import { DEPOSIT_ADDRESS, makeOrder, NOW_S, ORDER_ID } from './test-support/order-fixtures.js';
import { ok, scriptApi } from './test-support/scripted-api.js';
import {
  advance,
  openOrder,
  renderOrderPage,
  setUpOrderPageTests,
  stepStates,
} from './test-support/order-page-harness.js';

// The deposit memo or tag a provider returns, the visitor's tag and refund address, and
// the two states the spec lacks.

// as on a page that has gone idle after loading: the toast library is there
beforeAll(() => loadToasts());

setUpOrderPageTests({ qrCodes: true });

const XRP_DEPOSIT = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';
const XRP_RECEIVE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const REFUND = '0x3333333333333333333333333333333333333333';
const PROVIDER = { refundAndMemo: true };

const xrpDeposit = (memo: string | null): Partial<OrderView> => ({
  send: { symbol: 'XRP', amount: 20, address: XRP_DEPOSIT, memo },
  receive: { symbol: 'ETH', amount: 0.01, address: '0x2222222222222222222222222222222222222222' },
});
const depositBox = () => screen.getByRole('region', { name: 'Deposit' });
/** the deposit QR code, once drawn, with the text it encodes checked by drawing that text */
async function expectQrCode(name: string, encodes: string) {
  await advance();
  const image = within(depositBox()).getByRole('img', { name });
  expect(image).toHaveAttribute('src', await qrCodeDataUrl(encodes));
}
const sendBy = () => screen.getByTestId('send-by');

describe('order page: the deposit memo', () => {
  it('shows an XRP deposit tag beside the address, with its warning and in the QR code', async () => {
    await openOrder(xrpDeposit('987654'), PROVIDER);
    const box = within(depositBox());
    expect(box.getByText('Destination tag')).toBeVisible();
    expect(box.getByRole('button', { name: /^Copy destination tag/ })).toHaveTextContent('987654');
    expect(box.getByRole('note')).toHaveTextContent(
      'Include it with your deposit: a deposit without it is lost.',
    );
    // the code carries the tag (shared/deposit-qr.ts), and says so
    await expectQrCode(
      'QR code of the XRP deposit address with its destination tag',
      `${XRP_DEPOSIT}?dt=987654`,
    );
    // and the send card has it too, for whoever pays from there
    const sendCard = within(screen.getByRole('article', { name: 'Send' }));
    expect(sendCard.getByRole('button', { name: /^Copy destination tag/ })).toHaveTextContent(
      '987654',
    );
  });

  it('calls another coin’s memo a memo, and keeps it out of the QR code', async () => {
    await openOrder({
      send: { symbol: 'BNB', amount: 1.5, address: REFUND, memo: 'abc-1' },
    });
    const box = within(depositBox());
    expect(box.getByText('Memo')).toBeVisible();
    expect(box.getByRole('button', { name: /^Copy memo/ })).toHaveTextContent('abc-1');
    expect(box.getByRole('note')).toBeVisible();
    await expectQrCode('QR code of the BNB deposit address', REFUND);
  });

  it('shows no memo, warning or tag code when the provider gave none', async () => {
    await openOrder(xrpDeposit(null), PROVIDER);
    expect(within(depositBox()).queryByText('Destination tag')).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await expectQrCode('QR code of the XRP deposit address', XRP_DEPOSIT);
  });

  it('copies the tag and confirms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openOrder(xrpDeposit('987654'), PROVIDER);
    fireEvent.click(within(depositBox()).getByRole('button', { name: /^Copy destination tag/ }));
    await advance();
    expect(writeText).toHaveBeenCalledWith('987654');
    expect(screen.getByText('Destination tag copied.')).toBeInTheDocument();
  });

  it('paints the code the server drew for the address with its tag', async () => {
    const order = makeOrder(xrpDeposit('42'));
    const served = 'data:image/png;base64,c2VydmVk';
    const data: PageData = {
      renderedAt: NOW_S,
      formKey: 'k'.repeat(22),
      order: { orderId: ORDER_ID, result: { kind: 'ready', order } },
      qrCodes: { [`${XRP_DEPOSIT}?dt=42`]: served },
    };
    scriptApi([ok(order)]);
    renderWithProviders(<p>elsewhere</p>, {
      path: `/order/${ORDER_ID}`,
      config: PROVIDER,
      routes: [
        {
          path: '/order/:orderId',
          element: (
            <PageDataContext.Provider value={data}>
              <OrderPage />
            </PageDataContext.Provider>
          ),
        },
      ],
    });
    await advance();
    expect(within(depositBox()).getByRole('img')).toHaveAttribute('src', served);
  });
});

describe('order page: the visitor’s tag and refund address', () => {
  let writeText: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });

  it('shows the receive tag on the Receive card and the refund address in Tracking Info', async () => {
    await openOrder(
      {
        receive: { symbol: 'XRP', amount: 20, address: XRP_RECEIVE, memo: '123456' },
        refundAddress: REFUND,
      },
      PROVIDER,
    );
    const receiveCard = within(screen.getByRole('article', { name: 'Receive' }));
    expect(receiveCard.getByText('Destination tag')).toBeVisible();
    expect(receiveCard.getByRole('button', { name: /^Copy destination tag/ })).toHaveTextContent(
      '123456',
    );
    const tracking = within(screen.getByRole('region', { name: 'Tracking Info' }));
    expect(tracking.getByText('Refund address')).toBeVisible();
    const refund = tracking.getByRole('button', { name: /^Copy refund address/ });
    expect(refund).toHaveTextContent(shortenAddress(REFUND));
    fireEvent.click(refund);
    await advance();
    expect(writeText).toHaveBeenCalledWith(REFUND);
    // the protocol takes tags: the warning that none can go with the swap does not apply
    expect(screen.queryByText('XRP: no destination tag.')).not.toBeInTheDocument();
  });

  it('shows neither row when the order has none', async () => {
    await openOrder({}, PROVIDER);
    expect(screen.queryByText('Refund address')).not.toBeInTheDocument();
    expect(screen.queryByText('Destination tag')).not.toBeInTheDocument();
  });
});

/** Each step of the bar as read out: its name and its state in words. */
const stepTexts = () =>
  within(screen.getByRole('list', { name: 'Order progress' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('order page: refunded and verifying', () => {
  // a refunded order read 'Deposit window closed: do not send', every step '(stopped)'
  it('7: says the deposit came and was sent back, that nothing is to be sent, and stops asking', async () => {
    const urls = scriptApi([
      ok(makeOrder({ status: 7, firstReceivedAt: NOW_S - 600, refundAddress: REFUND })),
    ]);
    const { container } = renderOrderPage();
    await advance();
    expect(depositBox()).toHaveTextContent('Refunded to your refund address');
    expect(depositBox()).toHaveTextContent(
      'Your deposit arrived and was sent back, so this swap will not go ahead. Do not send anything more',
    );
    expect(sendBy()).toHaveTextContent('Refunded to your refund address');
    expect(stepStates(container)).toEqual(['complete', 'refunded', 'refunded', 'refunded']);
    expect(stepTexts()).toEqual([
      'Order Received (complete)',
      'Anonymizing (not done: refunded)',
      'Swapping (not done: refunded)',
      'Done (not done: refunded)',
    ]);
    expect(screen.getByText('Refunded: nothing to send')).toBeVisible();
    expect(screen.queryByText(/Deposit window closed/)).not.toBeInTheDocument();
    await advance(30_000);
    expect(urls).toHaveLength(1);
  });

  it('7 with the refund transaction known: shows its hash in the deposit box', async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    scriptApi([ok(makeOrder({ status: 7, firstReceivedAt: NOW_S - 600, refundHash: hash }))]);
    renderOrderPage();
    await advance();
    expect(depositBox()).toHaveTextContent(new RegExp(`Refund transaction .*${hash}`));
  });

  // an order placed without a refund address was said to be 'Refunded to your refund address'
  it('7 without a refund address: names none, and says who can tell where the refund went', async () => {
    scriptApi([ok(makeOrder({ status: 7, firstReceivedAt: NOW_S - 600, refundAddress: null }))]);
    renderOrderPage();
    await advance();
    for (const line of [depositBox(), sendBy()]) {
      expect(line).not.toHaveTextContent('your refund address');
      expect(line).toHaveTextContent(/Refunded\. No refund address was given: ask support/);
    }
  });

  // the refunded page showed the address and its copy button above 'do not send'
  it('7: offers no address to send to, neither in full nor shortened, and no copy button', async () => {
    scriptApi([ok(makeOrder({ status: 7, firstReceivedAt: NOW_S - 600 }))]);
    const { container } = renderOrderPage();
    await advance();
    expect(container).not.toHaveTextContent(DEPOSIT_ADDRESS);
    expect(container).not.toHaveTextContent(shortenAddress(DEPOSIT_ADDRESS));
    expect(screen.queryByRole('button', { name: /deposit address/i })).not.toBeInTheDocument();
  });

  it.each([4, 6])(
    '%i: the deposit box tells the outcome without an address to send to',
    async (status) => {
      scriptApi([ok(makeOrder({ status, firstReceivedAt: NOW_S - 600 }))]);
      renderOrderPage();
      await advance();
      expect(depositBox()).not.toHaveTextContent(DEPOSIT_ADDRESS);
      expect(within(depositBox()).queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('8: says the swap is on hold and keeps asking until it moves on', async () => {
    const urls = scriptApi((call) =>
      ok(makeOrder(call < 2 ? { status: 8, firstReceivedAt: NOW_S - 60 } : { status: 4 })),
    );
    renderOrderPage();
    await advance();
    const onHold =
      'On hold: the provider is checking this swap; contact support with your order id';
    expect(depositBox()).toHaveTextContent(onHold);
    expect(depositBox()).toHaveTextContent('Your deposit has arrived: do not send anything more.');
    expect(sendBy()).toHaveTextContent(onHold);
    expect(sendBy()).toHaveAttribute('data-tone', 'alert');
    // held, not stopped: the deposit step is done and the next one waits
    expect(stepTexts()).toEqual([
      'Order Received (complete)',
      'Anonymizing (on hold)',
      'Swapping (not started)',
      'Done (not started)',
    ]);
    await advance(10_000);
    expect(urls).toHaveLength(3);
    expect(sendBy()).toHaveTextContent('Order Completed');
  });
});
