import { afterEach, beforeEach, vi } from 'vitest';
import { setDocumentHidden } from '../../../test-support/browser-stubs.js';
import { useFakeClock } from '../../../test-support/fake-clock.js';

/**
 * For a test file on the price's timing: each test starts in a visible tab on the fake clock at
 * `startMs`, and ends with real timers, fetch as it was and the tab shown again.
 */
export function setUpPriceClock(startMs: number): void {
  beforeEach(() => {
    useFakeClock(startMs);
    setDocumentHidden(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setDocumentHidden(false);
  });
}
