import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, offer, quote } from './test-support/fake-api.js';
import { renderSwapForm, setUpRunningClock } from './test-support/render-swap-form.js';

// Several providers' offers on the swap form, best first; the visitor's pick decides
// who makes the order, held to the estimate shown for that provider.

const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const OFFERS = [
  offer('beta', 2.575, { rating: 'A', refundNeedsKyc: false }),
  offer('alpha', 2.5, { fixedRate: true, rateId: 'alpha-rate', rating: 'C', refundNeedsKyc: true }),
];

const renderForm = renderSwapForm;

async function fillIn(user: ReturnType<typeof renderForm>) {
  await user.type(screen.getByLabelText('You send'), '1');
  await user.type(screen.getByLabelText('Receiving wallet address'), ETH_ADDRESS);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  await screen.findByRole('group', { name: 'Offers from our providers' });
}

setUpRunningClock(Date.UTC(2026, 10, 26));

describe('offers from several providers', () => {
  it('lists every offer best first, the best picked, with what each does with a flagged deposit', async () => {
    fakeApi({ price: () => json(200, quote({ estimate: 2.575, offers: OFFERS })) });
    const user = renderForm();
    await fillIn(user);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(['beta', 'alpha']);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAttribute('name', 'provider');
    expect(radios[0]!.closest('label')).toHaveTextContent(
      /Beta Swap \(best\)2\.575 ETH.*Floating rate\s*Rating A: does not hold flagged deposits\s*Refunds without ID/,
    );
    expect(radios[1]!.closest('label')).toHaveTextContent(
      /Fixed rate\s*Rating C: may hold a flagged deposit until you answer its questions\s*Refunds need ID/,
    );
    // and where those statements come from, once under the offers
    expect(screen.getByRole('group', { name: 'Offers from our providers' })).toHaveTextContent(
      /this site operator's reading of that provider's published terms, not the provider's own promise/,
    );
    expect(screen.getByLabelText('You receive (estimate)')).toHaveValue('2.575');
  });

  it('orders from the provider picked, on its own terms and estimate', async () => {
    const api = fakeApi({ price: () => json(200, quote({ estimate: 2.575, offers: OFFERS })) });
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: /Alpha Exchange/ }));
    expect(screen.getByLabelText('You receive (estimate)')).toHaveValue('2.5');
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).toMatchObject({
      provider: 'alpha',
      estimate: '2.5',
      rateId: 'alpha-rate',
      route: [[2.5, 0.01, 0, 'BNB>ETH via alpha']],
    });
  });

  it('shows no list and sends no provider with one upstream', async () => {
    const api = fakeApi();
    const user = renderForm();
    await user.type(screen.getByLabelText('You send'), '1');
    await user.type(screen.getByLabelText('Receiving wallet address'), ETH_ADDRESS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await waitFor(() => expect(screen.getByLabelText('You receive (estimate)')).toHaveValue('2.5'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests()[0]!.body).not.toHaveProperty('provider');
  });

  it('with no market price to trust: every offer unchecked, none picked, the pick asked for, then sent', async () => {
    const unchecked = OFFERS.map((each) => ({ ...each, unchecked: true }));
    const refusal = {
      error: {
        code: 'BAD_REQUEST',
        message: 'pick one',
        requestId: 'r1',
        params: { reason: 'pick-an-offer' },
      },
    };
    const api = fakeApi({
      price: () =>
        json(
          200,
          quote({ estimate: 2.575, offers: unchecked, marketCheck: 'off', pickRequired: true }),
        ),
      orders: (request) =>
        (request.body as { provider?: string }).provider
          ? json(201, { orderId: 'AAAAAAAAAAAAAAAAAAAAAA' })
          : json(400, refusal),
    });
    const user = renderForm();
    await fillIn(user);
    const radios = screen.getAllByRole('radio');
    for (const radio of radios) expect(radio).not.toBeChecked();
    for (const radio of radios) {
      expect(radio.closest('label')).toHaveTextContent('Not checked against the market');
    }
    expect(radios[0]!.closest('label')).not.toHaveTextContent('(best)');
    expect(screen.getByTestId('market-off')).toHaveTextContent('no market rate can be trusted now');

    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    expect(await screen.findByText(/so pick an offer yourself/)).toBeInTheDocument();
    expect(api.orderRequests()[0]!.body).not.toHaveProperty('provider');

    await user.click(screen.getByRole('radio', { name: /Alpha Exchange/ }));
    await user.click(screen.getByRole('button', { name: 'SWAP NOW' }));
    await screen.findByRole('heading', { name: 'Order page' });
    expect(api.orderRequests().at(-1)!.body).toMatchObject({ provider: 'alpha', estimate: '2.5' });
  });
});
