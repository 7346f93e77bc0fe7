import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDocumentHidden } from '../test-support/browser-stubs.js';
import { useDocumentVisible } from './use-document-visible.js';

afterEach(() => {
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useDocumentVisible', () => {
  it('follows the tab into the background and back', () => {
    const { result } = renderHook(() => useDocumentVisible());
    expect(result.current).toBe(true);
    act(() => setDocumentHidden(true));
    expect(result.current).toBe(false);
    act(() => setDocumentHidden(false));
    expect(result.current).toBe(true);
  });
});
