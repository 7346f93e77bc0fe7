import { FLUID } from '../../../../shared/constants.js';
import type { Quality } from './fluid-degrade.js';
import { describeGpu } from './gpu-info.js';
import {
  ADVECT_SHADER,
  BLOOM_BLUR_SHADER,
  BLOOM_PREFILTER_SHADER,
  COPY_SHADER,
  CURL_SHADER,
  DISPLAY_SHADER,
  DIVERGENCE_SHADER,
  GRADIENT_SUBTRACT_SHADER,
  PRESSURE_SHADER,
  SCALE_SHADER,
  SPLAT_SHADER,
  VERTEX_SHADER,
  VORTICITY_SHADER,
} from './fluid-shaders.js';
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

interface Target {
  texture: WebGLTexture;
  framebuffer: WebGLFramebuffer;
  width: number;
  height: number;
  texel: [number, number];
}

interface PingPong {
  read: Target;
  write: Target;
}

interface Format {
  internal: number;
  format: number;
}

interface Program {
  program: WebGLProgram;
  uniforms: Map<string, WebGLUniformLocation>;
}

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

function buildRenderer(gl: WebGL2RenderingContext): FluidRenderer {
  const canvas = gl.canvas as HTMLCanvasElement;

  const textures = new Set<WebGLTexture>();
  const framebuffers = new Set<WebGLFramebuffer>();
  const shaders: WebGLShader[] = [];
  const programs: WebGLProgram[] = [];

  function makeTarget(width: number, height: number, format: Format, filter: number): Target {
    const texture = gl.createTexture();
    const framebuffer = gl.createFramebuffer();
    textures.add(texture);
    framebuffers.add(framebuffer);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    gl.texImage2D(
      gl.TEXTURE_2D,
      0,
      format.internal,
      width,
      height,
      0,
      format.format,
      gl.HALF_FLOAT,
      null,
    );
    gl.bindFramebuffer(gl.FRAMEBUFFER, framebuffer);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, texture, 0);
    return { texture, framebuffer, width, height, texel: [1 / width, 1 / height] };
  }

  function freeTarget(target: Target | null | undefined) {
    if (!target) return;
    gl.deleteTexture(target.texture);
    gl.deleteFramebuffer(target.framebuffer);
    textures.delete(target.texture);
    framebuffers.delete(target.framebuffer);
  }

  function renderable(format: Format): boolean {
    const probe = makeTarget(4, 4, format, gl.NEAREST);
    const complete = gl.checkFramebufferStatus(gl.FRAMEBUFFER) === gl.FRAMEBUFFER_COMPLETE;
    freeTarget(probe);
    return complete;
  }

  // Some drivers render to RGBA16F only; fall back to it for the one- and two-channel fields.
  const rgba: Format = { internal: gl.RGBA16F, format: gl.RGBA };
  if (!renderable(rgba)) throw new Error('half-float targets are not renderable');
  const rg: Format = renderable({ internal: gl.RG16F, format: gl.RG })
    ? { internal: gl.RG16F, format: gl.RG }
    : rgba;
  const r: Format = renderable({ internal: gl.R16F, format: gl.RED })
    ? { internal: gl.R16F, format: gl.RED }
    : rgba;

  function compile(type: number, source: string): WebGLShader {
    const shader = gl.createShader(type);
    if (!shader) throw new Error('createShader failed');
    shaders.push(shader);
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    return shader;
  }

  const vertex = compile(gl.VERTEX_SHADER, VERTEX_SHADER);

  function link(fragmentSource: string): Program {
    const program = gl.createProgram();
    programs.push(program);
    gl.attachShader(program, vertex);
    gl.attachShader(program, compile(gl.FRAGMENT_SHADER, fragmentSource));
    gl.bindAttribLocation(program, 0, 'aPosition');
    gl.linkProgram(program);
    return { program, uniforms: new Map() };
  }

  // Link everything before asking for any status: the driver may compile in parallel meanwhile.
  const p = {
    splat: link(SPLAT_SHADER),
    advect: link(ADVECT_SHADER),
    curl: link(CURL_SHADER),
    vorticity: link(VORTICITY_SHADER),
    divergence: link(DIVERGENCE_SHADER),
    scale: link(SCALE_SHADER),
    pressure: link(PRESSURE_SHADER),
    gradient: link(GRADIENT_SUBTRACT_SHADER),
    copy: link(COPY_SHADER),
    prefilter: link(BLOOM_PREFILTER_SHADER),
    blur: link(BLOOM_BLUR_SHADER),
    display: link(DISPLAY_SHADER),
  };
  for (const entry of Object.values(p)) {
    if (!gl.getProgramParameter(entry.program, gl.LINK_STATUS)) {
      throw new Error(gl.getProgramInfoLog(entry.program) ?? 'link failed');
    }
    const count = gl.getProgramParameter(entry.program, gl.ACTIVE_UNIFORMS) as number;
    for (let index = 0; index < count; index++) {
      const info = gl.getActiveUniform(entry.program, index);
      const location = info && gl.getUniformLocation(entry.program, info.name);
      if (info && location) entry.uniforms.set(info.name, location);
    }
  }

  // One triangle larger than the screen: covers every pixel with no diagonal seam.
  const buffer = gl.createBuffer();
  const vertexArray = gl.createVertexArray();
  gl.bindVertexArray(vertexArray);
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 3, -1, -1, 3]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0);
  gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  gl.disable(gl.DEPTH_TEST);
  gl.disable(gl.BLEND);

  // Bound as the glow when bloom is off: a 1x1 black texture.
  const black = makeTarget(1, 1, rgba, gl.NEAREST);

  let grid: Grid = GRIDS.full;
  let velocity: PingPong | null = null;
  let dye: PingPong | null = null;
  let pressure: PingPong | null = null;
  let divergence: Target | null = null;
  let curl: Target | null = null;
  let bloomBase: Target | null = null;
  let bloomChain: Target[] = [];

  let current: Program = p.copy;
  function bind(program: Program) {
    current = program;
    gl.useProgram(program.program);
  }
  function uniform(name: string): WebGLUniformLocation | null {
    return current.uniforms.get(name) ?? null;
  }
  function texture(name: string, unit: number, target: Target) {
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, target.texture);
    gl.uniform1i(uniform(name), unit);
  }
  function draw(target: Target | null) {
    if (target) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, target.framebuffer);
      gl.viewport(0, 0, target.width, target.height);
      gl.uniform2f(uniform('uTexel'), target.texel[0], target.texel[1]);
    } else {
      gl.bindFramebuffer(gl.FRAMEBUFFER, null);
      gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
      gl.uniform2f(uniform('uTexel'), 1 / gl.drawingBufferWidth, 1 / gl.drawingBufferHeight);
    }
    gl.drawArrays(gl.TRIANGLES, 0, 3);
  }
  function flip(pair: PingPong) {
    const read = pair.read;
    pair.read = pair.write;
    pair.write = read;
  }

  /** A new pair at the given size holding the old pair's picture, resampled. */
  function regrow(
    old: PingPong | null,
    width: number,
    height: number,
    format: Format,
    filter: number,
  ): PingPong {
    if (old && old.read.width === width && old.read.height === height) return old;
    const pair = {
      read: makeTarget(width, height, format, filter),
      write: makeTarget(width, height, format, filter),
    };
    if (old) {
      bind(p.copy);
      texture('uSource', 0, old.read);
      draw(pair.read);
      freeTarget(old.read);
      freeTarget(old.write);
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
      freeTarget(pressure?.read);
      freeTarget(pressure?.write);
      freeTarget(divergence);
      freeTarget(curl);
      pressure = {
        read: makeTarget(simSize.width, simSize.height, r, gl.NEAREST),
        write: makeTarget(simSize.width, simSize.height, r, gl.NEAREST),
      };
      divergence = makeTarget(simSize.width, simSize.height, r, gl.NEAREST);
      curl = makeTarget(simSize.width, simSize.height, r, gl.NEAREST);
    }
    freeTarget(bloomBase);
    bloomChain.forEach(freeTarget);
    bloomBase = null;
    bloomChain = [];
    if (grid.bloom) {
      const base = gridSize(LOOK.bloomResolution, canvas.width, canvas.height);
      bloomBase = makeTarget(base.width, base.height, rgba, gl.LINEAR);
      let { width, height } = base;
      for (let level = 0; level < LOOK.bloomLevels; level++) {
        width = Math.floor(width / 2);
        height = Math.floor(height / 2);
        if (width < 2 || height < 2) break;
        bloomChain.push(makeTarget(width, height, rgba, gl.LINEAR));
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
    bind(p.splat);
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

    bind(p.curl);
    texture('uVelocity', 0, f.velocity.read);
    draw(f.curl);

    bind(p.vorticity);
    texture('uVelocity', 0, f.velocity.read);
    texture('uCurl', 1, f.curl);
    gl.uniform1f(uniform('uStrength'), LOOK.curl);
    gl.uniform1f(uniform('uDt'), dt);
    draw(f.velocity.write);
    flip(f.velocity);

    bind(p.divergence);
    texture('uVelocity', 0, f.velocity.read);
    draw(f.divergence);

    bind(p.scale);
    texture('uSource', 0, f.pressure.read);
    gl.uniform1f(uniform('uFactor'), LOOK.pressureFade);
    draw(f.pressure.write);
    flip(f.pressure);

    bind(p.pressure);
    texture('uDivergence', 1, f.divergence);
    for (let i = 0; i < grid.pressureIterations; i++) {
      texture('uPressure', 0, f.pressure.read);
      draw(f.pressure.write);
      flip(f.pressure);
    }

    bind(p.gradient);
    texture('uPressure', 0, f.pressure.read);
    texture('uVelocity', 1, f.velocity.read);
    draw(f.velocity.write);
    flip(f.velocity);

    bind(p.advect);
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
    if (!bloomBase) return black;
    bind(p.prefilter);
    texture('uSource', 0, source);
    gl.uniform1f(uniform('uThreshold'), LOOK.bloomThreshold);
    gl.uniform1f(uniform('uKnee'), LOOK.bloomKnee);
    draw(bloomBase);

    bind(p.blur);
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
    bind(p.display);
    texture('uDye', 0, f.dye.read);
    texture('uBloom', 1, light);
    gl.uniform1f(uniform('uBloomIntensity'), bloomBase ? LOOK.bloomIntensity : 0);
    draw(null);
  }

  let disposed = false;
  function dispose() {
    if (disposed) return;
    disposed = true;
    if (!gl.isContextLost()) {
      textures.forEach((t) => gl.deleteTexture(t));
      framebuffers.forEach((fb) => gl.deleteFramebuffer(fb));
      programs.forEach((program) => gl.deleteProgram(program));
      shaders.forEach((shader) => gl.deleteShader(shader));
      gl.deleteBuffer(buffer);
      gl.deleteVertexArray(vertexArray);
      closeFluidContext(gl);
    }
    textures.clear();
    framebuffers.clear();
    velocity = dye = pressure = null;
    divergence = curl = bloomBase = null;
    bloomChain = [];
  }

  return { configure, splat, step, render, dispose };
}
