import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle } from './after-load-idle.js';

/** A window double: its readyState, load listeners and idle callbacks are under the test's control. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget();
  const idle: IdleRequestCallback[] = [];
  const view = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    requestIdleCallback: withIdle
      ? vi.fn((callback: IdleRequestCallback) => idle.push(callback))
      : undefined,
    cancelIdleCallback: vi.fn(),
  };
  const runIdle = () =>
    idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
  return { view: view as unknown as Window, raw: view, runIdle };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('afterLoadIdle', () => {
  it('waits for the load event and then an idle moment', () => {
    const { view, raw, runIdle } = fakeWindow('loading');
    const callback = vi.fn();
    afterLoadIdle(callback, view);
    runIdle();
    expect(callback).not.toHaveBeenCalled();
    raw.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('only waits for idle when the page has already loaded', () => {
    const { view, runIdle } = fakeWindow('complete');
    const callback = vi.fn();
    afterLoadIdle(callback, view);
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before or after load', () => {
    const early = fakeWindow('loading');
    const callback = vi.fn();
    afterLoadIdle(callback, early.view)();
    early.raw.dispatchEvent(new Event('load'));
    early.runIdle();

    const late = fakeWindow('complete');
    const cancel = afterLoadIdle(callback, late.view);
    cancel();
    expect(late.raw.cancelIdleCallback).toHaveBeenCalled();
    late.runIdle();
    expect(callback).not.toHaveBeenCalled();
  });

  it('falls back to a short delay where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    const { view } = fakeWindow('complete', false);
    const callback = vi.fn();
    afterLoadIdle(callback, view);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('clears the delay when cancelled', () => {
    vi.useFakeTimers();
    const { view } = fakeWindow('complete', false);
    const callback = vi.fn();
    afterLoadIdle(callback, view)();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});
