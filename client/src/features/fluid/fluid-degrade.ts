/**
 * When to give up detail. The simulation must never cost the page its responsiveness: on a slow
 * machine it first halves its resolution and drops bloom, then settles on a still image. Pure:
 * it sees frame timings and renderer names, never the clock or the GPU.
 */

/** 'full' is spec section 9's settings; 'reduced' halves both grids and drops bloom. */
export type Quality = 'full' | 'reduced' | 'still';

export interface FrameSample {
  /** time since the previous frame began (includes the browser's compositing of the canvas) */
  intervalMs: number;
  /** main-thread time this frame's simulation and drawing calls took */
  workMs: number;
}

export interface DegradeSettings {
  /** frames not judged after a start, a resume or a change of quality (shader and texture warm-up) */
  warmupFrames: number;
  /** frames judged together */
  windowFrames: number;
  /** a frame that began longer than this after the previous one overran */
  frameBudgetMs: number;
  /** share of a window's frames that may overrun before detail is dropped */
  overrunShare: number;
  /** main-thread work above this is a long task (it blocks input): drop detail at once */
  longTaskMs: number;
  /** a gap between frames above this is a stall, whatever caused it: drop detail at once */
  stallMs: number;
}

export const DEGRADE_DEFAULTS: DegradeSettings = {
  warmupFrames: 5,
  windowFrames: 30,
  // 25 frames per second: a 60 Hz screen that drops an occasional frame stays well inside it.
  frameBudgetMs: 40,
  overrunShare: 0.5,
  longTaskMs: 50,
  stallMs: 250,
};

export interface DegradeState {
  quality: Quality;
  /** frames seen since the last change of quality or resume */
  frames: number;
  /** overrunning frames in the current window */
  overruns: number;
}

/**
 * Whether a WebGL renderer string names a software rasteriser (no GPU): Chromium's SwiftShader,
 * Mesa's llvmpipe and softpipe, Microsoft's Basic Render Driver, and any that says so.
 */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render driver/i.test(renderer);
}

/**
 * Where a run starts. A software renderer goes straight to a still image: measured in Chromium
 * without a GPU, its first simulated frame alone (shader compilation plus the synchronous read
 * back of the canvas for software compositing) blocks the main thread for over a second.
 */
export function startDegrade(software: boolean): DegradeState {
  return { quality: software ? 'still' : 'full', frames: 0, overruns: 0 };
}

function stepDown(state: DegradeState): DegradeState {
  const quality: Quality = state.quality === 'full' ? 'reduced' : 'still';
  return { quality, frames: 0, overruns: 0 };
}

/** A resume after a hidden tab or a rest: the gap is not an overrun, and warm-up starts again. */
export function resumeDegrade(state: DegradeState): DegradeState {
  return { ...state, frames: 0, overruns: 0 };
}

/** Folds one frame's timing in and returns the quality to use from the next frame on. */
export function recordFrame(
  state: DegradeState,
  sample: FrameSample,
  settings: DegradeSettings = DEGRADE_DEFAULTS,
): DegradeState {
  if (state.quality === 'still') return state;
  const frames = state.frames + 1;
  if (frames <= settings.warmupFrames) return { ...state, frames };
  if (sample.workMs > settings.longTaskMs || sample.intervalMs > settings.stallMs) {
    return stepDown(state);
  }
  const overruns = state.overruns + (sample.intervalMs > settings.frameBudgetMs ? 1 : 0);
  if (frames - settings.warmupFrames < settings.windowFrames) return { ...state, frames, overruns };
  if (overruns > settings.overrunShare * settings.windowFrames) return stepDown(state);
  // A good window: start a fresh one so an old slow patch is not held against later frames.
  return { ...state, frames: settings.warmupFrames, overruns: 0 };
}
