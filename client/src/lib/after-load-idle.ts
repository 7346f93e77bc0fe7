/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 3000;
/** Where requestIdleCallback is missing (Safari), a short delay after load does the same job. */
const FALLBACK_DELAY_MS = 300;

/**
 * Runs the callback once, after the page's load event and then an idle moment, so optional work
 * never competes with the first paint or the first input. Returns a function that cancels it.
 */
export function afterLoadIdle(callback: () => void, view: Window = window): () => void {
  let cancelled = false;
  let idleId: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const run = () => {
    idleId = null;
    timer = null;
    if (!cancelled) callback();
  };
  const waitForIdle = () => {
    view.removeEventListener('load', waitForIdle);
    if (cancelled) return;
    if (typeof view.requestIdleCallback === 'function') {
      idleId = view.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(run, FALLBACK_DELAY_MS);
    }
  };

  if (view.document.readyState === 'complete') waitForIdle();
  else view.addEventListener('load', waitForIdle);

  return () => {
    cancelled = true;
    view.removeEventListener('load', waitForIdle);
    if (idleId !== null) view.cancelIdleCallback(idleId);
    if (timer !== null) clearTimeout(timer);
  };
}
