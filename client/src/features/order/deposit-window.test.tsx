import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from '../../../../shared/order-id.js';
import { DEPOSIT_ADDRESS, makeOrder, NOW_S, ORDER_ID } from './test-support/order-fixtures.js';
import { ok, scriptApi } from './test-support/scripted-api.js';
import {
  advance,
  openOrder,
  renderOrderPage,
  stepStates,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';

setUpOrderPageTests({ qrCodes: true });

const depositBox = () => screen.getByRole('region', { name: 'Deposit' });
const sendCard = () => screen.getByRole('article', { name: 'Send' });
const offersAddress = () =>
  within(sendCard()).queryByRole('button', { name: /deposit address/ }) !== null;
const CLOSED = 'The deposit window has closed: do not send to this address';

describe('order page: the deposit window closing at status 0', () => {
  it('stops offering the address and QR code once the countdown crosses 1800 s', async () => {
    // created 1790 s ago: 10 s of the window left; the upstream keeps answering status 0
    await openOrder({ createdAt: NOW_S - 1790 }, { supportUrl: 'https://support.example/bot' });
    expect(depositBox()).toHaveTextContent('in one single transaction to this address');
    expect(
      within(depositBox()).getByRole('button', { name: new RegExp(DEPOSIT_ADDRESS) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(offersAddress()).toBe(true);

    await advance(9000);
    expect(screen.getByTestId('send-by')).toHaveTextContent('00:01');
    expect(depositBox()).not.toHaveTextContent(CLOSED);

    await advance(1000);
    expect(screen.getByTestId('send-by')).toHaveTextContent('Not received yet');
    expect(depositBox()).toHaveTextContent(CLOSED);
    expect(depositBox()).not.toHaveTextContent('in one single transaction');
    expect(depositBox()).not.toHaveTextContent(DEPOSIT_ADDRESS);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(offersAddress()).toBe(false);
    expect(sendCard()).toHaveTextContent('Deposit window closed: do not send');
    expect(within(sendCard()).queryByText(shortenAddress(DEPOSIT_ADDRESS))).toBeNull();
    expect(within(depositBox()).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.example/bot',
    );
  });

  it('moves on when a later poll sees a deposit after the window closed', async () => {
    scriptApi((call) =>
      call === 0
        ? ok(makeOrder({ createdAt: NOW_S - 1900 }))
        : ok(makeOrder({ createdAt: NOW_S - 1900, firstReceivedAt: NOW_S + 3 })),
    );
    const { container } = renderOrderPage();
    await advance();
    expect(depositBox()).toHaveTextContent(CLOSED);
    expect(offersAddress()).toBe(false);
    expect(stepStates(container)).toEqual(['active', 'pending', 'pending', 'pending']);

    await advance(5000);
    expect(depositBox()).not.toHaveTextContent(CLOSED);
    expect(depositBox()).toHaveTextContent('Deposit received. Nothing more to send');
    expect(screen.getByTestId('send-by')).toHaveTextContent('Received');
    expect(stepStates(container)).toEqual(['complete', 'active', 'pending', 'pending']);
    expect(offersAddress()).toBe(true);
  });

  it('does not offer the address of an order the upstream reports expired', async () => {
    await openOrder({ status: 5, createdAt: NOW_S - 4000 });
    expect(depositBox()).toHaveTextContent('This order expired before a deposit arrived');
    expect(offersAddress()).toBe(false);
    expect(sendCard()).toHaveTextContent('Deposit window closed: do not send');
    expect(screen.queryByText(DEPOSIT_ADDRESS)).not.toBeInTheDocument();
    expect(within(sendCard()).queryByText(shortenAddress(DEPOSIT_ADDRESS))).toBeNull();
  });

  it('keeps offering the address while the window is open', async () => {
    await openOrder({ createdAt: NOW_S - 60 });
    await advance(60_000);
    expect(depositBox()).toHaveTextContent('in one single transaction to this address');
    expect(depositBox()).not.toHaveTextContent(CLOSED);
    expect(offersAddress()).toBe(true);
  });
});

describe('order page: a provider whose reply stopped matching the order', () => {
  it('stops offering the address and QR code on the next poll and says not to send', async () => {
    // the server withholds the deposit and names what did not match (order-view.service.ts)
    scriptApi((call) =>
      call === 0
        ? ok(makeOrder())
        : ok(
            makeOrder({
              send: { symbol: 'BNB', amount: 1.5, address: '', memo: null },
              providerMismatch: ['receive-address'],
            }),
          ),
    );
    renderOrderPage(ORDER_ID, { supportUrl: 'https://support.example/bot' });
    await advance(0);
    expect(
      within(depositBox()).getByRole('button', { name: new RegExp(DEPOSIT_ADDRESS) }),
    ).toBeInTheDocument();

    await advance(5000);
    expect(depositBox()).toHaveTextContent('Do not send anything to this order');
    expect(depositBox()).toHaveTextContent(ORDER_ID);
    expect(depositBox()).not.toHaveTextContent(DEPOSIT_ADDRESS);
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(sendCard()).toHaveTextContent('Withheld: do not send');
    expect(within(depositBox()).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'https://support.example/bot',
    );
  });
});
