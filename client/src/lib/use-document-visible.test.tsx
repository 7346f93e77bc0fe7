import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDocumentVisible } from './use-document-visible.js';

function showTab(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useDocumentVisible', () => {
  it('follows the tab into the background and back', () => {
    const { result } = renderHook(() => useDocumentVisible());
    expect(result.current).toBe(true);
    act(() => showTab('hidden'));
    expect(result.current).toBe(false);
    act(() => showTab('visible'));
    expect(result.current).toBe(true);
  });
});
