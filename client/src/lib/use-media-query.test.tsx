import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, useReducedMotion } from './use-media-query.js';

/** A matchMedia whose one setting can be switched, telling listeners as a browser does. */
function switchableMatchMedia(initially: boolean) {
  const list = Object.assign(new EventTarget(), {
    matches: initially,
    media: REDUCED_MOTION_QUERY,
  });
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) =>
      query === REDUCED_MOTION_QUERY ? list : { matches: false, addEventListener() {} },
    ),
  );
  return (matches: boolean) => {
    list.matches = matches;
    list.dispatchEvent(new Event('change'));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('follows the visitor switching reduced motion on and off', () => {
    const set = switchableMatchMedia(false);
    const { result } = renderHook(() => useReducedMotion());
    const seen = [result.current];
    for (const setting of [true, false]) {
      act(() => set(setting));
      seen.push(result.current);
    }
    expect(seen).toEqual([false, true, false]);
  });

  it('assumes full motion where the browser has no matchMedia', () => {
    expect(typeof window.matchMedia).toBe('undefined');
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });
});
