import { describe, expect, it } from 'vitest';
import { itAnswers } from '../../../../shared/test-support/table-tests.js';
import {
  DEGRADE_DEFAULTS,
  isSoftwareRenderer,
  recordFrame,
  resumeDegrade,
  startDegrade,
  type DegradeState,
  type FrameSample,
} from './fluid-degrade.js';

const SMOOTH: FrameSample = { intervalMs: 16.7, workMs: 2 };
const DROPPED: FrameSample = { intervalMs: 70, workMs: 3 };

function play(state: DegradeState, frames: FrameSample[]): DegradeState {
  return frames.reduce((current, frame) => recordFrame(current, frame), state);
}

const repeat = (frame: FrameSample, count: number) => Array<FrameSample>(count).fill(frame);

/** A window in which the given share of frames overran, interleaved. */
function windowWithShare(share: number): FrameSample[] {
  const size = DEGRADE_DEFAULTS.windowFrames;
  const slow = Math.round(share * size);
  return Array.from({ length: size }, (_, index) => (index < slow ? DROPPED : SMOOTH));
}

const warmup = repeat(SMOOTH, DEGRADE_DEFAULTS.warmupFrames);

describe('degrade policy', () => {
  it('starts at the spec settings on a GPU', () => {
    expect(startDegrade(false).quality).toBe('full');
  });

  it('settles on a still image at once on a software renderer', () => {
    const state = startDegrade(true);
    expect(state.quality).toBe('still');
    expect(play(state, repeat(SMOOTH, 100)).quality).toBe('still');
  });

  it('keeps full detail for a minute of smooth 60 fps frames', () => {
    expect(play(startDegrade(false), repeat(SMOOTH, 3600)).quality).toBe('full');
  });

  it('forgives the odd dropped frame', () => {
    const state = play(startDegrade(false), [...warmup, ...windowWithShare(0.3)]);
    expect(state.quality).toBe('full');
    expect(play(state, windowWithShare(0.3)).quality).toBe('full');
  });

  it('lowers the resolution when most frames of a window overrun', () => {
    const state = play(startDegrade(false), [...warmup, ...windowWithShare(0.7)]);
    expect(state.quality).toBe('reduced');
  });

  it('settles on a still image when the reduced settings overrun too', () => {
    let state = play(startDegrade(false), [...warmup, ...windowWithShare(0.7)]);
    state = play(state, [...warmup, ...windowWithShare(0.7)]);
    expect(state.quality).toBe('still');
  });

  it('does not judge warm-up frames (shader compilation)', () => {
    const state = play(startDegrade(false), repeat({ intervalMs: 900, workMs: 400 }, 5));
    expect(state.quality).toBe('full');
  });

  it('drops detail at once for a long task of its own', () => {
    const state = play(startDegrade(false), [...warmup, { intervalMs: 80, workMs: 60 }]);
    expect(state.quality).toBe('reduced');
  });

  it('drops detail at once for a stall between frames', () => {
    const state = play(startDegrade(false), [...warmup, { intervalMs: 400, workMs: 1 }]);
    expect(state.quality).toBe('reduced');
  });

  it('judges the new quality afresh after stepping down', () => {
    let state = play(startDegrade(false), [...warmup, { intervalMs: 400, workMs: 1 }]);
    // The reduced settings get their own warm-up: a slow first frame is not held against them.
    state = play(state, [{ intervalMs: 400, workMs: 1 }, ...repeat(SMOOTH, 200)]);
    expect(state.quality).toBe('reduced');
  });

  it('does not count a hidden tab as a stall once resumed', () => {
    let state = play(startDegrade(false), repeat(SMOOTH, 20));
    state = resumeDegrade(state);
    state = play(state, [{ intervalMs: 30_000, workMs: 1 }, ...repeat(SMOOTH, 40)]);
    expect(state.quality).toBe('full');
  });
});

describe('software renderer detection', () => {
  itAnswers('recognises %s', isSoftwareRenderer, true, [
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    'Google SwiftShader',
    'llvmpipe (LLVM 15.0.6, 256 bits)',
    'Mesa softpipe',
    'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)',
    'Software Rasterizer',
  ]);

  itAnswers('treats %s as a GPU', isSoftwareRenderer, false, [
    'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
    'Apple M1',
    'Mali-G78',
    'Adreno (TM) 650',
    'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
    'WebKit WebGL',
  ]);
});
