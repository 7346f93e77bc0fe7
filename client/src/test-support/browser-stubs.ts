import { vi } from 'vitest';

// Browser features jsdom lacks or cannot switch, for the client's component tests.

/**
 * Gives jsdom a window.matchMedia where the listed queries match and every other one does not.
 * Returns a function that removes it again.
 */
export function stubMatchMedia(matching: readonly string[]): () => void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
  return () => vi.unstubAllGlobals();
}

/** Pretends the tab went to the background (true) or came back (false). */
export function setDocumentHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  // it bubbles, as the browser's does: RTK Query's listeners are on the window
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
