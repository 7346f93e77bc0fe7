import { describe, expect, it } from 'vitest';
import { limitsNamedIn } from './refusal-limits.js';

describe('the limits a refusal names', () => {
  it('reads LetsExchange’s validation words', () => {
    expect(
      limitsNamedIn({
        success: false,
        error: { validation: { amount: ['The amount must be between 0.032 and 81.'] } },
      }),
    ).toEqual({ min: 0.032, max: 81 });
  });

  it('reads a minimum alone, and finds nothing in a refusal that names none', () => {
    expect(limitsNamedIn({ message: 'Minimal amount is 0.5 BTC' })).toEqual({ min: 0.5, max: 0 });
    expect(limitsNamedIn({ error: { validation: { to: ['The to field is required.'] } } })).toBe(
      null,
    );
  });
});
