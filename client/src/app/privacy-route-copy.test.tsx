import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import type { PrivacyRoute } from '../../../shared/contract/names.js';
import { render } from '../entry-server.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';

// The claims on the home page and the guide are true of what the deployment offers: the price
// service's own two exchanges, the private route with several providers, or one provider's swap.

async function textOf(url: string, privacyRoute: PrivacyRoute, selector: string) {
  const config: RuntimeConfig = { ...TEST_RUNTIME_CONFIG, privacyRoute };
  const page = await render({
    url,
    origin: null,
    config,
    data: { renderedAt: 1_700_000_000, formKey: 'k'.repeat(22) },
  });
  if (page.kind !== 'page') throw new Error('redirected');
  const html = new DOMParser().parseFromString(page.html, 'text/html');
  return html.querySelector(selector)?.textContent ?? '';
}

const homeLead = (route: PrivacyRoute) => textOf('/', route, '.home__lead');
const guideLede = (route: PrivacyRoute) => textOf('/How-it-works', route, '.hiw__lede');

describe('the privacy claim per deployment', () => {
  it('keeps the two-exchange route through a privacy coin with the price service', async () => {
    expect(await homeLead('service')).toBe(
      'Your coins are swapped to a privacy coin on one exchange, moved to a second exchange and swapped to the coin you want, so no traceable link remains between the sending and the receiving wallet.',
    );
    expect(await guideLede('service')).toContain(
      'Your coins take a detour through Monero and two separate exchanges',
    );
  });

  it('offers the private route with several providers and says a direct offer is one swap', async () => {
    for (const text of [await homeLead('private'), await guideLede('private')]) {
      expect(text).toMatch(/Pick the private route/);
      expect(text).toMatch(/a direct offer is one exchange’s swap/i);
    }
  });

  it('claims no second exchange with one provider', async () => {
    for (const text of [await homeLead('direct'), await guideLede('direct')]) {
      expect(text).toMatch(/one exchange/i);
      expect(text).not.toMatch(/second|two|Monero|privacy coin/i);
    }
  });

  it('says it in the visitor’s language', async () => {
    const page = await render({
      url: '/de/',
      origin: null,
      config: { ...TEST_RUNTIME_CONFIG, privacyRoute: 'private' },
      data: { renderedAt: 1_700_000_000, formKey: 'k'.repeat(22) },
    });
    expect(page.kind === 'page' && page.html).toContain('Wählst du die private Route');
  });
});
