import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../shared/order-status.js';
import { NOW_S, makeOrder } from './test-support/order-fixtures.js';
import { ok, scriptApi } from './test-support/scripted-api.js';
import { advance, openOrder, setUpOrderPageTests } from './test-support/order-page-harness.js';

// The order's proof on its page: the provider's hashes, the signed documents, and the
// message for support that the page points to once a swap runs much longer than normal.

setUpOrderPageTests();

const proof = () => screen.getByRole('region', { name: 'Proof of this order' });
const PAYIN = `0x${'ab'.repeat(32)}`;

describe('the proof of an order', () => {
  it('shows the reported hashes as copyable text and none the protocol did not give', async () => {
    await openOrder({
      status: ORDER_STATUS.completed,
      firstReceivedAt: NOW_S - 1200,
      depositHash: PAYIN,
      payoutHash: null,
    });
    const section = within(proof());
    expect(section.getByText('Deposit transaction')).toBeVisible();
    expect(section.getByRole('button', { name: /^Copy transaction hash/ })).toHaveTextContent(
      PAYIN,
    );
    expect(section.queryByText('Payout transaction')).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Receipt: what happened' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/receipt\.txt$/),
    );
  });

  it('points to the message for support past twice the usual time after the deposit, not before', async () => {
    const deposit = NOW_S - 39 * 60;
    const swapping = makeOrder({ status: ORDER_STATUS.swapping, firstReceivedAt: deposit });
    scriptApi(() => ok(swapping));
    await openOrder({ status: ORDER_STATUS.swapping, firstReceivedAt: deposit });
    expect(within(proof()).queryByText(/much longer than usual/)).not.toBeInTheDocument();
    // two minutes on, the same status: now 41 minutes after the deposit
    await advance(2 * 60_000);
    const notice = within(proof()).getByText(/much longer than usual/);
    expect(within(notice).getByRole('link', { name: 'Message for support' })).toHaveAttribute(
      'href',
      '#support-message',
    );
    const message = within(proof()).getByRole('textbox', { name: 'Message for support' });
    expect(message).toBeVisible();
    expect((message as HTMLTextAreaElement).value).toContain('Status: Swapping (deposit seen');
  });

  it("keeps the provider's words for a hold in the message for support", async () => {
    const reason = 'AML check: Mixer 45%; identity asked at https://kyc.example/abc';
    const held = { status: ORDER_STATUS.verifying, firstReceivedAt: NOW_S - 90 * 60 };
    scriptApi(() => ok(makeOrder({ ...held, holdReason: reason })));
    await openOrder({ ...held, holdReason: reason });
    const message = within(proof()).getByRole('textbox', { name: 'Message for support' });
    expect((message as HTMLTextAreaElement).value).toContain(`Held by the provider:\n${reason}`);
  });
});
