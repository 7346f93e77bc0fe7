import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../../shared/contract/api.js';
import type { PrivacyRoute } from '../../../shared/contract/names.js';
import { render } from '../entry-server.js';
import { TEST_RUNTIME_CONFIG } from '../test/render-with-providers.js';

// The claims on the home page and the guide are true of what the deployment offers: the price
// service's own two exchanges, the private route with several providers, or one provider's swap.

async function renderAt(url: string, privacyRoute: PrivacyRoute) {
  const config: RuntimeConfig = { ...TEST_RUNTIME_CONFIG, privacyRoute };
  const page = await render({
    url,
    origin: null,
    config,
    data: { renderedAt: 1_700_000_000, formKey: 'k'.repeat(22) },
  });
  if (page.kind !== 'page') throw new Error('redirected');
  return { page, html: new DOMParser().parseFromString(page.html, 'text/html') };
}

async function textOf(url: string, privacyRoute: PrivacyRoute, selector: string) {
  const { html } = await renderAt(url, privacyRoute);
  return html.querySelector(selector)?.textContent ?? '';
}

/** How it works below its intro, as the server sends it: each heading and paragraph, one a line. */
async function guideBody(privacyRoute: PrivacyRoute, lang = '') {
  const { html } = await renderAt(`${lang}/How-it-works`, privacyRoute);
  const texts = [...html.querySelectorAll('.hiw h2, .hiw h3, .hiw p, .hiw blockquote p')];
  return texts
    .filter((node) => !node.closest('.hiw__intro'))
    .map((node) => node.textContent)
    .join('\n');
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

  it('keeps the meta description of the price service, and claims no trace with one provider', async () => {
    const description = async (route: PrivacyRoute) =>
      (await renderAt('/', route)).page.description;
    expect(await description('service')).toBe(
      'Swap one cryptocurrency for another with no account and no trace.',
    );
    expect(await description('private')).toMatch(/private route through Monero/);
    expect(await description('direct')).not.toMatch(/trace|Monero|private/i);
  });
});

describe('How it works per deployment', () => {
  it('keeps the price service’s route, word for word', async () => {
    const body = await guideBody('service');
    for (const text of [
      'We gather rates from several exchanges, pick the cheapest route',
      'What happens under the hood',
      'Your deposit is swapped into Monero (XMR), a privacy coin, on a first exchange.',
      'The XMR is sent to a second, unrelated exchange. Monero hides sender, receiver and amount, so the public trail stops here.',
      'The second exchange swaps the XMR into the coin you asked for and sends it to your receiving address.',
      'No account, no ID, no wallet connection. Our own logs never keep your addresses, and nothing on-chain links the wallet you sent from to the one you receive in.',
      'Why this works',
      'Your swap uses that. The first exchange turns your coins into XMR, the XMR moves to a second exchange, and only that second exchange pays out the coin you asked for. On the public record, the wallet you sent from and the wallet you receive in have nothing connecting them.',
      'I like that the route goes through Monero and two separate exchanges.',
      'There is no account to hack and nothing that ties my two wallets together.',
    ])
      expect(body).toContain(text);
    expect(body).not.toMatch(/private route|direct (?:offer|swap)/i);
  });

  it('says the route it describes is the private one, and that a direct offer sees both ends', async () => {
    const body = await guideBody('private');
    expect(body).toContain('What happens on the private route');
    expect(body).toContain('The private route uses that.');
    expect(body).toContain(
      'A direct offer is one exchange’s swap, and that exchange sees both ends.',
    );
    expect(body).toContain('I picked the private route');
    // the second provider is a different one, not promised 'unrelated'
    expect(body).toContain('a second exchange, another provider');
    expect(body).not.toMatch(/unrelated|Your swap uses that/);
  });

  it('tells of one exchange seeing both ends with one provider, and of no second exchange', async () => {
    const body = await guideBody('direct');
    expect(body).toContain('One exchange swaps your deposit straight into the coin you asked for.');
    expect(body).toContain('We check each of the exchange’s replies against your order');
    expect(body).toContain('the exchange sees both your deposit and your payout');
    expect(body).toContain('What a direct swap hides, and what it does not');
    expect(body).toContain('It does not break the trail between your wallets.');
    expect(body).not.toMatch(
      /second|two (?:separate )?exchanges|several exchanges|Monero|XMR|privacy coin|on-chain|Anonymi[sz]e|Poof|nothing (?:that )?(?:ties|connect)/i,
    );
  });

  it('says it in the visitor’s language: French, Russian, Persian', async () => {
    expect(await guideBody('service', '/fa')).toContain('تبادل شما از همین استفاده می‌کند.');
    expect(await guideBody('private', '/fr')).toContain('Ce qui se passe sur la route privée');
    const russian = await guideBody('direct', '/ru');
    expect(russian).toContain('Что скрывает прямой обмен, а что нет');
    expect(russian).not.toMatch(/Monero|XMR|втор(?:ая|ую) бирж|две .*бирж/);
  });
});
