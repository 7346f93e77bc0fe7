import { act } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../../../../shared/contract/render.js';
import { advance } from '../../test-support/fake-clock.js';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { setUpPriceClock } from './test-support/price-clock.js';
import { fakeApi, json, quote } from './test-support/fake-api.js';
import { usePriceQuote, type PriceQuoteState } from './use-price-quote.js';

// The price hook on its own, over RTK Query's `price` query: what each render holds and every
// request it makes, on the fake clock (each request is answered at once, estimates in turn).

const START = Date.UTC(2026, 10, 23, 9, 0, 0);

/** price replies with these estimates, in turn (the last one repeats) */
function priceApi(estimates: number[]) {
  let call = 0;
  return fakeApi({
    price: () => json(200, quote({ estimate: estimates[Math.min(call++, estimates.length - 1)] })),
  });
}

/** The hook for BNB to ETH, from `amount`; `type` changes the amount as the visitor would. */
function follow(amount: string, pageData: PageData | null = null) {
  const renders: PriceQuoteState[] = [];
  let setAmount!: (amount: string) => void;
  function Probe() {
    const [typed, set] = useState(amount);
    setAmount = set;
    renders.push(usePriceQuote('BNB', 'ETH', typed));
    return null;
  }
  renderWithProviders(<Probe />, { pageData });
  return {
    renders,
    state: () => renders.at(-1)!,
    type: async (next: string) => {
      act(() => setAmount(next));
      await advance();
    },
  };
}

const estimateOf = (state: PriceQuoteState) => state.shown?.quote.estimate ?? null;

setUpPriceClock(START);

describe('usePriceQuote', () => {
  it('asks at once when the window is focused again, and counts the 30 s from that answer', async () => {
    const api = priceApi([2.5, 2.6, 2.7]);
    const { state, type } = follow('');
    await type('1');
    await advance(1000);
    expect(api.priceRequests()).toHaveLength(1);
    await advance(10_000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance();
    expect(api.priceRequests()).toHaveLength(2);
    expect(estimateOf(state())).toBe(2.6);
    await advance(29_999);
    expect(api.priceRequests()).toHaveLength(2);
    await advance(1);
    expect(api.priceRequests()).toHaveLength(3);
  });

  it('comes back to an amount asked a moment ago: its quote shows while it is asked afresh', async () => {
    const reply = { release: () => undefined as void, hold: false };
    let call = 0;
    const api = fakeApi({
      price: () => {
        call += 1;
        const answer = json(200, quote({ estimate: call }));
        if (!reply.hold) return answer;
        return new Promise<Response>((resolve) => (reply.release = () => resolve(answer)));
      },
    });
    const { state, type } = follow('1');
    await advance();
    expect(estimateOf(state())).toBe(1);
    await type('2');
    await advance(1000);
    expect(estimateOf(state())).toBe(2);
    reply.hold = true;
    await type('1');
    await advance(1000);
    expect(api.priceRequests()).toHaveLength(3);
    // the quote the cache still held for 1 is on screen, but it is not the answer asked for
    expect(estimateOf(state())).toBe(1);
    expect(state().pending).toBe(true);
    expect(state().current).toBeNull();
    act(() => reply.release());
    await advance();
    expect(estimateOf(state())).toBe(3);
    expect(state().pending).toBe(false);
    expect(state().current?.quote.estimate).toBe(3);
  });

  it('shows the quote the server sent from the first render, then asks afresh', async () => {
    const api = priceApi([2.6]);
    const served: PageData = {
      renderedAt: START / 1000,
      formKey: 'k'.repeat(22),
      swapForm: {
        from: 'BNB',
        to: 'ETH',
        amount: '1',
        address: '',
        quote: { amount: '1', quote: quote({ estimate: 2.5 }) },
        problem: null,
      },
    };
    const { renders, state } = follow('1', served);
    expect(estimateOf(renders[0]!)).toBe(2.5);
    expect(renders[0]!.pending).toBe(false);
    await advance();
    expect(api.priceRequests()).toHaveLength(1);
    expect(estimateOf(state())).toBe(2.6);
  });
});
