import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E } from './env.js';

export const SCREENSHOT_WIDTHS = [375, 768, 1280] as const;

const HEIGHT_FOR_WIDTH: Record<number, number> = { 375: 812, 768: 1024, 1280: 800 };

/**
 * Saves a full-page screenshot of the current page at each width as
 * artifacts/screenshots/<name>-<width>.png, then restores the viewport it found.
 */
export async function captureAtWidths(
  page: Page,
  name: string,
  widths: readonly number[] = SCREENSHOT_WIDTHS,
): Promise<string[]> {
  await mkdir(E2E.screenshotDir, { recursive: true });
  const original = page.viewportSize();
  const files: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT_FOR_WIDTH[width] ?? 900 });
    // lets layout, fonts and lazy icons settle at the new width
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all(
        Array.from(document.images, (image) => image.decode().catch(() => undefined)),
      );
    });
    const file = join(E2E.screenshotDir, `${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}

/** Width and height of a PNG, read from its header (IHDR: bytes 16-23, big-endian). */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
