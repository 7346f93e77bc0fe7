// Starts the app once the server-rendered page has painted. The page is readable without script,
// so running its ~115 kB of script must not hold up the first paint. The page names every script
// its first render needs as a modulepreload in <head>, so they download in the wave right after
// the HTML (over Tor a wave is a 600 ms round trip); this file only runs them, after that frame.
// Plain JavaScript served as is (script-src 'self'); the build names the entry in the page.
const boot = document.querySelector('script[data-entry]');

/** A new task: the browser may paint and answer input in between. Not a timer (see below). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start() {
  const entry = boot.dataset.entry;
  const modules = [...document.querySelectorAll('link[rel="modulepreload"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href) => href && href !== entry);
  // Each chunk runs in a task of its own (React DOM first), then the entry: one long task of
  // running scripts becomes several short ones. A chunk's own imports still run before it, so
  // any order is safe.
  for (const href of modules) {
    await import(href).catch(() => undefined);
    await nextTask();
  }
  await import(entry);
}

let started = false;
function startOnce() {
  if (started) return;
  started = true;
  void start();
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
