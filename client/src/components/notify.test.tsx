import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../lib/i18n/catalogues/de.js';
import { registerCatalogue, setPageLanguage } from '../lib/i18n/i18n.js';
import { NOTICES, notify, notifyFixed } from './notify.js';
import { Toaster } from './toaster.js';

describe('notify', () => {
  it.each([
    [
      'a warning with its title and text as an alert',
      'invalidOrderId',
      'alert',
      'Invalid ID',
      'Contact support',
    ],
    ['a success politely as a status', 'orderIdCopied', 'status', 'Success.', 'Order id copied.'],
  ] as const)('announces %s', async (_title, notice, role, title, message) => {
    render(<Toaster />);
    act(() => notifyFixed(notice));
    const toast = await screen.findByRole(role);
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(message);
  });

  it('shows the same toast once while it is still on screen', async () => {
    render(<Toaster />);
    act(() => {
      notify({ type: 'info', title: 'stake.comingSoon', message: 'swap.soon', durationMs: 5000 });
      notify({ type: 'info', title: 'stake.comingSoon', message: 'swap.soon', durationMs: 5000 });
    });
    await screen.findByText('soon');
    expect(screen.getAllByText('soon')).toHaveLength(1);
  });

  it('shows a toast in the page language', async () => {
    registerCatalogue('de', de);
    setPageLanguage('de');
    try {
      render(<Toaster />);
      act(() => notifyFixed('missingAddress'));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Etwas ist schiefgelaufen.');
      expect(toast).toHaveTextContent('Bitte gib die Empfangsadresse ein.');
    } finally {
      setPageLanguage('en');
    }
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
