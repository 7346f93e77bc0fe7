import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './order-format.js';

describe('formatCreatedAt', () => {
  it('shows date and time in the given locale', () => {
    const text = formatCreatedAt(Date.UTC(2024, 0, 15, 12, 30) / 1000, 'en-US');
    expect(text).toMatch(/Jan 15, 2024/);
  });
});
