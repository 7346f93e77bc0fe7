import type { Page } from 'puppeteer-core';

// Firefox ESR at Tor Browser's Safest level (tooling/tor-browser/test-support/safest-firefox.ts
// launches it), driven from a browser spec: no script, so every step is a plain form post.

/**
 * Submits the form's button with this text as a keyboard visitor would (focus and Enter: a
 * driver's click on a submit button with script off loses Firefox's BiDi session), and resolves
 * once the server's answer is the page.
 */
export async function submitWith(page: Page, buttonText: string): Promise<void> {
  const button = await page.$(`xpath/.//form//button[normalize-space()="${buttonText}"]`);
  if (!button) throw new Error(`no '${buttonText}' button`);
  await button.focus();
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load', timeout: 20_000 }),
    page.keyboard.press('Enter'),
  ]);
}

/** The page's text as the visitor reads it. */
export const shownText = (page: Page) => page.evaluate(() => document.body.innerText);
