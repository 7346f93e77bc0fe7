import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTICES, notify, notifyFixed } from './notify.js';
import { Toaster } from './toaster.js';

describe('notify', () => {
  it('announces a warning with its title and text as an alert', async () => {
    render(<Toaster />);
    act(() => notifyFixed('invalidOrderId'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Invalid ID');
    expect(toast).toHaveTextContent('Contact support');
  });

  it('announces a success politely as a status', async () => {
    render(<Toaster />);
    act(() => notifyFixed('orderIdCopied'));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Success.');
    expect(toast).toHaveTextContent('Order id copied.');
  });

  it('shows the same toast once while it is still on screen', async () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'info', title: 'Hello', message: 'twice', durationMs: 5000 });
      notify({ type: 'info', title: 'Hello', message: 'twice', durationMs: 5000 });
    });
    await screen.findByText('twice');
    expect(screen.getAllByText('twice')).toHaveLength(1);
  });

  it('keeps the durations of the spec', () => {
    expect(NOTICES.missingAddress.durationMs).toBe(6000);
    expect(NOTICES.invalidAddress.durationMs).toBe(6000);
    expect(NOTICES.contactSupport.durationMs).toBe(6000);
    expect(NOTICES.priceFailed.durationMs).toBe(4000);
    expect(NOTICES.invalidOrderId.durationMs).toBe(4000);
    expect(NOTICES.senderAddressCopied.durationMs).toBe(2000);
  });
});
