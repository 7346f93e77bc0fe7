import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb } from './sentry.js';

describe('scrubBreadcrumb', () => {
  it('keeps no order id from fetches and navigations and no typed input', () => {
    const id = 'AbCdEf0123456789_-xYzW';
    expect(
      scrubBreadcrumb({ category: 'fetch', data: { url: `/api/orders/${id}`, method: 'GET' } }),
    ).toEqual({
      category: 'fetch',
      data: { url: '/api/orders/:id', method: 'GET' },
    });
    expect(
      scrubBreadcrumb({ category: 'navigation', data: { from: '/', to: `/order/${id}` } })?.data,
    ).toEqual({
      from: '/',
      to: '/order/:id',
    });
    expect(scrubBreadcrumb({ category: 'ui.input', message: '0x5290…' })).toBeNull();
  });
});
