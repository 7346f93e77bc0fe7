import { useEffect, useRef, useState } from 'react';
import { afterLoadIdle } from '../../lib/after-load-idle.js';
import type { FluidState } from './fluid-runner.js';
import type { FluidHandle } from './fluid-start.js';
import { useReducedMotion } from '../../lib/use-media-query.js';
import './fluid-background.css';

/** 'waiting' until the page is loaded and idle; then what the simulation reports. */
export type FluidBackgroundState = 'waiting' | FluidState;

/**
 * The home page's animated backdrop: a full-screen fixed layer behind the content, purely
 * decorative (hidden from assistive technology, never takes pointer events or focus).
 *
 * The layer's own CSS gradient is what shows first and what stays when there is no WebGL 2, when
 * the visitor prefers reduced motion, or when the simulation cannot start. The simulation's code
 * is loaded on demand once the page is idle, so it never delays the form.
 */
export function FluidBackground() {
  const container = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<FluidBackgroundState>('waiting');

  useEffect(() => {
    const element = container.current;
    if (reducedMotion || !element) return;
    let handle: FluidHandle | null = null;
    let unmounted = false;
    const cancelIdle = afterLoadIdle(() => {
      import('./fluid-start.js')
        .then(({ startFluid }) => {
          if (unmounted) return;
          handle = startFluid(element, (next) => {
            if (!unmounted) setState(next);
          });
        })
        .catch(() => {
          // A chunk that fails to load (offline, new deploy) only costs the animation.
          if (!unmounted) setState('fallback');
        });
    });
    return () => {
      unmounted = true;
      cancelIdle();
      handle?.stop();
      handle = null;
      setState('waiting');
    };
  }, [reducedMotion]);

  return (
    <div
      ref={container}
      className="fluid-background"
      data-fluid={reducedMotion ? 'fallback' : state}
      aria-hidden="true"
    />
  );
}
