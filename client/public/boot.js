// Starts the app once the server-rendered page has painted. The page is readable without script,
// so its ~136 kB of script should not share a slow link (Tor, a phone) with the stylesheet and
// the first paint: only after that frame are the entry and the page's chunks asked for.
// Plain JavaScript served as is (script-src 'self'); the build names the files in the page.
const boot = document.querySelector('script[data-entry]');

function start() {
  for (const meta of document.querySelectorAll('meta[name="app-module"]')) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = meta.content;
    document.head.append(link);
  }
  void import(boot.dataset.entry);
}

let started = false;
function startOnce() {
  if (started) return;
  started = true;
  start();
}

// The browser's paint entries, not timers: a page clock frozen by a test (or a throttled
// background tab) must not keep the app from starting. Not 'load' where paint entries exist: a
// small page can fire it before its first paint. Without them (older browsers) 'load' it is.
const paintTimed =
  typeof PerformanceObserver === 'function' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

if (boot) {
  if (paintTimed) {
    new PerformanceObserver(startOnce).observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') {
    startOnce();
  } else {
    addEventListener('load', startOnce, { once: true });
  }
}
