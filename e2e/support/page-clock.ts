import type { Page } from '@playwright/test';

// For specs on Playwright's page.clock, installed before the page loads.

/** The page's own time, in epoch milliseconds. */
const pageNowMs = (page: Page): Promise<number> => page.evaluate(() => Date.now());

/** Stops the page's clock two seconds on (the running clock must not pass that point first). */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await pageNowMs(page)) + 2000);
}

/**
 * Jumps the paused clock to half a second into this epoch second, as a laptop waking from sleep:
 * each timer that came due fires once.
 */
export async function jumpTo(page: Page, epochS: number): Promise<void> {
  await page.clock.fastForward(epochS * 1000 + 500 - (await pageNowMs(page)));
}

let marks = 0;

/**
 * Resolves once the spec has seen every request the page started before this call (by the timers
 * a clock move ran, say): the page then sends one of its own, and Chromium reports a page's
 * requests in the order they start. How a spec shows that moving the clock started nothing,
 * without sleeping and hoping it would have shown by then.
 */
export async function requestsSoFar(page: Page): Promise<void> {
  const mark = `/healthz?requests-so-far=${++marks}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(mark));
  await page.evaluate((url) => fetch(url).then((reply) => reply.text()), mark);
  await seen;
}
