import { act, cleanup, render, waitFor } from '@testing-library/react';
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from 'vitest';
import { FLUID } from '../../lib/ui-constants.js';
import { REDUCED_MOTION_QUERY } from '../../lib/use-media-query.js';
import { setDocumentHidden, stubMatchMedia } from '../../test-support/browser-stubs.js';
import { FluidBackground } from './fluid-background.js';
import type { FluidRenderer } from './fluid-webgl.js';
import { closeFluidContext, createFluidRenderer, openFluidContext } from './fluid-webgl.js';

// The real WebGL module by default (jsdom has no WebGL); single tests swap in a fake GPU.
vi.mock('./fluid-webgl.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./fluid-webgl.js')>();
  return {
    ...actual,
    openFluidContext: vi.fn(actual.openFluidContext),
    createFluidRenderer: vi.fn(actual.createFluidRenderer),
    closeFluidContext: vi.fn(),
  };
});

function fakeRenderer() {
  return {
    configure: vi.fn<FluidRenderer['configure']>(),
    splat: vi.fn<FluidRenderer['splat']>(),
    step: vi.fn<FluidRenderer['step']>(),
    render: vi.fn<FluidRenderer['render']>(),
    dispose: vi.fn<FluidRenderer['dispose']>(),
  } satisfies FluidRenderer;
}

/** Pretends a GPU (or a software rasteriser) is there for the next start. */
function withGpu(software = false) {
  const renderer = fakeRenderer();
  const gl = {} as WebGL2RenderingContext;
  vi.mocked(openFluidContext).mockReturnValueOnce({ gl, software });
  // A software renderer never gets as far as building the solver.
  if (!software) vi.mocked(createFluidRenderer).mockReturnValueOnce(renderer);
  return renderer;
}

/** Animation frames run only when the test says so. */
let frames: Map<number, FrameRequestCallback>;
let nextFrame: number;
let requestFrame: MockInstance<typeof window.requestAnimationFrame>;
let cancelFrame: MockInstance<typeof window.cancelAnimationFrame>;
let idle: IdleRequestCallback[];
let requestIdle: Mock<typeof window.requestIdleCallback>;
let cancelIdle: Mock<typeof window.cancelIdleCallback>;

function runFrame(time: number) {
  const pending = [...frames.entries()];
  frames.clear();
  for (const [, callback] of pending) callback(time);
}

/** Runs frames `stepMs` apart until the loop asks for none (at most `limit`); the last time. */
function runFramesUntilIdle(stepMs: number, limit: number): number {
  let time = 1000;
  for (let i = 0; i < limit && frames.size > 0; i++) {
    time += stepMs;
    act(() => runFrame(time));
  }
  return time;
}

function runIdle() {
  const pending = idle.splice(0);
  for (const callback of pending) callback({ didTimeout: false, timeRemaining: () => 50 });
}

/** Renders the background and lets it start: page idle, simulation module loaded. */
async function renderStarted() {
  const result = render(<FluidBackground />);
  const layer = result.container.querySelector<HTMLElement>('.fluid-background')!;
  act(() => runIdle());
  await waitFor(() => expect(layer.dataset.fluid).not.toBe('waiting'));
  return { ...result, layer };
}

/** Stands in for the GPU probe worker; answers with the given report, or not at all. */
function installProbeWorker(answer: { gpu: unknown } | 'silent') {
  const workers: FakeWorker[] = [];
  class FakeWorker extends EventTarget {
    terminated = false;
    constructor() {
      super();
      workers.push(this);
      if (answer !== 'silent') {
        queueMicrotask(() => {
          if (!this.terminated) this.dispatchEvent(new MessageEvent('message', { data: answer }));
        });
      }
    }
    terminate() {
      this.terminated = true;
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('OffscreenCanvas', class {});
  return workers;
}

const reducedMotion = () => stubMatchMedia([REDUCED_MOTION_QUERY]);

beforeEach(() => {
  frames = new Map();
  nextFrame = 1;
  requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    const id = nextFrame++;
    frames.set(id, callback);
    return id;
  });
  cancelFrame = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames.delete(id);
  });
  idle = [];
  requestIdle = vi.fn((callback: IdleRequestCallback) => idle.push(callback));
  cancelIdle = vi.fn();
  window.requestIdleCallback = requestIdle;
  window.cancelIdleCallback = cancelIdle;
  // A browser without WebGL answers null; jsdom would also log "not implemented".
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  // Unmount first, while the stubs the component may call on the way out are still there.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(openFluidContext).mockClear();
  vi.mocked(createFluidRenderer).mockClear();
  // @ts-expect-error -- jsdom has no matchMedia; remove the stub some tests installed
  delete window.matchMedia;
  // @ts-expect-error -- likewise for the idle callback stubs
  delete window.requestIdleCallback;
  // @ts-expect-error -- see above
  delete window.cancelIdleCallback;
  delete (document as { hidden?: boolean }).hidden;
  delete (document as { visibilityState?: string }).visibilityState;
});

describe('FluidBackground', () => {
  it('is a decorative layer hidden from assistive technology', () => {
    const { container } = render(<FluidBackground />);
    const layer = container.querySelector('.fluid-background');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(layer?.querySelector('[tabindex]')).toBeNull();
  });

  it('does nothing until the page is idle, so the form comes first', async () => {
    const { container } = render(<FluidBackground />);
    await act(() => Promise.resolve());
    expect(container.querySelector('.fluid-background')).toHaveAttribute('data-fluid', 'waiting');
    expect(openFluidContext).not.toHaveBeenCalled();
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('keeps the gradient and no canvas when the browser has no WebGL', async () => {
    const { layer } = await renderStarted();
    expect(openFluidContext).toHaveBeenCalledTimes(1);
    expect(layer.dataset.fluid).toBe('fallback');
    expect(layer.querySelector('canvas')).toBeNull();
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('keeps the gradient and never loads the simulation when the visitor prefers reduced motion', async () => {
    reducedMotion();
    const { container } = render(<FluidBackground />);
    act(() => runIdle());
    await act(() => Promise.resolve());
    expect(container.querySelector('.fluid-background')).toHaveAttribute('data-fluid', 'fallback');
    expect(requestIdle).not.toHaveBeenCalled();
    expect(openFluidContext).not.toHaveBeenCalled();
  });

  it('runs on a GPU: a canvas, the load-time burst, one step per frame', async () => {
    const renderer = withGpu();
    const { layer } = await renderStarted();
    expect(layer.dataset.fluid).toBe('running');
    expect(layer.querySelectorAll('canvas')).toHaveLength(1);
    const burst = renderer.splat.mock.calls.length;
    expect(burst).toBeGreaterThanOrEqual(FLUID.initialSplats.min);
    expect(burst).toBeLessThanOrEqual(FLUID.initialSplats.max);
    act(() => runFrame(1000));
    act(() => runFrame(1016));
    expect(renderer.step).toHaveBeenCalledTimes(2);
    // Never more than the spec's step, however long the frame.
    act(() => runFrame(1500));
    expect(renderer.step).toHaveBeenLastCalledWith(FLUID.maxStepS);
  });

  it('leaves no frame, listener, GL object or canvas behind when unmounted', async () => {
    const windowAdd = vi.spyOn(window, 'addEventListener');
    const windowRemove = vi.spyOn(window, 'removeEventListener');
    const documentAdd = vi.spyOn(document, 'addEventListener');
    const documentRemove = vi.spyOn(document, 'removeEventListener');
    const renderer = withGpu();
    const { layer, unmount } = await renderStarted();
    act(() => runFrame(1000));
    const canvas = layer.querySelector('canvas');
    expect(canvas).not.toBeNull();
    expect(frames.size).toBe(1);
    const pending = [...frames.keys()][0];

    unmount();

    expect(cancelFrame).toHaveBeenCalledWith(pending);
    expect(frames.size).toBe(0);
    expect(renderer.dispose).toHaveBeenCalledTimes(1);
    expect(canvas?.isConnected).toBe(false);
    const typeAndListener = (spy: MockInstance) =>
      spy.mock.calls.map((call: unknown[]) => call.slice(0, 2));
    const pairs = (add: MockInstance, remove: MockInstance) => ({
      added: typeAndListener(add),
      removed: typeAndListener(remove),
    });
    const onWindow = pairs(windowAdd, windowRemove);
    const onDocument = pairs(documentAdd, documentRemove);
    expect(onWindow.added.length).toBeGreaterThan(0);
    expect(onWindow.removed).toEqual(expect.arrayContaining(onWindow.added));
    expect(onDocument.removed).toEqual(expect.arrayContaining(onDocument.added));
    // Nothing fires later either.
    window.dispatchEvent(new Event('resize'));
    setDocumentHidden(false);
    expect(frames.size).toBe(0);
  });

  it('does not start at all if the page is left before it was idle', () => {
    const { unmount } = render(<FluidBackground />);
    unmount();
    expect(cancelIdle).toHaveBeenCalled();
  });

  it('pauses while the tab is hidden and resumes when it is shown again', async () => {
    const renderer = withGpu();
    const { layer } = await renderStarted();
    act(() => runFrame(1000));
    expect(frames.size).toBe(1);

    act(() => setDocumentHidden(true));
    expect(layer.dataset.fluid).toBe('paused');
    expect(frames.size).toBe(0);
    const steps = renderer.step.mock.calls.length;
    window.dispatchEvent(new Event('resize'));
    expect(frames.size).toBe(0);

    act(() => setDocumentHidden(false));
    expect(layer.dataset.fluid).toBe('running');
    act(() => runFrame(60_000));
    expect(renderer.step).toHaveBeenCalledTimes(steps + 1);
    // The time spent hidden is not simulated in one huge step.
    expect(renderer.step).toHaveBeenLastCalledWith(0);
  });

  it('follows the pointer: movement throws a splat where the pointer went', async () => {
    const renderer = withGpu();
    await renderStarted();
    act(() => runFrame(1000));
    renderer.splat.mockClear();
    const move = (x: number, y: number) =>
      window.dispatchEvent(
        new PointerEvent('pointermove', { clientX: x, clientY: y, pointerId: 1 }),
      );
    move(100, 100);
    act(() => runFrame(1016));
    move(200, 150);
    act(() => runFrame(1033));
    expect(renderer.splat).toHaveBeenCalledTimes(1);
    const [splat] = renderer.splat.mock.calls[0]!;
    expect(splat.x).toBeCloseTo(200 / window.innerWidth);
    expect(splat.dx).toBeGreaterThan(0);
    expect(splat.dy).toBeLessThan(0);
  });

  it('follows touch as well', async () => {
    const renderer = withGpu();
    await renderStarted();
    renderer.splat.mockClear();
    const touch = (type: string, x: number) =>
      window.dispatchEvent(
        new PointerEvent(type, { clientX: x, clientY: 300, pointerId: 7, pointerType: 'touch' }),
      );
    touch('pointerdown', 50);
    act(() => runFrame(1000));
    touch('pointermove', 90);
    act(() => runFrame(1016));
    expect(renderer.splat).toHaveBeenCalledTimes(1);
    touch('pointerup', 90);
    touch('pointermove', 400);
    act(() => runFrame(1033));
    // A lifted finger leaves no stroke behind.
    expect(renderer.splat).toHaveBeenCalledTimes(1);
  });

  it('ignores the keyboard', async () => {
    const windowAdd = vi.spyOn(window, 'addEventListener');
    const documentAdd = vi.spyOn(document, 'addEventListener');
    const renderer = withGpu();
    const { layer } = await renderStarted();
    act(() => runFrame(1000));
    const keyboardTypes = ['keydown', 'keyup', 'keypress'];
    const listened = [...windowAdd.mock.calls, ...documentAdd.mock.calls].map(([type]) => type);
    expect(listened.filter((type) => keyboardTypes.includes(type))).toEqual([]);
    renderer.splat.mockClear();
    for (const key of [' ', 'p', 'Enter']) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
    act(() => runFrame(1016));
    expect(renderer.splat).not.toHaveBeenCalled();
    expect(layer.dataset.fluid).toBe('running');
  });

  it('settles on a still picture without animating when only a software renderer exists', async () => {
    withGpu(true);
    const { layer } = await renderStarted();
    expect(layer.dataset.fluid).toBe('still');
    expect(createFluidRenderer).not.toHaveBeenCalled();
    expect(closeFluidContext).toHaveBeenCalledTimes(1);
    expect(layer.querySelector('canvas')).toBeNull();
    expect(layer.querySelector('.fluid-background__still')).not.toBeNull();
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('steps down and then stops animating when frames keep overrunning', async () => {
    const renderer = withGpu();
    const { layer } = await renderStarted();
    runFramesUntilIdle(500, 200);
    expect(renderer.configure).toHaveBeenCalledWith('reduced');
    expect(layer.dataset.fluid).toBe('still');
    expect(frames.size).toBe(0);
    // The last picture stays on screen.
    expect(layer.querySelector('canvas')).not.toBeNull();
  });

  it('rests after a quiet spell and wakes on pointer movement', async () => {
    const renderer = withGpu();
    const { layer } = await renderStarted();
    const time = runFramesUntilIdle(16, 1000);
    expect(layer.dataset.fluid).toBe('resting');
    expect(frames.size).toBe(0);
    const steps = renderer.step.mock.calls.length;
    act(() => {
      window.dispatchEvent(
        new PointerEvent('pointermove', { clientX: 5, clientY: 5, pointerId: 1 }),
      );
    });
    expect(layer.dataset.fluid).toBe('running');
    act(() => runFrame(time + 16));
    expect(renderer.step).toHaveBeenCalledTimes(steps + 1);
  });

  describe('with the GPU probe worker (browsers with OffscreenCanvas)', () => {
    it('paints the still picture without opening a WebGL context on the page for a software renderer', async () => {
      const workers = installProbeWorker({ gpu: { halfFloat: true, software: true } });
      const { layer } = await renderStarted();
      expect(layer.dataset.fluid).toBe('still');
      expect(openFluidContext).not.toHaveBeenCalled();
      expect(layer.querySelector('.fluid-background__still')).not.toBeNull();
      expect(workers[0]?.terminated).toBe(true);
    });

    it('keeps the gradient when the worker finds no WebGL 2', async () => {
      installProbeWorker({ gpu: null });
      const { layer } = await renderStarted();
      expect(layer.dataset.fluid).toBe('fallback');
      expect(openFluidContext).not.toHaveBeenCalled();
      expect(layer.childElementCount).toBe(0);
    });

    it('keeps the gradient when half-float targets are not supported', async () => {
      installProbeWorker({ gpu: { halfFloat: false, software: false } });
      const { layer } = await renderStarted();
      expect(layer.dataset.fluid).toBe('fallback');
      expect(openFluidContext).not.toHaveBeenCalled();
    });

    it('animates when the worker reports a GPU', async () => {
      installProbeWorker({ gpu: { halfFloat: true, software: false } });
      withGpu();
      const { layer } = await renderStarted();
      expect(layer.dataset.fluid).toBe('running');
      expect(layer.querySelectorAll('canvas')).toHaveLength(1);
    });

    it('ends the probe when the page is left before it answered', async () => {
      const workers = installProbeWorker('silent');
      const { unmount } = render(<FluidBackground />);
      act(() => runIdle());
      await waitFor(() => expect(workers).toHaveLength(1));
      unmount();
      expect(workers[0]?.terminated).toBe(true);
      expect(openFluidContext).not.toHaveBeenCalled();
    });
  });
});
