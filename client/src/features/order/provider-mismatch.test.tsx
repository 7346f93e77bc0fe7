import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advance,
  DEPOSIT_ADDRESS,
  makeOrder,
  ok,
  ORDER_ID,
  renderOrderPage,
  scriptApi,
  setUpOrderPageTests,
} from './test-support/order-page-harness.js';

setUpOrderPageTests({ qrCodes: true });

const depositBox = () => screen.getByRole('region', { name: 'Deposit' });
const sendCard = () => screen.getByRole('article', { name: 'Send' });

describe('order page: a provider whose reply stopped matching the order', () => {
  it('stops offering the address and QR code on the next poll and says not to send', async () => {
    // the server withholds the deposit and names what did not match (orders.service.ts)
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
