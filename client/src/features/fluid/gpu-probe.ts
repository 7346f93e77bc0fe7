import type { GpuInfo } from './gpu-info.js';

/**
 * The probe's answer: what the GPU can do, 'none' for no usable WebGL 2, or 'unknown' when the
 * browser cannot run the probe (no module workers or OffscreenCanvas) and the page must look
 * for itself.
 */
export type ProbeResult = GpuInfo | 'none' | 'unknown';

/** A worker that has not answered by then is on a machine too slow to animate on. */
const PROBE_TIMEOUT_MS = 4000;

function isGpuInfo(value: unknown): value is GpuInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as GpuInfo).halfFloat === 'boolean' &&
    typeof (value as GpuInfo).software === 'boolean'
  );
}

/** Asks a worker what WebGL 2 looks like here, without touching the main thread's time. */
export function probeGpu(signal: AbortSignal): Promise<ProbeResult> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.resolve('unknown');
  }
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./gpu-probe.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve('unknown');
      return;
    }
    const finish = (result: ProbeResult) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
      worker.terminate();
      resolve(result);
    };
    const abort = () => finish('none');
    const timer = setTimeout(() => finish('none'), PROBE_TIMEOUT_MS);
    signal.addEventListener('abort', abort);
    worker.addEventListener('message', (event: MessageEvent<{ gpu?: unknown }>) => {
      const gpu = event.data?.gpu;
      finish(isGpuInfo(gpu) ? gpu : 'none');
    });
    // A worker that cannot load (old browser, blocked script) leaves the page to look itself.
    worker.addEventListener('error', () => finish('unknown'));
  });
}
