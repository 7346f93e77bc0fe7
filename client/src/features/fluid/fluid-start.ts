import { startDegrade } from './fluid-degrade.js';
import { runFluid, type FluidRun, type FluidState } from './fluid-runner.js';
import { burstSplats } from './fluid-splats.js';
import { stillPicture } from './fluid-still.js';
import { closeFluidContext, createFluidRenderer, openFluidContext } from './fluid-webgl.js';
import { probeGpu } from './gpu-probe.js';

export interface FluidHandle {
  /** Stops whatever stage the start has reached and removes everything it added. */
  stop(): void;
}

/**
 * Loaded on demand by the background component. Asks a worker what the GPU can do, then:
 * no usable WebGL 2 -> reports 'fallback' and adds nothing (the container's gradient stays);
 * a software renderer -> paints a still picture of the load-time splats with CSS, opening no
 * WebGL context on the page at all; a GPU -> a canvas with the running simulation.
 */
export function startFluid(
  container: HTMLElement,
  onState: (state: FluidState) => void,
): FluidHandle {
  const doc = container.ownerDocument;
  const stopping = new AbortController();
  let run: FluidRun | null = null;
  let added: HTMLElement | null = null;

  function paintStill() {
    const still = doc.createElement('div');
    still.className = 'fluid-background__still';
    still.style.backgroundImage = stillPicture(burstSplats(Math.random));
    container.append(still);
    added = still;
    onState('still');
  }

  function animate() {
    const canvas = doc.createElement('canvas');
    canvas.className = 'fluid-background__canvas';
    container.append(canvas);
    const context = openFluidContext(canvas);
    if (context && startDegrade(context.software).quality === 'still') {
      closeFluidContext(context.gl);
      canvas.remove();
      paintStill();
      return;
    }
    const renderer = context && createFluidRenderer(context);
    if (!renderer) {
      canvas.remove();
      onState('fallback');
      return;
    }
    added = canvas;
    run = runFluid(canvas, renderer, { onState });
  }

  void probeGpu(stopping.signal).then((probe) => {
    if (stopping.signal.aborted) return;
    if (probe === 'none' || (probe !== 'unknown' && !probe.halfFloat)) onState('fallback');
    else if (probe !== 'unknown' && startDegrade(probe.software).quality === 'still') paintStill();
    else animate();
  });

  return {
    stop() {
      stopping.abort();
      run?.stop();
      run = null;
      added?.remove();
      added = null;
    },
  };
}
