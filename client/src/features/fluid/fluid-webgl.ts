import { FLUID } from '../../lib/ui-constants.js';
import type { Quality } from './fluid-degrade.js';
import { describeGpu } from './gpu-info.js';
import {
  createFluidGpu,
  flip,
  type FluidGpu,
  type Format,
  type PingPong,
  type Target,
} from './fluid-gpu.js';
import type { Splat } from './fluid-splats.js';

/** The simulation as the run loop sees it; the WebGL details stay in this file. */
export interface FluidRenderer {
  /** (Re)builds the grids for a quality level at the canvas's current size, keeping the picture. */
  configure(quality: Exclude<Quality, 'still'>): void;
  splat(splat: Splat): void;
  /** Advances the fluid by dt seconds. */
  step(dt: number): void;
  /** Draws the dye (and glow) to the canvas. */
  render(): void;
  /** Frees every GL object and loses the context, so nothing outlives the page. */
  dispose(): void;
}

/** A WebGL 2 context able to run the simulation, before anything is compiled on it. */
export interface FluidContext {
  gl: WebGL2RenderingContext;
  /** true when a CPU rasteriser draws it (no GPU) */
  software: boolean;
}

interface Grid {
  /** grid cells along the short side of the screen */
  sim: number;
  dye: number;
  bloom: boolean;
  pressureIterations: number;
}

const GRIDS: Record<Exclude<Quality, 'still'>, Grid> = {
  full: {
    sim: FLUID.simResolution,
    dye: FLUID.dyeResolution,
    bloom: FLUID.bloom,
    pressureIterations: 20,
  },
  reduced: {
    sim: FLUID.simResolution / 2,
    dye: FLUID.dyeResolution / 2,
    bloom: false,
    pressureIterations: 10,
  },
};

/** Look of the fluid: how fast dye and motion fade, swirl strength, splat size, glow. */
const LOOK = {
  dyeDissipation: 0.8,
  velocityDissipation: 0.2,
  pressureFade: 0.8,
  curl: 30,
  splatRadius: 0.0025,
  bloomResolution: 256,
  bloomLevels: 6,
  bloomThreshold: 0.6,
  bloomKnee: 0.5,
  bloomIntensity: 0.8,
} as const;

/** Grid size for a resolution along the short side of a canvas of the given shape. */
function gridSize(resolution: number, width: number, height: number) {
  const aspect = width > 0 && height > 0 ? width / height : 1;
  const long = Math.round(resolution * (aspect >= 1 ? aspect : 1 / aspect));
  return aspect >= 1 ? { width: long, height: resolution } : { width: resolution, height: long };
}

/**
 * Opens a WebGL 2 context on the canvas, or returns null when the browser cannot run the
 * simulation (no WebGL 2, or half-float textures cannot be rendered to). Cheap on purpose: it
 * compiles nothing, so a software renderer is recognised before it has cost anything.
 */
export function openFluidContext(canvas: HTMLCanvasElement): FluidContext | null {
  let gl: WebGL2RenderingContext | null = null;
  try {
    gl = canvas.getContext('webgl2', {
      alpha: true,
      premultipliedAlpha: true,
      depth: false,
      stencil: false,
      antialias: false,
      preserveDrawingBuffer: false,
      powerPreference: 'low-power',
    });
  } catch {
    gl = null;
  }
  if (!gl) return null;
  const { halfFloat, software } = describeGpu(gl);
  // The fields are half-float render targets; without them there is no fluid, only the gradient.
  if (!halfFloat) {
    closeFluidContext(gl);
    return null;
  }
  return { gl, software };
}

/** Gives the context back to the browser at once instead of waiting for garbage collection. */
export function closeFluidContext(gl: WebGL2RenderingContext) {
  if (!gl.isContextLost()) gl.getExtension('WEBGL_lose_context')?.loseContext();
}

/** Builds the solver on an open context; null (context closed) if a shader fails to build. */
export function createFluidRenderer(context: FluidContext): FluidRenderer | null {
  try {
    return buildRenderer(context.gl);
  } catch {
    closeFluidContext(context.gl);
    return null;
  }
}

/** The step pipeline: the fields at the current quality, and the passes run on them. */
function buildRenderer(gl: WebGL2RenderingContext): FluidRenderer {
  const canvas = gl.canvas as HTMLCanvasElement;
  const gpu: FluidGpu = createFluidGpu(gl);
  const { rgba, rg, r } = gpu.formats;
  const { bind, uniform, texture, draw } = gpu;

  let grid: Grid = GRIDS.full;
  let velocity: PingPong | null = null;
  let dye: PingPong | null = null;
  let pressure: PingPong | null = null;
  let divergence: Target | null = null;
  let curl: Target | null = null;
  let bloomBase: Target | null = null;
  let bloomChain: Target[] = [];

  /** A new pair at the given size holding the old pair's picture, resampled. */
  function regrow(
    old: PingPong | null,
    width: number,
    height: number,
    format: Format,
    filter: number,
  ): PingPong {
    if (old && old.read.width === width && old.read.height === height) return old;
    const pair = gpu.makePair(width, height, format, filter);
    if (old) {
      bind('copy');
      texture('uSource', 0, old.read);
      draw(pair.read);
      gpu.freePair(old);
    }
    return pair;
  }

  function configure(quality: Exclude<Quality, 'still'>) {
    grid = GRIDS[quality];
    const simSize = gridSize(grid.sim, canvas.width, canvas.height);
    const dyeSize = gridSize(grid.dye, canvas.width, canvas.height);
    velocity = regrow(velocity, simSize.width, simSize.height, rg, gl.LINEAR);
    dye = regrow(dye, dyeSize.width, dyeSize.height, rgba, gl.LINEAR);
    if (
      !pressure ||
      pressure.read.width !== simSize.width ||
      pressure.read.height !== simSize.height
    ) {
      gpu.freePair(pressure);
      gpu.freeTarget(divergence);
      gpu.freeTarget(curl);
      pressure = gpu.makePair(simSize.width, simSize.height, r, gl.NEAREST);
      divergence = gpu.makeTarget(simSize.width, simSize.height, r, gl.NEAREST);
      curl = gpu.makeTarget(simSize.width, simSize.height, r, gl.NEAREST);
    }
    gpu.freeTarget(bloomBase);
    bloomChain.forEach(gpu.freeTarget);
    bloomBase = null;
    bloomChain = [];
    if (grid.bloom) {
      const base = gridSize(LOOK.bloomResolution, canvas.width, canvas.height);
      bloomBase = gpu.makeTarget(base.width, base.height, rgba, gl.LINEAR);
      let { width, height } = base;
      for (let level = 0; level < LOOK.bloomLevels; level++) {
        width = Math.floor(width / 2);
        height = Math.floor(height / 2);
        if (width < 2 || height < 2) break;
        bloomChain.push(gpu.makeTarget(width, height, rgba, gl.LINEAR));
      }
    }
  }

  function fields() {
    if (!velocity || !dye || !pressure || !divergence || !curl) {
      throw new Error('configure() before use');
    }
    return { velocity, dye, pressure, divergence, curl };
  }

  function splat(s: Splat) {
    const f = fields();
    const aspect = canvas.width > 0 && canvas.height > 0 ? canvas.width / canvas.height : 1;
    bind('splat');
    gl.uniform2f(uniform('uPoint'), s.x, s.y);
    if (aspect >= 1) gl.uniform2f(uniform('uStretch'), aspect, 1);
    else gl.uniform2f(uniform('uStretch'), 1, 1 / aspect);
    gl.uniform1f(uniform('uRadius'), LOOK.splatRadius);
    texture('uTarget', 0, f.velocity.read);
    gl.uniform3f(uniform('uValue'), s.dx, s.dy, 0);
    draw(f.velocity.write);
    flip(f.velocity);
    texture('uTarget', 0, f.dye.read);
    gl.uniform3f(uniform('uValue'), s.color.r, s.color.g, s.color.b);
    draw(f.dye.write);
    flip(f.dye);
  }

  function step(dt: number) {
    const f = fields();
    const simTexel = f.velocity.read.texel;

    bind('curl');
    texture('uVelocity', 0, f.velocity.read);
    draw(f.curl);

    bind('vorticity');
    texture('uVelocity', 0, f.velocity.read);
    texture('uCurl', 1, f.curl);
    gl.uniform1f(uniform('uStrength'), LOOK.curl);
    gl.uniform1f(uniform('uDt'), dt);
    draw(f.velocity.write);
    flip(f.velocity);

    bind('divergence');
    texture('uVelocity', 0, f.velocity.read);
    draw(f.divergence);

    bind('scale');
    texture('uSource', 0, f.pressure.read);
    gl.uniform1f(uniform('uFactor'), LOOK.pressureFade);
    draw(f.pressure.write);
    flip(f.pressure);

    bind('pressure');
    texture('uDivergence', 1, f.divergence);
    for (let i = 0; i < grid.pressureIterations; i++) {
      texture('uPressure', 0, f.pressure.read);
      draw(f.pressure.write);
      flip(f.pressure);
    }

    bind('gradient');
    texture('uPressure', 0, f.pressure.read);
    texture('uVelocity', 1, f.velocity.read);
    draw(f.velocity.write);
    flip(f.velocity);

    bind('advect');
    gl.uniform2f(uniform('uSimTexel'), simTexel[0], simTexel[1]);
    gl.uniform1f(uniform('uDt'), dt);
    texture('uVelocity', 0, f.velocity.read);
    texture('uSource', 1, f.velocity.read);
    gl.uniform1f(uniform('uDissipation'), LOOK.velocityDissipation);
    draw(f.velocity.write);
    flip(f.velocity);

    texture('uVelocity', 0, f.velocity.read);
    texture('uSource', 1, f.dye.read);
    gl.uniform1f(uniform('uDissipation'), LOOK.dyeDissipation);
    draw(f.dye.write);
    flip(f.dye);
  }

  function glow(source: Target): Target {
    if (!bloomBase) return gpu.black;
    bind('prefilter');
    texture('uSource', 0, source);
    gl.uniform1f(uniform('uThreshold'), LOOK.bloomThreshold);
    gl.uniform1f(uniform('uKnee'), LOOK.bloomKnee);
    draw(bloomBase);

    bind('blur');
    let last = bloomBase;
    for (const level of bloomChain) {
      texture('uSource', 0, last);
      gl.uniform2f(uniform('uSourceTexel'), last.texel[0], last.texel[1]);
      draw(level);
      last = level;
    }
    // Back up the chain, each level adding its blurred smaller neighbour onto itself.
    gl.blendFunc(gl.ONE, gl.ONE);
    gl.enable(gl.BLEND);
    const upward = [...bloomChain.slice(0, -1)].reverse().concat(bloomBase);
    for (const level of upward) {
      texture('uSource', 0, last);
      gl.uniform2f(uniform('uSourceTexel'), last.texel[0], last.texel[1]);
      draw(level);
      last = level;
    }
    gl.disable(gl.BLEND);
    return bloomBase;
  }

  function render() {
    const f = fields();
    const light = glow(f.dye.read);
    bind('display');
    texture('uDye', 0, f.dye.read);
    texture('uBloom', 1, light);
    gl.uniform1f(uniform('uBloomIntensity'), bloomBase ? LOOK.bloomIntensity : 0);
    draw(null);
  }

  let disposed = false;
  function dispose() {
    if (disposed) return;
    disposed = true;
    gpu.dispose();
    closeFluidContext(gl);
    velocity = dye = pressure = null;
    divergence = curl = bloomBase = null;
    bloomChain = [];
  }

  return { configure, splat, step, render, dispose };
}
