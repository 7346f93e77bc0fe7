import QRCode from 'qrcode';

/**
 * The deposit address's QR code as a data: URL of a PNG, drawn here (no outside service). A PNG,
 * not SVG: Tor Browser at its Safest level turns SVG off, and the code must still show there.
 * Four pixels a module paints sharp at the page's 176 CSS px on screens up to 2x.
 */
export function qrCodePngDataUrl(value: string): Promise<string> {
  return QRCode.toDataURL(value, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
  });
}
