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

// The GPU side of the fluid: render targets, compiled programs and the one full-screen triangle,
// each tracked so that dispose() frees them all. What is drawn, and in which order, is the step
// pipeline's business (fluid-webgl.ts).

export interface Target {
  texture: WebGLTexture;
  framebuffer: WebGLFramebuffer;
  width: number;
  height: number;
  texel: [number, number];
}

export interface PingPong {
  read: Target;
  write: Target;
}

export interface Format {
  internal: number;
  format: number;
}

interface Program {
  program: WebGLProgram;
  uniforms: Map<string, WebGLUniformLocation>;
}

const FRAGMENT_SHADERS = {
  splat: SPLAT_SHADER,
  advect: ADVECT_SHADER,
  curl: CURL_SHADER,
  vorticity: VORTICITY_SHADER,
  divergence: DIVERGENCE_SHADER,
  scale: SCALE_SHADER,
  pressure: PRESSURE_SHADER,
  gradient: GRADIENT_SUBTRACT_SHADER,
  copy: COPY_SHADER,
  prefilter: BLOOM_PREFILTER_SHADER,
  blur: BLOOM_BLUR_SHADER,
  display: DISPLAY_SHADER,
};

export type ProgramName = keyof typeof FRAGMENT_SHADERS;

export interface FluidGpu {
  /** Field formats this driver can render to: RGBA16F always, RG and R where supported. */
  formats: { rgba: Format; rg: Format; r: Format };
  /** A 1x1 black texture, bound as the glow when bloom is off. */
  black: Target;
  makeTarget: (width: number, height: number, format: Format, filter: number) => Target;
  makePair: (width: number, height: number, format: Format, filter: number) => PingPong;
  freeTarget: (target: Target | null | undefined) => void;
  freePair: (pair: PingPong | null | undefined) => void;
  /** Makes a program current; uniform() and texture() then address it. */
  bind: (name: ProgramName) => void;
  uniform: (name: string) => WebGLUniformLocation | null;
  texture: (name: string, unit: number, target: Target) => void;
  /** Draws the full-screen triangle into a target, or to the canvas for null. */
  draw: (target: Target | null) => void;
  /** Frees every GL object made here (the context itself stays open). */
  dispose: () => void;
}

/** Swaps a pair's read and write sides after a pass wrote into `write`. */
export function flip(pair: PingPong): void {
  const read = pair.read;
  pair.read = pair.write;
  pair.write = read;
}

/** Compiles and links every program; throws if the driver cannot render half floats or link. */
export function createFluidGpu(gl: WebGL2RenderingContext): FluidGpu {
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
  const p = Object.fromEntries(
    Object.entries(FRAGMENT_SHADERS).map(([name, source]) => [name, link(source)]),
  ) as Record<ProgramName, Program>;
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

  const black = makeTarget(1, 1, rgba, gl.NEAREST);

  let current: Program = p.copy;

  return {
    formats: { rgba, rg, r },
    black,
    makeTarget,
    makePair: (width, height, format, filter) => ({
      read: makeTarget(width, height, format, filter),
      write: makeTarget(width, height, format, filter),
    }),
    freeTarget,
    freePair(pair) {
      freeTarget(pair?.read);
      freeTarget(pair?.write);
    },
    bind(name) {
      current = p[name];
      gl.useProgram(current.program);
    },
    uniform: (name) => current.uniforms.get(name) ?? null,
    texture(name, unit, target) {
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, target.texture);
      gl.uniform1i(current.uniforms.get(name) ?? null, unit);
    },
    draw(target) {
      const texel = current.uniforms.get('uTexel') ?? null;
      if (target) {
        gl.bindFramebuffer(gl.FRAMEBUFFER, target.framebuffer);
        gl.viewport(0, 0, target.width, target.height);
        gl.uniform2f(texel, target.texel[0], target.texel[1]);
      } else {
        gl.bindFramebuffer(gl.FRAMEBUFFER, null);
        gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
        gl.uniform2f(texel, 1 / gl.drawingBufferWidth, 1 / gl.drawingBufferHeight);
      }
      gl.drawArrays(gl.TRIANGLES, 0, 3);
    },
    dispose() {
      if (!gl.isContextLost()) {
        textures.forEach((t) => gl.deleteTexture(t));
        framebuffers.forEach((fb) => gl.deleteFramebuffer(fb));
        programs.forEach((program) => gl.deleteProgram(program));
        shaders.forEach((shader) => gl.deleteShader(shader));
        gl.deleteBuffer(buffer);
        gl.deleteVertexArray(vertexArray);
      }
      textures.clear();
      framebuffers.clear();
    },
  };
}
