import { describe, expect, it } from 'vitest';
import { formatOrderTime } from './order-format.js';

describe('formatOrderTime', () => {
  const at = Date.UTC(2026, 4, 1, 14, 3) / 1000;

  it('writes the Gregorian date and time in UTC for every language but Persian', () => {
    expect(formatOrderTime(at, 'en')).toBe('2026-05-01 14:03');
    expect(formatOrderTime(at, 'de')).toBe('2026-05-01 14:03');
  });

  it('writes the Persian calendar for Persian, in UTC', () => {
    expect(formatOrderTime(at, 'fa')).toBe('1405/02/11 14:03');
  });
});
