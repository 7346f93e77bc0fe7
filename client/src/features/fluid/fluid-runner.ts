import { FLUID } from '../../lib/ui-constants.js';
import {
  DEGRADE_DEFAULTS,
  recordFrame,
  resumeDegrade,
  startDegrade,
  type DegradeSettings,
  type Quality,
} from './fluid-degrade.js';
import { createFluidPointers } from './fluid-pointers.js';
import { burstSplats, type RandomSource } from './fluid-splats.js';
import type { FluidRenderer } from './fluid-webgl.js';

/**
 * What the background is doing, for the component's data attribute:
 * running - animating; resting - stopped after a quiet spell, wakes on pointer movement;
 * paused - the tab is hidden; still - settled on a still image because the machine is too slow;
 * fallback - no simulation (the CSS gradient shows).
 */
export type FluidState = 'running' | 'resting' | 'paused' | 'still' | 'fallback';

export interface RunOptions {
  onState: (state: FluidState) => void;
  random?: RandomSource;
  degrade?: DegradeSettings;
  /** stop animating after this long without pointer movement; the dye has faded by then */
  restAfterMs?: number;
}

export interface FluidRun {
  /** Stops for good: cancels the frame, removes every listener, frees the GL objects. */
  stop(): void;
}

type Listener = [EventTarget, string, EventListener, AddEventListenerOptions?];

/** Adds every listener of one list; the function returned removes exactly those. */
function listenAll(listeners: Listener[]): () => void {
  for (const [target, type, listener, options] of listeners) {
    target.addEventListener(type, listener, options);
  }
  return () => {
    for (const [target, type, listener, options] of listeners) {
      target.removeEventListener(type, listener, options);
    }
  };
}

/**
 * One canvas pixel per CSS pixel: the dye grid is coarser than the screen anyway, and a
 * high-density canvas would only multiply the cost of the final pass.
 */
function fitCanvas(canvas: HTMLCanvasElement, view: Window) {
  const width = Math.max(1, Math.round(canvas.clientWidth || view.innerWidth));
  const height = Math.max(1, Math.round(canvas.clientHeight || view.innerHeight));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
}

/**
 * Drives a renderer on a GPU: one simulation step per animation frame, pointer and touch splats, pause
 * while the tab is hidden, rest when idle, and the degrade policy. Keyboard input is never
 * listened to.
 */
export function runFluid(
  canvas: HTMLCanvasElement,
  renderer: FluidRenderer,
  options: RunOptions,
): FluidRun {
  const view = canvas.ownerDocument.defaultView ?? window;
  const doc = canvas.ownerDocument;
  const random = options.random ?? Math.random;
  const settings = options.degrade ?? DEGRADE_DEFAULTS;
  const restAfterMs = options.restAfterMs ?? 10_000;

  let degrade = startDegrade(false);
  /** quality the grids are built for; stays at the last moving level once still */
  let built: Exclude<Quality, 'still'> = 'full';
  let state: FluidState = 'running';
  let frameId = 0;
  let lastFrameAt: number | null = null;
  let lastInputAt: number | null = null;
  let sizeChanged = false;
  let stopped = false;
  const pointers = createFluidPointers(random);

  function setState(next: FluidState) {
    if (next === state) return;
    state = next;
    options.onState(next);
  }

  function configure() {
    renderer.configure(built);
    // Shows in the DOM which settings run, for tests and for anyone looking at a slow page.
    canvas.dataset.quality = built;
  }

  function schedule() {
    if (!frameId && !stopped) frameId = view.requestAnimationFrame(frame);
  }

  function cancelFrame() {
    if (frameId) view.cancelAnimationFrame(frameId);
    frameId = 0;
  }

  function frame(now: number) {
    frameId = 0;
    const began = performance.now();
    if (sizeChanged) {
      sizeChanged = false;
      fitCanvas(canvas, view);
      configure();
    }
    if (state === 'still' || state === 'resting') {
      // Only here to repaint after a resize cleared the canvas.
      renderer.render();
      return;
    }
    const intervalMs = lastFrameAt === null ? 0 : now - lastFrameAt;
    lastFrameAt = now;
    lastInputAt ??= now;
    const size = { width: view.innerWidth, height: view.innerHeight };
    if (pointers.throwSplats(size, (splat) => renderer.splat(splat)) > 0) lastInputAt = now;
    renderer.step(Math.min(intervalMs / 1000, FLUID.maxStepS));
    renderer.render();

    degrade = recordFrame(degrade, { intervalMs, workMs: performance.now() - began }, settings);
    if (degrade.quality === 'still') {
      // The frame just drawn stays on screen.
      setState('still');
      return;
    }
    if (degrade.quality !== built) {
      built = degrade.quality;
      configure();
    }
    if (now - lastInputAt > restAfterMs) {
      setState('resting');
      return;
    }
    schedule();
  }

  /** Back to animating after a rest or a hidden tab, with a fresh clock and frame budget. */
  function resume() {
    lastFrameAt = null;
    lastInputAt = null;
    degrade = resumeDegrade(degrade);
    setState('running');
    schedule();
  }

  function track(event: PointerEvent, fresh: boolean) {
    if (state === 'still') return;
    pointers.track(event, fresh);
    if (state === 'resting' && !doc.hidden) resume();
  }

  const onPointerMove = (event: PointerEvent) => track(event, false);
  const onPointerDown = (event: PointerEvent) => track(event, true);
  const onPointerEnd = (event: PointerEvent) => pointers.forget(event.pointerId);
  // Leaving the window: forget the pointer, or its return elsewhere would fling a long stroke.
  const onPointerOut = (event: PointerEvent) => {
    if (event.relatedTarget === null) pointers.forget(event.pointerId);
  };
  const onResize = () => {
    sizeChanged = true;
    if (state !== 'paused') schedule();
  };
  const onVisibility = () => {
    if (doc.hidden) {
      if (state === 'running') {
        cancelFrame();
        setState('paused');
      }
    } else if (state === 'paused') {
      resume();
    }
  };
  const onContextLost = () => {
    stop();
    setState('fallback');
  };

  // Passive and on the window: the page above the canvas keeps every event, the fluid only
  // watches where the pointer goes.
  const passive: AddEventListenerOptions = { passive: true };
  // One list for adding and removing, so no listener can outlive the page.
  const unlisten = listenAll([
    [view, 'pointermove', onPointerMove as EventListener, passive],
    [view, 'pointerdown', onPointerDown as EventListener, passive],
    [view, 'pointerup', onPointerEnd as EventListener, passive],
    [view, 'pointercancel', onPointerEnd as EventListener, passive],
    [view, 'pointerout', onPointerOut as EventListener, passive],
    [view, 'resize', onResize, passive],
    [doc, 'visibilitychange', onVisibility],
    [canvas, 'webglcontextlost', onContextLost],
  ]);

  function stop() {
    if (stopped) return;
    stopped = true;
    cancelFrame();
    unlisten();
    pointers.clear();
    renderer.dispose();
  }

  fitCanvas(canvas, view);
  configure();
  for (const splat of burstSplats(random)) renderer.splat(splat);
  options.onState('running');
  if (doc.hidden) setState('paused');
  else schedule();

  return { stop };
}
