import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../../components/toaster.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { OrderLookup } from './order-lookup.js';

function renderLookup() {
  const view = renderWithProviders(
    <>
      <OrderLookup variant="desktop" />
      <Toaster />
    </>,
    { routes: [{ path: '/order/:orderId', Component: () => <h1>Order page</h1> }] },
  );
  return { user: userEvent.setup(), ...view };
}

const box = () => screen.getByRole('searchbox', { name: 'Houdini ID of your order' });

describe('OrderLookup', () => {
  it("rejects a 21-character id with the 'Invalid ID' toast", async () => {
    const { user, router } = renderLookup();
    await user.type(box(), `${'a'.repeat(21)}{Enter}`);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid ID');
    expect(toast).toHaveTextContent('Contact support');
    expect(router.state.location.pathname).toBe('/');
  });

  it('rejects a 23-character id', async () => {
    const { user } = renderLookup();
    await user.type(box(), `${'a'.repeat(23)}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid ID');
  });

  it('rejects a 22-character id with a character an order id never has', async () => {
    const { user, router } = renderLookup();
    await user.type(box(), 'AbCdEfGhIjKlMnOpQrSt!v{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid ID');
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the order page for a 22-character id on Enter, ignoring surrounding spaces', async () => {
    const { user, router } = renderLookup();
    await user.type(box(), ` Ab3_-${'x'.repeat(17)} {Enter}`);
    await screen.findByRole('heading', { name: 'Order page' });
    expect(router.state.location.pathname).toBe(`/order/Ab3_-${'x'.repeat(17)}`);
  });
});
