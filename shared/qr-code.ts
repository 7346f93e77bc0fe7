/**
 * A QR code as a data: URL of an SVG, made here (no outside service). The server draws the
 * deposit address's code into the order page; the browser draws any other on first use, with
 * the library loaded then, out of the page's first script.
 */
export async function qrCodeDataUrl(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
