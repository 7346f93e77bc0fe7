import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl } from '../../../shared/qr-code.js';
import { QrCode } from './qr-code.js';

function svgOf(dataUrl: string): string {
  return decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
}

describe('QrCode', () => {
  it('makes an SVG data URL with drawn modules and no <style> (the CSP forbids inline styles)', async () => {
    const svg = svgOf(await qrCodeDataUrl('bc1qexampleaddress'));
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toMatch(/<path[^>]*d="M/);
    expect(svg).not.toMatch(/<style|style=/);
  });

  it('draws different codes for different values', async () => {
    expect(await qrCodeDataUrl('first address')).not.toBe(await qrCodeDataUrl('second address'));
  });

  it('holds its place while loading, then shows the code as a labelled image', async () => {
    const { container } = render(<QrCode value="0xabc" label="QR code of the deposit address" />);
    expect(container.querySelector('.qr-code--placeholder')).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: 'QR code of the deposit address' });
    expect(image.getAttribute('src')).toBe(await qrCodeDataUrl('0xabc'));
    expect(container.querySelector('.qr-code--placeholder')).not.toBeInTheDocument();
  });

  it('redraws when the value changes', async () => {
    const { rerender } = render(<QrCode value="one" label="code" />);
    await screen.findByRole('img', { name: 'code' });
    rerender(<QrCode value="two" label="code" />);
    const image = await screen.findByRole('img', { name: 'code' });
    await expect.poll(() => image.getAttribute('src')).toBe(await qrCodeDataUrl('two'));
  });
});
