import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinIcon } from './coin-icon.js';

describe('CoinIcon', () => {
  it('names the coin in its alt text, whatever spelling the upstream used', () => {
    render(<CoinIcon symbol="usdttrc" size={32} />);
    const icon = screen.getByRole('img', { name: 'USDT(TRC-20)' });
    expect(icon).toHaveAttribute('width', '32');
    expect(icon.getAttribute('src')).toMatch(/usdt@2x\.png/);
  });

  it('falls back to the generic icon for a symbol it does not know', () => {
    render(<CoinIcon symbol="doge" />);
    expect(screen.getByRole('img', { name: 'DOGE' }).getAttribute('src')).toMatch(
      /generic@2x\.png/,
    );
  });

  it('draws BUSD (BEP-20) with its own icon, not the generic one', () => {
    render(<CoinIcon symbol="BUSDBSC" />);
    const src = screen.getByRole('img', { name: 'BUSD' }).getAttribute('src');
    expect(src).toMatch(/busd[^/]*\.png/);
    expect(src).not.toMatch(/generic/);
  });

  it('hides a decorative icon from assistive technology', () => {
    const { container } = render(<CoinIcon symbol="BTC" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
