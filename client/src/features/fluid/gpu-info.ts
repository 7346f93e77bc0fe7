import { isSoftwareRenderer } from './fluid-degrade.js';

/** What a WebGL 2 context says about the machine, enough to decide whether to animate. */
export interface GpuInfo {
  /** half-float textures can be rendered to (the simulation's fields need it) */
  halfFloat: boolean;
  /** a CPU rasteriser draws it: no GPU */
  software: boolean;
}

function rendererName(gl: WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const unmasked: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : null;
  const plain: unknown = gl.getParameter(gl.RENDERER);
  return `${typeof unmasked === 'string' ? unmasked : ''} ${typeof plain === 'string' ? plain : ''}`;
}

/** Reads the capabilities off a context; works on a page's canvas and in a worker alike. */
export function describeGpu(gl: WebGL2RenderingContext): GpuInfo {
  const halfFloat =
    gl.getExtension('EXT_color_buffer_half_float') !== null ||
    gl.getExtension('EXT_color_buffer_float') !== null;
  return { halfFloat, software: isSoftwareRenderer(rendererName(gl)) };
}
