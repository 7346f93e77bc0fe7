import { describe, expect, it } from 'vitest';
import type { Offer } from '../../shared/contract/api.js';
import { OUT_OF_LINE_PERCENT, rankOffers } from './quote.service.js';

const offer = (provider: string, estimate: number): Offer => ({
  provider,
  label: provider,
  estimate,
  min: 0,
  max: 0,
  route: [[estimate, 0, 0, 'BNB>ETH']],
  fixedRate: true,
  rating: null,
  refundNeedsKyc: null,
});

const ranked = (offers: Offer[]) =>
  rankOffers(offers).map(({ provider, outOfLine }) => `${provider}${outOfLine ? '!' : ''}`);

describe('offers ranked by what the visitor receives', () => {
  it('puts the most received first while the offers are in line', () => {
    expect(ranked([offer('a', 1.0), offer('b', 1.05), offer('c', 0.98)])).toEqual(['b', 'a', 'c']);
  });

  it(`sets an offer more than ${OUT_OF_LINE_PERCENT}% above the runner-up aside, last`, () => {
    expect(ranked([offer('a', 1.0), offer('liar', 1000), offer('c', 0.98)])).toEqual([
      'a',
      'c',
      'liar!',
    ]);
  });

  it(`keeps an offer exactly ${OUT_OF_LINE_PERCENT}% above the runner-up as the best`, () => {
    expect(ranked([offer('a', 1.0), offer('b', 1 + OUT_OF_LINE_PERCENT / 100)])).toEqual([
      'b',
      'a',
    ]);
  });

  it('sets aside two liars, the wilder one last', () => {
    expect(ranked([offer('a', 1), offer('b', 0.99), offer('x', 50), offer('y', 900)])).toEqual([
      'a',
      'b',
      'x!',
      'y!',
    ]);
  });

  it('never flags a lone offer', () => {
    expect(ranked([offer('a', 1000)])).toEqual(['a']);
  });
});
