import QRCode, { type QRCodeToDataURLOptions } from 'qrcode';

/**
 * Four pixels a module, scaled up by the browser without smoothing (`image-rendering: pixelated`):
 * a larger PNG took 15 ms to encode on every order page render, this one about 4. Each row is
 * filtered one way (Paeth, pngjs's filterType 4) rather than pngjs trying all five per row and
 * keeping the smallest: half the encoding time again for a PNG within 3% of the size (decision
 * 013). qrcode's PNG renderer passes rendererOpts on to pngjs; its types do not list them for
 * data URLs, hence the cast.
 */
const PNG_OPTIONS = {
  type: 'image/png',
  errorCorrectionLevel: 'M',
  margin: 2,
  scale: 4,
  rendererOpts: { filterType: 4 },
} as QRCodeToDataURLOptions;

/**
 * Codes drawn lately, by the text they encode: an order page without script reloads itself every
 * 10 s while its order is under way, and each load would draw the same code again (about 1 ms).
 * Bounded: the oldest is dropped past this many (each a few kB).
 */
const DRAWN_LIMIT = 256;
const drawn = new Map<string, Promise<string>>();

/**
 * The deposit address's QR code as a data: URL of a PNG, drawn here (no outside service). A PNG,
 * not SVG: Tor Browser at its Safest level turns SVG off, and the code must still show there.
 */
export function qrCodePngDataUrl(value: string): Promise<string> {
  const known = drawn.get(value);
  if (known) {
    // most recently used last, so the oldest goes first
    drawn.delete(value);
    drawn.set(value, known);
    return known;
  }
  const drawing = QRCode.toDataURL(value, PNG_OPTIONS);
  drawn.set(value, drawing);
  drawing.catch(() => drawn.delete(value));
  if (drawn.size > DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
  return drawing;
}

/** How many codes are kept (for the test of the bound). */
export const drawnCodes = (): number => drawn.size;
