import { test as base, expect } from '@playwright/test';

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
  page: async ({ page, foreignRequests }, use) => {
    // Depending on foreignRequests installs the guard before the page's first navigation.
    void foreignRequests;
    await use(page);
  },
});

export { expect };
