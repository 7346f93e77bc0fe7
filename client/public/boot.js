// Starts the app once the server-rendered page has painted. The page is readable without script,
// so its ~115 kB of script should not share a slow link (Tor, a phone) with the stylesheet and
// the first paint: only after that frame are the entry and the page's chunks asked for, all at
// once (the page names every chunk its first render needs).
// Plain JavaScript served as is (script-src 'self'); the build names the files in the page.
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
  const modules = [...document.querySelectorAll('meta[name="app-module"]')].map(
    (meta) => meta.content,
  );
  // The entry too, in the same breath: asked for only after the chunks ran, it cost a round trip
  // and its whole download more on a slow link (600 ms a round trip over Tor).
  for (const href of [...modules, boot.dataset.entry]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // All download at once; each chunk then runs in a task of its own (React DOM first), then the
  // entry: one long task of running scripts becomes several short ones. A chunk's own imports
  // still run before it, so any order is safe.
  for (const href of modules) {
    await import(href).catch(() => undefined);
    await nextTask();
  }
  await import(boot.dataset.entry);
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
