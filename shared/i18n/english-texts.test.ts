import { describe, expect, it } from 'vitest';
import { itGives } from '../test-support/table-tests.js';
import { englishLimitText, englishText } from './english-texts.js';

describe("the refusals' English (the API's message)", () => {
  itGives('writes the Min/Max line of %j as %j', englishLimitText, [
    [{ kind: 'min', limit: 0.5, coin: 'BNB (BEP-20)' } as const, 'Min: 0.5 BNB (BEP-20)'],
    [{ kind: 'max', limit: 20, coin: 'ETH' } as const, 'Max: 20 ETH'],
    [{ kind: 'min', limit: 0.0025, coin: 'BTC' } as const, 'Min: 0.0025 BTC'],
  ]);

  it.each([
    ['requests', 'Too many requests. Please wait a minute and try again.'],
    ['prices', 'Too many price requests. Please wait a minute and try again.'],
    ['orders', 'Too many new orders. Please wait a minute and try again.'],
    ['status', 'Too many order status requests. Please wait a minute and try again.'],
  ])('names the %s limit in a 429', (what, text) => {
    expect(englishText('rateLimited', { what })).toBe(text);
  });
});
