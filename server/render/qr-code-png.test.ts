import { describe, expect, it } from 'vitest';
import { decodeQrPng } from './test-support/decode-qr-png.js';
import { drawnCodes, qrCodePngDataUrl } from './qr-code-png.js';

describe('the deposit QR code as a PNG', () => {
  it('encodes the text it was asked for', async () => {
    const text = 'rHHAoMAmBBPRGDv22MXntqsrBK5suBTPFg?dt=123456';
    const dataUrl = await qrCodePngDataUrl(text);
    const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    expect(decodeQrPng(png)).toBe(text);
  });

  it('draws a code a reloading page asks for again only once, and keeps at most 256', async () => {
    const first = qrCodePngDataUrl('0x52908400098527886E0F7030069857D2E4169EE7');
    expect(qrCodePngDataUrl('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(first);
    for (let index = 0; index < 300; index++) await qrCodePngDataUrl(`address-${index}`);
    expect(drawnCodes()).toBe(256);
    // the oldest went first: the first address is drawn anew
    expect(qrCodePngDataUrl('0x52908400098527886E0F7030069857D2E4169EE7')).not.toBe(first);
  });
});
