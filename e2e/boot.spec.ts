import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.js';
import { createOrder } from './support/orders.js';

// On a Tor link a round trip is 600 ms. boot.js once ran the chunks named in the page
// and only then asked for the entry: a round trip and a 44 kB download after the rest. Every
// script the first render needs must be asked for together, and none found only while running.

/** The scripts a page names for its first render: boot.js's entry and every app-module. */
async function namedScripts(page: Page, path: string): Promise<Set<string>> {
  const html = await (await page.request.get(path)).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  const modules = [...html.matchAll(/<meta name="app-module" content="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
  expect(entry, 'the page names its entry').toBeDefined();
  return new Set([entry ?? '', ...modules]);
}

/**
 * Holds every app script until all the page names have been asked for, then lets them through:
 * a script asked for only once another has arrived (or run) never comes, and the page never
 * hydrates. Returns the scripts asked for, in order.
 */
async function holdScriptsUntilAllAsked(page: Page, named: Set<string>) {
  const asked: string[] = [];
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/*.js', async (route) => {
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
  test(`${name} asks for every script of its first render at once, after the first paint`, async ({
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
