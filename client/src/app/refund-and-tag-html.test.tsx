import { describe, expect, it } from 'vitest';
import type { PriceQuote, RuntimeConfig } from '../../../shared/contract/api.js';
import type { SwapFormState } from '../../../shared/contract/render.js';
import { render } from '../entry-server.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';

// Without script: the server's HTML of the swap form is what the visitor posts.

const XRP_ADDRESS = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';
const plainQuote: PriceQuote = {
  estimate: 3,
  min: 0.1,
  max: 0,
  route: [[3, 0.1, 0, 'BNB>XRP']],
};
const fixedRate = { ...plainQuote, rateId: 'rate-9', validUntil: 1_800_000_000 };

async function homeForm(config: Partial<RuntimeConfig>, swapForm: SwapFormState) {
  const page = await render({
    url: '/',
    origin: null,
    config: { ...TEST_RUNTIME_CONFIG, ...config },
    data: { renderedAt: 1_700_000_000, formKey: 'k'.repeat(22), swapForm },
  });
  if (page.kind !== 'page') throw new Error('redirected');
  const html = new DOMParser().parseFromString(page.html, 'text/html');
  const form = html.querySelector('form.swap-form')!;
  return (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`);
}

const toXrp: SwapFormState = {
  from: 'BNB',
  to: 'XRP',
  amount: '1',
  address: XRP_ADDRESS,
  refundAddress: 'typed refund',
  receiveMemo: '77',
  quote: { amount: '1', quote: fixedRate },
  problem: null,
};

describe('script-free swap form: refund address, tag and fixed rate', () => {
  it('posts them as form fields, as the visitor typed them, with the shown rate hidden', async () => {
    const field = await homeForm({ refundAndMemo: true }, toXrp);
    expect(field('refundAddress')).toMatchObject({ type: 'text', value: 'typed refund' });
    expect(field('receiveMemo')).toMatchObject({ type: 'text', value: '77' });
    expect(field('receiveMemo')?.getAttribute('inputmode')).toBe('numeric');
    expect(field('rateId')).toMatchObject({ type: 'hidden', value: 'rate-9' });
    expect(field('validUntil')).toMatchObject({ type: 'hidden', value: '1800000000' });
  });

  it('offers no tag for a coin without one', async () => {
    const field = await homeForm({ refundAndMemo: true }, { ...toXrp, to: 'ETH' });
    expect(field('refundAddress')).not.toBeNull();
    expect(field('receiveMemo')).toBeNull();
  });

  it('has none of them with the price service', async () => {
    const field = await homeForm({}, { ...toXrp, quote: { amount: '1', quote: plainQuote } });
    for (const name of ['refundAddress', 'receiveMemo', 'rateId', 'validUntil']) {
      expect(field(name), name).toBeNull();
    }
  });
});
