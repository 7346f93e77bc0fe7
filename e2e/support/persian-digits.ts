import type { Page } from '@playwright/test';

// A Persian page writes its numbers in Persian digits (۰-۹); Latin digits stay only in what is
// copied or typed (addresses, ids, hashes, commands, network names): e2e/persian-digits.spec.ts.

/** Latin digits left on screen, each with its surroundings, outside what may keep them. */
export async function latinDigitsOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const keep = 'code, pre, kbd, samp, [translate="no"], script, style, noscript';
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(keep)) continue;
      if (!parent.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    // what a field shows is read too: the estimate, and every field's example (what a visitor
    // types is theirs: the amount field takes either digits)
    for (const field of document.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')) {
      if (!field.checkVisibility()) continue;
      parts.push(field.placeholder);
      if (field.readOnly) parts.push(field.value);
    }
    for (const option of document.querySelectorAll('option')) parts.push(option.textContent ?? '');
    return parts.join(' | ');
  });
  // a network's name (BEP-20) and an address's prefix (0x) are typed as they are, not read
  const networks = /\b[A-Z]{2,5}-\d{2,3}\b|\b0x\b/g;
  const found: string[] = [];
  for (const match of text.replace(networks, '').matchAll(/\d+/g)) {
    found.push(text.replace(networks, '').slice(Math.max(0, match.index - 25), match.index + 25));
  }
  return found;
}
