import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS: Node's default import is its function, which also carries itself as .default
const jsQR = jsQRModule.default;

/** The text a PNG's QR code holds, as a phone's camera would read it; null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
