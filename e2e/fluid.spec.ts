import type { Page } from '@playwright/test';
import { watchConsole } from './support/console.js';
import { expect, test } from './support/fixtures.js';
import { requestsSoFar } from './support/page-clock.js';
import { swapForm } from './support/swap-page.js';

// The home page's fluid background in Debian's Chromium. The suite runs it with --disable-gpu, so
// WebGL here is SwiftShader, a software renderer: the background must settle on a still picture
// without ever opening a WebGL context on the page (each frame would block the main thread).

const SETTLED = ['running', 'resting', 'paused', 'still', 'fallback'];

declare global {
  interface Window {
    /** WebGL contexts the page asked for on its own canvases (counted by an init script) */
    __webglContexts?: number;
    /** values data-fluid took, in order */
    __fluidStates?: string[];
    /** animation frames requested so far */
    __frames?: number;
    /** resolves once the browser has painted this many frames (asks for them uncounted) */
    __paintFrames?: (count: number) => Promise<void>;
    /** every WebGL context the page opened */
    __contexts?: WebGL2RenderingContext[];
  }
}

/** Counts WebGL context requests made on the page's main thread. */
async function countWebglContexts(page: Page) {
  await page.addInitScript(() => {
    window.__webglContexts = 0;
    // Called back with the canvas as `this` through apply below.
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof original>
    ) {
      if (String(args[0]).startsWith('webgl'))
        window.__webglContexts = (window.__webglContexts ?? 0) + 1;
      return original.apply(this, args);
    } as typeof original;
  });
}

const layer = (page: Page) => page.locator('.fluid-background');

async function waitForSettled(page: Page): Promise<string> {
  await expect
    .poll(async () => (await layer(page).getAttribute('data-fluid')) ?? '', { timeout: 15_000 })
    .toMatch(new RegExp(`^(${SETTLED.join('|')})$`));
  return (await layer(page).getAttribute('data-fluid')) ?? '';
}

test('the background is a decorative layer: a canvas, a still picture or the gradient', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await expect(layer(page)).toHaveCount(1);
  await expect(layer(page)).toHaveAttribute('aria-hidden', 'true');
  const state = await waitForSettled(page);
  const canvases = await layer(page).locator('canvas').count();
  const stills = await layer(page).locator('.fluid-background__still').count();
  if (state === 'running' || state === 'resting' || state === 'paused') {
    expect([canvases, stills]).toEqual([1, 0]);
  } else if (state === 'still') {
    expect(canvases + stills).toBe(1);
  } else {
    expect([canvases, stills]).toEqual([0, 0]);
  }
  expect(errors).toEqual([]);
});

test('without a GPU it settles on a still picture and opens no WebGL context on the page', async ({
  page,
}) => {
  await countWebglContexts(page);
  const errors = watchConsole(page);
  await page.clock.install();
  await page.goto('/');
  expect(await waitForSettled(page)).toBe('still');
  await expect(layer(page).locator('.fluid-background__still')).toHaveCount(1);
  await expect(layer(page).locator('canvas')).toHaveCount(0);
  // Pointer movement over a still picture starts nothing, however long the page then runs.
  for (let step = 0; step < 10; step++) await page.mouse.move(40 + step * 30, 300 + step * 5);
  await page.clock.runFor(30_000);
  await requestsSoFar(page);
  expect(await layer(page).getAttribute('data-fluid')).toBe('still');
  expect(await page.evaluate(() => window.__webglContexts)).toBe(0);
  expect(errors).toEqual([]);
});

test('the form is usable at once and the background never takes a click', async ({ page }) => {
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = swapForm(page);
  // Typing works before the background has done anything...
  await form.amount.fill('1.5');
  await expect(form.amount).toHaveValue('1.5');
  // ...and after it has settled, straight through where the layer lies.
  await waitForSettled(page);
  await expect(layer(page)).toHaveCSS('pointer-events', 'none');
  await form.address.click();
  await page.keyboard.type('0xabc');
  await expect(form.address).toHaveValue('0xabc');
  const box = await form.amount.boundingBox();
  expect(box).not.toBeNull();
  const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id ?? '', {
    x: box!.x + box!.width / 2,
    y: box!.y + box!.height / 2,
  });
  expect(topmost).toBe(await form.amount.getAttribute('id'));
});

test('leaving the home page and coming back does not multiply the background', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/');
  await waitForSettled(page);
  for (let visit = 0; visit < 3; visit++) {
    await page.getByRole('link', { name: 'How it works' }).first().click();
    await expect(page).toHaveURL(/\/How-it-works$/);
    await expect(layer(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await waitForSettled(page);
  }
  await expect(layer(page)).toHaveCount(1);
  const pictures = await layer(page).locator('canvas, .fluid-background__still').count();
  expect(pictures).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('a visitor who prefers reduced motion gets the gradient and no simulation code', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const fluidChunks: string[] = [];
  page.on('request', (request) => {
    if (/fluid-start|gpu-probe/.test(request.url())) fluidChunks.push(request.url());
  });
  await page.clock.install();
  await page.goto('/');
  await expect(layer(page)).toHaveAttribute('data-fluid', 'fallback');
  // Give an idle start every chance to happen (a minute of the page's time), then check it did not.
  await page.clock.runFor(60_000);
  await requestsSoFar(page);
  await expect(layer(page).locator('canvas, .fluid-background__still')).toHaveCount(0);
  expect(fluidChunks).toEqual([]);
});

test('on a GPU that cannot keep up it animates, lowers its resolution, then keeps a still frame', async ({
  page,
}) => {
  // Pretend SwiftShader is a GPU: the probe worker answers "GPU" and the renderer name is hidden.
  // The real shaders then compile and run, slowly enough that the degrade policy must act.
  await page.addInitScript(() => {
    class GpuWorker extends EventTarget {
      constructor() {
        super();
        setTimeout(() => {
          const gpu = { halfFloat: true, software: false };
          this.dispatchEvent(new MessageEvent('message', { data: { gpu } }));
        });
      }
      terminate() {}
      postMessage() {}
    }
    window.Worker = GpuWorker as unknown as typeof Worker;
    const UNMASKED_RENDERER = 0x9246;
    const proto = WebGL2RenderingContext.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const getParameter = proto.getParameter;
    proto.getParameter = function (this: WebGL2RenderingContext, name: number): unknown {
      if (name === UNMASKED_RENDERER || name === this.RENDERER) return 'Test GPU';
      return getParameter.call(this, name) as unknown;
    };
    window.__contexts = [];
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      ...args: Parameters<typeof getContext>
    ) {
      const context = getContext.apply(this, args);
      if (context instanceof WebGL2RenderingContext) window.__contexts?.push(context);
      return context;
    } as typeof getContext;
    window.__frames = 0;
    const request = window.requestAnimationFrame.bind(window);
    // However fast this machine's software renderer is today, each frame starts 45 ms after the
    // last (over the 40 ms budget): the degrade policy must see a GPU that cannot keep up.
    window.requestAnimationFrame = (callback) => {
      window.__frames = (window.__frames ?? 0) + 1;
      return request((time) => {
        const until = performance.now() + 45;
        while (performance.now() < until) {
          // a slow GPU, simulated on the main thread
        }
        callback(time);
      });
    };
    window.__paintFrames = (count) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => request(() => (left > 1 ? next(left - 1) : resolve()));
        next(count);
      });
    window.__fluidStates = [];
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        const value =
          record.attributeName === 'data-quality' ? element.dataset.quality : element.dataset.fluid;
        if (value) window.__fluidStates?.push(value);
      }
    }).observe(document, {
      attributes: true,
      attributeFilter: ['data-fluid', 'data-quality'],
      subtree: true,
    });
  });
  const errors = watchConsole(page);
  await page.goto('/');
  // Keep stirring until it settles: without pointer movement the loop rests after 10 s, which
  // on a fast enough machine can come before the degrade policy has acted.
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(100 + ((step * 37) % 400), 150 + ((step * 53) % 300));
    await expect(layer(page)).toHaveAttribute('data-fluid', 'still', { timeout: 700 });
  }).toPass({ timeout: 45_000, intervals: [0] });
  const states = await page.evaluate(() => window.__fluidStates ?? []);
  // Full detail first, then the reduced settings, then the still frame, in that order.
  const milestones = states.filter((state) => ['full', 'reduced', 'still'].includes(state));
  expect(milestones).toEqual(['full', 'reduced', 'still']);
  expect(states).toContain('running');
  expect(states.at(-1)).toBe('still');
  // The last frame stays on screen; the loop has stopped.
  await expect(layer(page).locator('canvas')).toHaveCount(1);
  // Thirty painted frames go by without the page asking for one.
  const before = await page.evaluate(() => window.__frames ?? 0);
  await page.evaluate(() => window.__paintFrames?.(30));
  expect(await page.evaluate(() => window.__frames ?? 0)).toBe(before);

  // Leaving the page gives the GPU context back at once.
  await page.getByRole('link', { name: 'How it works' }).first().click();
  await expect(page).toHaveURL(/\/How-it-works$/);
  await expect(layer(page)).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(() => (window.__contexts ?? []).map((context) => context.isContextLost())),
    )
    .toEqual([true]);
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(errors).toEqual([]);
});
