import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyText } from './copy-text.js';
import { Toaster } from './toaster.js';

function renderCopy(writeText: (text: string) => Promise<void>) {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  render(
    <>
      <CopyText text="0xabcdef0123456789" message="notice.senderCopied" label="copy.depositAddress">
        0xabcd…6789
      </CopyText>
      <Toaster />
    </>,
  );
  return screen.getByRole('button', { name: /^Copy deposit address/ });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CopyText', () => {
  it('shows the short form but copies the whole value, then confirms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const button = renderCopy(writeText);
    expect(button).toHaveTextContent('0xabcd…6789');
    fireEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('0xabcdef0123456789');
    expect(await screen.findByText('Sender address copied.')).toBeInTheDocument();
    expect(screen.getByText('Success.')).toBeInTheDocument();
  });

  it('says so when the browser refuses the clipboard', async () => {
    const button = renderCopy(() => Promise.reject(new Error('denied')));
    fireEvent.click(button);
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByText('Sender address copied.')).not.toBeInTheDocument();
  });

  it('says so when there is no clipboard at all (plain http)', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    render(
      <>
        <CopyText text="abc" message="notice.orderIdCopied" label="copy.orderId" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Copy order id/ }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});
