import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Offer, OfferLeg } from '../../../../shared/contract/api.js';
import { fakeApi, json, offer, quote } from './test-support/fake-api.js';
import { renderSwapForm, setUpRunningClock } from './test-support/render-swap-form.js';

// The private route through Monero on the swap form (decision 030): listed apart from the direct
// offers, never picked for the visitor, ordered as `first+second` when picked, with the optional
// Monero refund address.

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const XMR_ADDRESS =
  '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';

const direct = (provider: string, estimate: number) => offer(provider, estimate);

const leg = (provider: string, label: string, from: string, to: string): OfferLeg => ({
  provider,
  label,
  from,
  to,
  estimate: 1,
  rating: provider === 'alpha' ? 'C' : 'A',
  refundNeedsKyc: provider === 'beta' ? true : null,
  takesRefundAddress: true,
});

const PRIVATE: Offer = {
  ...direct('alpha+beta', 2.4),
  label: 'Alpha Exchange + Beta Swap',
  route: [[2.4, 0.01, 0, 'BNB>XMR>ETH']],
  legs: [leg('alpha', 'Alpha Exchange', 'BNB', 'XMR'), leg('beta', 'Beta Swap', 'XMR', 'ETH')],
  minutes: 50,
};

const QUOTE = quote({
  estimate: 2.575,
  offers: [direct('beta', 2.575), direct('alpha', 2.5)],
  privateOffers: [PRIVATE, { ...PRIVATE, provider: 'beta+alpha', estimate: 2.3 }],
});

async function renderFilledIn() {
  const user = renderSwapForm();
  await user.type(screen.getByLabelText('You send'), '1');
  await user.type(screen.getByLabelText('Receiving wallet address'), ETH_ADDRESS);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  return {
    user,
    group: await screen.findByRole('group', { name: 'Private route through Monero' }),
  };
}

setUpRunningClock(Date.UTC(2026, 10, 26));

describe('the private route on the swap form', () => {
  it('lists the best private route apart, explained, its legs and each leg’s policy, not picked', async () => {
    fakeApi({ price: () => json(200, QUOTE) });
    await renderFilledIn();
    const directs = screen.getByRole('group', { name: 'Offers from our providers' });
    expect(
      within(directs)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['beta', 'alpha']);
    const group = screen.getByRole('group', { name: 'Private route through Monero' });
    // the best private route only, in the same radio group as the direct offers
    const radio = within(group).getByRole('radio');
    expect(radio).toHaveAttribute('name', 'provider');
    expect(radio).toHaveAttribute('value', 'alpha+beta');
    expect(radio).not.toBeChecked();
    expect(within(directs).getAllByRole('radio')[0]).toBeChecked();
    expect(group).toHaveTextContent(/neither sees both your deposit and your receiving address/);
    expect(radio.closest('label')).toHaveTextContent(
      /Alpha Exchange \+ Beta Swap\s*2\.4 ETH\s*Floating rate · about 50 minutes\s*Leg one: BNB to XMR at Alpha Exchange · Rating C: may hold a flagged deposit until you answer its questions\s*Leg two: XMR to ETH at Beta Swap · Rating A: does not hold flagged deposits · Refunds need ID/,
    );
    expect(radio.closest('label')).not.toHaveTextContent('Not checked against the market');
    // the estimate shown for it travels with the script-free form
    expect(group.querySelector('input[type="hidden"][name$="alpha+beta"]')).toHaveValue('2.4');
    expect(screen.getByLabelText('You receive (estimate)')).toHaveValue('2.575');
  });

  it('says an unchecked private route is not checked, and one far above the rest is out of line', async () => {
    fakeApi({
      price: () =>
        json(200, { ...QUOTE, privateOffers: [{ ...PRIVATE, unchecked: true, outOfLine: true }] }),
    });
    const { group } = await renderFilledIn();
    const row = within(group).getByRole('radio').closest('label')!;
    expect(within(row).getByTestId('offer-unchecked')).toHaveTextContent(
      'Not checked against the market',
    );
    expect(within(row).getByTestId('offer-out-of-line')).toHaveTextContent(
      'Far above every other offer',
    );
  });

  it('orders the private route when picked, with the Monero refund address given', async () => {
    const api = fakeApi({ price: () => json(200, QUOTE) });
    const { user, group } = await renderFilledIn();
    await user.click(within(group).getByRole('radio'));
    expect(screen.getByLabelText('You receive (estimate)')).toHaveValue('2.4');
    const field = within(group).getByLabelText('Monero refund address (optional)');
    // leg two exists once the visitor sends: the field is for leg two failing, not for it not made
    expect(field).toHaveAccessibleDescription(
      /if leg two cannot complete the swap, your Monero is sent back here/,
    );
    await user.type(field, XMR_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({
      provider: 'alpha+beta',
      estimate: '2.4',
      route: [[2.4, 0.01, 0, 'BNB>XMR>ETH']],
      xmrRefundAddress: XMR_ADDRESS,
    });
  });

  it('refuses a Monero refund address that is not one, and sends none with a direct offer', async () => {
    const api = fakeApi({ price: () => json(200, QUOTE) });
    const { user, group } = await renderFilledIn();
    const field = within(group).getByLabelText('Monero refund address (optional)');
    await user.type(field, ETH_ADDRESS);
    await user.click(within(group).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'This is not a valid Monero address.',
    );
    expect(field).toHaveFocus();
    expect(api.orderRequests()).toHaveLength(0);
    // a direct offer leaves the field out of the order
    const directs = screen.getByRole('group', { name: 'Offers from our providers' });
    await user.click(within(directs).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({ provider: 'beta' });
    expect(api.orderRequests()[0]!.body).not.toHaveProperty('xmrRefundAddress');
  });

  it('asks for no Monero refund address when leg two’s provider takes none, and sends none', async () => {
    const noRefund: Offer = {
      ...PRIVATE,
      legs: [PRIVATE.legs![0], { ...PRIVATE.legs![1], takesRefundAddress: false }],
    };
    const api = fakeApi({ price: () => json(200, { ...QUOTE, privateOffers: [noRefund] }) });
    const { user, group } = await renderFilledIn();
    expect(within(group).queryByLabelText('Monero refund address (optional)')).toBeNull();
    await user.click(within(group).getByRole('radio'));
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({ provider: 'alpha+beta' });
    expect(api.orderRequests()[0]!.body).not.toHaveProperty('xmrRefundAddress');
  });

  it('says under the Monero refund field when leg two’s provider refuses that address', async () => {
    fakeApi({
      price: () => json(200, QUOTE),
      orders: () =>
        json(422, {
          error: {
            code: 'INVALID_ADDRESS',
            message: 'xmrRefundAddress: Invalid refund address',
            requestId: 'r',
            params: { field: 'xmrRefundAddress' },
          },
        }),
    });
    const { user, group } = await renderFilledIn();
    await user.click(within(group).getByRole('radio'));
    const field = within(group).getByLabelText('Monero refund address (optional)');
    await user.type(field, XMR_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent(
      'This is not a valid Monero address.',
    );
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('Receiving wallet address')).not.toHaveFocus();
  });
});
