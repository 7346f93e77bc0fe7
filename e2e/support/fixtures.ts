import { test as base, expect, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether the page may load this URL: our own loopback servers, or data/blob URLs it made. */
function isLocalUrl(url: string): boolean {
  const parsed = new URL(url);
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  return LOCAL_HOSTS.has(parsed.hostname);
}

/**
 * `test` with a page that may talk to localhost only: any request to another host is blocked
 * and fails the test after it ran ("zero third-party requests").
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: async ({ context }, use) => {
    const foreign: string[] = [];
    await context.route(
      (url) => !isLocalUrl(url.href),
      async (route) => {
        foreign.push(route.request().url());
        await route.abort('blockedbyclient');
      },
    );
    await use(foreign);
    expect(foreign, 'requests to hosts other than localhost').toEqual([]);
  },
  page: async ({ page, foreignRequests, javaScriptEnabled }, use) => {
    // Depending on foreignRequests installs the guard before the page's first navigation.
    void foreignRequests;
    if (javaScriptEnabled) waitForHydrationAfterLoads(page);
    await use(page);
  },
});

/** Waits until the app has hydrated the page on screen (its script has taken over). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
    timeout: 15_000,
  });
}

/**
 * A server-rendered page is on screen before its script runs (the app starts after the first
 * paint); specs that act as a visitor with script wait until it has taken over, as a visitor
 * would see the controls respond. `waitUntil: 'commit'` skips the wait, for specs about the
 * moments before hydration (they call waitForHydration themselves).
 */
function waitForHydrationAfterLoads(page: Page): void {
  const hydrated = async () => {
    const isPage = await page.evaluate(() => document.getElementById('root') !== null);
    if (isPage) await waitForHydration(page);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await hydrated();
    return response;
  };
}

export { expect };
