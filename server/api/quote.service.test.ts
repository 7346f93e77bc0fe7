import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer, PriceQuote } from '../../shared/contract/api.js';
import type { Provider } from '../upstream/providers.js';
import { gate } from '../upstream/gate.js';
import type { Upstream } from '../upstream/upstream-port.js';
import { createQuoteService, OUT_OF_LINE_PERCENT, rankOffers } from './quote.service.js';

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

describe('the comparison window', () => {
  // one quote asked of providers whose quotes the test answers by hand, on a clock it moves by hand
  function quoteOfManualProviders(names: string[]) {
    const answers = new Map<string, (estimate: number) => void>();
    const providers = names.map((name): Provider => ({
      name,
      label: name,
      rating: null,
      refundNeedsKyc: null,
      upstream: gate({
        fixesRates: false,
        // a private route's legs (through XMR) have no price here: only the direct quotes wait
        quote: ({ from, to }: { from: string; to: string }) =>
          from === 'XMR' || to === 'XMR'
            ? Promise.resolve({ estimate: null, min: 0, max: 0, route: [[-1, 0, 0]] })
            : new Promise<PriceQuote>((resolve) => {
                answers.set(name, (estimate) =>
                  resolve({ estimate, min: 0, max: 0, route: [[estimate, 0, 0, 'BNB>ETH']] }),
                );
              }),
      } as unknown as Upstream),
    }));
    const quotes = createQuoteService(providers);
    let settled: PriceQuote | null = null;
    void quotes.quote({ from: 'BNB', to: 'ETH', amount: '1' }).then((quote) => (settled = quote));
    return {
      answer: (name: string, estimate: number) => answers.get(name)!(estimate),
      /** the quote once the service has answered; null until then */
      settled: () => settled,
      /** who the answered quote offers, best first */
      offeredBy: () => settled!.offers!.map(({ provider }) => provider),
    };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers with the offers in hand once 2 s have passed, leaving a silent provider out', async () => {
    const { answer, settled, offeredBy } = quoteOfManualProviders(['fast', 'silent']);
    answer('fast', 1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(offeredBy()).toEqual(['fast']);
  });

  it('answers at once when every provider has answered, before the window ends', async () => {
    const { answer, offeredBy } = quoteOfManualProviders(['a', 'b']);
    answer('a', 1);
    answer('b', 1.01);
    await vi.advanceTimersByTimeAsync(0);
    expect(offeredBy()).toEqual(['b', 'a']);
  });

  it('past the window with nothing in hand, waits for the first offer to come', async () => {
    const { answer, settled, offeredBy } = quoteOfManualProviders(['slow', 'slower']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(settled()).toBeNull();
    answer('slower', 0.9);
    await vi.advanceTimersByTimeAsync(0);
    expect(offeredBy()).toEqual(['slower']);
  });
});

describe('private routes in the comparison window', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // two providers that answer direct quotes at once and leave every leg through XMR unanswered
  const hangingLegs = (name: string): Provider => ({
    name,
    label: name,
    rating: null,
    refundNeedsKyc: null,
    upstream: gate({
      fixesRates: false,
      quote: ({ from, to }: { from: string; to: string }) =>
        from === 'XMR' || to === 'XMR'
          ? new Promise<PriceQuote>(() => undefined)
          : Promise.resolve({ estimate: 1, min: 0, max: 0, route: [[1, 0, 0, 'BNB>ETH']] }),
    } as unknown as Upstream),
  });

  it('never hold the direct offers past the window: the answer comes without them', async () => {
    const quotes = createQuoteService([hangingLegs('a'), hangingLegs('b')]);
    let settled: PriceQuote | null = null;
    void quotes.quote({ from: 'BNB', to: 'ETH', amount: '1' }).then((quote) => (settled = quote));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled!.offers!.map(({ provider }) => provider).sort()).toEqual(['a', 'b']);
    expect(settled!.privateOffers).toBeUndefined();
  });

  // every quote answered alike, each after `delayOf` its coins (ms)
  const alike = (name: string, delayOf: (from: string, to: string) => number): Provider => ({
    name,
    label: name,
    rating: null,
    refundNeedsKyc: null,
    upstream: gate({
      fixesRates: false,
      quote: ({ from, to }: { from: string; to: string }) =>
        new Promise<PriceQuote>((resolve) =>
          setTimeout(
            () => resolve({ estimate: 1, min: 0, max: 0, route: [[1, 0, 0, `${from}>${to}`]] }),
            delayOf(from, to),
          ),
        ),
    } as unknown as Upstream),
  });
  const atOnce = () => 0;

  it('ranks routes that quote alike in the providers’ configured order, not by who answered first', async () => {
    const quotes = createQuoteService([
      alike('a', atOnce),
      // b answers a leg two (from XMR) 100 ms late
      alike('b', (from) => (from === 'XMR' ? 100 : 0)),
    ]);
    let settled: PriceQuote | null = null;
    void quotes.quote({ from: 'BNB', to: 'ETH', amount: '1' }).then((quote) => (settled = quote));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled!.privateOffers!.map(({ provider }) => provider)).toEqual(['a+b', 'b+a']);
  });

  it('lists the routes of a provider quick with leg one though another is slow with its own', async () => {
    const quotes = createQuoteService([
      alike('a', atOnce),
      // b answers its leg one (to XMR) only after 5 s, past the window
      alike('b', (_from, to) => (to === 'XMR' ? 5000 : 0)),
    ]);
    let settled: PriceQuote | null = null;
    void quotes.quote({ from: 'BNB', to: 'ETH', amount: '1' }).then((quote) => (settled = quote));
    await vi.advanceTimersByTimeAsync(2000);
    // b's own leg two (from XMR) answers at once: only its leg one is late
    expect(settled!.privateOffers!.map(({ provider }) => provider)).toEqual(['a+b']);
  });
});
