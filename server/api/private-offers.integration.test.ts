import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import { startTestSandbox } from '../test-support/harness.js';
import { useSiteOfProviders } from '../test-support/providers-env.js';
import type { PriceQuote } from '../../shared/contract/api.js';

// The private route's offers (decision 030) from two providers of different dialects, ChangeNOW's
// and StealthEX's, over real HTTP: each ordered pair of them is a private offer whose legs are
// the providers' own quotes, leg two quoted for leg one's estimate.

const KEY = 'private-route-key-0001';

const running = useSiteOfProviders<[RunningSandbox]>(
  async () => [await startTestSandbox(0, { apiKey: KEY })],
  ([sandbox]) => ({
    cn: {
      protocol: 'changenow',
      url: `${sandbox.url}/v2/`,
      apiKey: KEY,
      label: 'Change Sandbox',
      rating: 'B',
    },
    sx: {
      protocol: 'stealthex',
      url: `${sandbox.url}/stealthex/v4/`,
      apiKey: KEY,
      label: 'Stealth Sandbox',
      rating: 'C',
      refundKyc: '1',
    },
  }),
);

async function quote(from: string, to: string, amount: string): Promise<PriceQuote> {
  const site = running().site;
  const res = await fetch(`${site.url}/api/price?from=${from}&to=${to}&amount=${amount}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PriceQuote;
}

const estimateAt = (answer: PriceQuote, provider: string) =>
  answer.offers!.find((offer) => offer.provider === provider)!.estimate;

describe('private offers through Monero at two providers', () => {
  it('offers one private route per ordered pair of providers, each leg the providers own quote', async () => {
    const answer = await quote('ETH', 'BTC', '0.5');
    const routes = answer.privateOffers!;
    expect(routes.map((offer) => offer.provider).sort()).toEqual(['cn+sx', 'sx+cn']);

    for (const offer of routes) {
      const [legOne, legTwo] = offer.legs!;
      expect(legOne).toMatchObject({ from: 'ETH', to: 'XMR' });
      expect(legTwo).toMatchObject({ from: 'XMR', to: 'BTC' });
      expect(legOne.provider).not.toBe(legTwo.provider);
      // leg one is the first provider's own ETH>XMR quote for the visitor's amount
      expect(legOne.estimate).toBe(estimateAt(await quote('ETH', 'XMR', '0.5'), legOne.provider));
      // leg two is the second provider's XMR>BTC quote for leg one's estimate, and the offer's
      const carried = await quote('XMR', 'BTC', String(legOne.estimate));
      expect(legTwo.estimate).toBe(estimateAt(carried, legTwo.provider));
      expect(offer.estimate).toBe(legTwo.estimate);
      expect(offer.fixedRate).toBe(false);
      expect(offer.rateId).toBeUndefined();
      expect(offer.minutes).toBeGreaterThan(20);
    }
  });

  it('shows leg one’s flagged-deposit terms first, and both legs’ terms', async () => {
    const routes = (await quote('ETH', 'BTC', '0.5')).privateOffers!;
    const viaSx = routes.find((offer) => offer.provider === 'sx+cn')!;
    expect(viaSx).toMatchObject({ rating: 'C', refundNeedsKyc: true });
    expect(viaSx.legs!.map((leg) => [leg.label, leg.rating])).toEqual([
      ['Stealth Sandbox', 'C'],
      ['Change Sandbox', 'B'],
    ]);
  });

  it('keeps the direct offers first: the lead is never a private route', async () => {
    const answer = await quote('ETH', 'BTC', '0.5');
    expect(answer.offers!.every((offer) => offer.legs === undefined)).toBe(true);
    expect(answer.estimate).toBe(answer.offers![0]!.estimate);
  });

  it('limits a private offer to what both legs take, in the visitor’s coin', async () => {
    const answer = await quote('ETH', 'BTC', '0.5');
    for (const offer of answer.privateOffers!) {
      const [legOne] = offer.legs!;
      const direct = (await quote('ETH', 'XMR', '0.5')).offers!.find(
        (each) => each.provider === legOne.provider,
      )!;
      expect(offer.min).toBeGreaterThanOrEqual(direct.min);
      if (direct.max > 0) expect(offer.max).toBeLessThanOrEqual(direct.max);
    }
  });

  it('ranks routes that quote alike in the providers’ configured order, on every quote', async () => {
    // both dialects are one sandbox: the two routes quote the same, whichever answers first
    for (let ask = 0; ask < 4; ask += 1) {
      const routes = (await quote('ETH', 'BTC', '0.5')).privateOffers!;
      expect(routes[0]!.estimate).toBe(routes[1]!.estimate);
      expect(routes.map((offer) => offer.provider)).toEqual(['cn+sx', 'sx+cn']);
    }
  });

  it('offers no private route for a pair with Monero on either side', async () => {
    expect((await quote('ETH', 'XMR', '0.5')).privateOffers).toBeUndefined();
    expect((await quote('XMR', 'BTC', '2')).privateOffers).toBeUndefined();
  });
});
