import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// On a Tor link a round trip is 600 ms. Every script the first render needs must be asked for
// together, in the wave after the HTML, and none found only while running (or only once boot.js
// has arrived and run: that was a third wave).

/** The scripts a page names for its first render: boot.js's entry and every modulepreload. */
async function namedScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const modules = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
  expect(entry, 'the page names its entry').toBeDefined();
  expect(modules, 'the entry is preloaded with the rest').toContain(entry);
  return new Set([entry ?? '', ...modules]);
}

/**
 * Holds every app script and boot.js until all the page names have been asked for, then lets
 * them through: a script asked for only once another (or boot.js) has arrived or run never
 * comes, and the page never hydrates. Returns the scripts asked for, in order.
 */
async function holdScriptsUntilAllAsked(page: Page, named: Set<string>) {
  const asked: string[] = [];
  const held: Route[] = [];
  let released = false;
  const isHeld = (url: URL) =>
    url.pathname === '/boot.js' ||
    (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'));
  await page.route(isHeld, async (route) => {
    const path = new URL(route.request().url()).pathname;
    asked.push(path);
    if (released) return route.continue();
    held.push(route);
    if ([...named].every((file) => asked.includes(file))) {
      released = true;
      await Promise.all(held.map((waiting) => waiting.continue()));
    }
  });
  return { asked, isReleased: () => released };
}

for (const [name, pathOf] of [
  ['the home page', () => Promise.resolve('/')],
  ['the Persian home page', () => Promise.resolve('/fa/')],
  ['an order page', async (page: Page) => `/order/${await createOrder(page.request)}`],
] as const) {
  test(`${name} asks for every script of its first render at once, and runs them after the first paint`, async ({
    page,
  }) => {
    const path = await pathOf(page);
    const named = await namedScripts(page, path);
    const scripts = await holdScriptsUntilAllAsked(page, named);
    await page.goto(path, { waitUntil: 'commit' });
    await expect
      .poll(() => scripts.isReleased(), {
        message: `every named script asked for while none had arrived (asked: ${scripts.asked.join(', ')})`,
        timeout: 5000,
      })
      .toBe(true);
    await waitForHydration(page);
    // nothing the first render needed was left to be found while running (a round trip each)
    // the moment the app marked the page live (main.tsx), on the page's own clock
    const beforeHydration = await page.evaluate(() => {
      const at = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime;
      if (at === undefined) throw new Error('the moment of hydration was not recorded');
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at && entry.name.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    const unnamed = beforeHydration.filter(
      (file) => file.startsWith('/assets/') && !named.has(file),
    );
    expect(unnamed, 'scripts asked for before hydration that the page did not name').toEqual([]);
  });
}

// Over HTTP/1.1 (an onion service) a browser opens six connections to a host: the scripts and the
// stylesheet fill them, so the lookup's magnifier comes inside the stylesheet and the icon inside
// the page; the logo and the coins shown are files of their own (inlined, they would cost their
// bytes twice or hold up the first paint).
for (const [name, pathOf, hasLookup] of [
  ['the home page', () => Promise.resolve('/'), true],
  ['an order page', async (page: Page) => `/order/${await createOrder(page.request)}`, false],
] as const) {
  test(`${name} asks for no image but the logo and the coins shown`, async ({ page }) => {
    const path = await pathOf(page);
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && !request.url().startsWith('data:'))
        images.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    if (hasLookup) {
      const magnifier = page.locator('.order-lookup__icon').first();
      await expect(magnifier).toBeVisible();
      expect(await magnifier.evaluate((icon) => getComputedStyle(icon).backgroundImage)).toMatch(
        /^url\("data:image\/png;base64,/,
      );
    }
    const others = images.filter((file) => !/^\/assets\/(?:logo|\w+@2x)-[\w-]+\.png$/.test(file));
    expect(others, 'image requests other than the logo and the coins shown').toEqual([]);
    expect(images.length, 'the logo and a request per coin shown at most').toBeLessThanOrEqual(3);
  });
}

// A deployment that replaced the page's chunk, or a Tor circuit that drops it: the page must not
// stay a server-rendered copy that never comes alive (its script-free refresh is in <noscript>).
test('an order page whose own script cannot be loaded says so and offers a reload', async ({
  page,
}) => {
  const path = `/order/${await createOrder(page.request)}`;
  const asked: string[] = [];
  const pageScript = (url: URL) => /^\/assets\/order-page-[\w-]+\.js$/.test(url.pathname);
  await page.route(pageScript, async (route) => {
    asked.push(route.request().url());
    await route.abort('connectionreset');
  });
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // the frame stays: the visitor can still go home
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(asked.length, 'the page asked for its script').toBeGreaterThan(0);

  // once the script comes again, Reload brings the order back
  await page.unroute(pageScript);
  await page.getByRole('button', { name: 'Reload' }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(0);
});
