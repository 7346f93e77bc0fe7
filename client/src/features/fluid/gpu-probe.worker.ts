import { describeGpu, type GpuInfo } from './gpu-info.js';

/**
 * Opens a throwaway WebGL 2 context off the main thread and reports what it found: opening one
 * takes 20 to 40 ms in Chromium, which on the page would be a blocking task of its own.
 * Replies null when there is no WebGL 2 at all.
 */
function probe(): GpuInfo | null {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2');
    if (!gl) return null;
    const info = describeGpu(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return info;
  } catch {
    return null;
  }
}

postMessage({ gpu: probe() });
