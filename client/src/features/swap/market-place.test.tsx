import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '../../../../shared/contract/api.js';
import de from '../../lib/i18n/catalogues/de.js';
import en from '../../lib/i18n/catalogues/en.js';
import fa from '../../lib/i18n/catalogues/fa.js';
import { LangContext, registerCatalogue } from '../../lib/i18n/i18n.js';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.js';
import { TEST_RUNTIME_CONFIG } from '../../test/render-with-providers.js';
import { MarketNote } from './market-place.js';
import { OfferList } from './offer-list.js';

// With script, in German and Persian: each offer's place against the market, the market check
// off, and no price now.

const offer = (provider: string, estimate: number, belowMarketPercent?: number): Offer => ({
  provider,
  label: provider,
  estimate,
  min: 0.01,
  max: 0,
  route: [[estimate, 0.01, 0, 'BNB>ETH']],
  fixedRate: false,
  rating: null,
  refundNeedsKyc: null,
  ...(belowMarketPercent === undefined ? {} : { belowMarketPercent }),
});

beforeAll(() => {
  registerCatalogue('en', en);
  registerCatalogue('de', de);
  registerCatalogue('fa', fa);
});

const inLang = (lang: 'de' | 'fa' | 'en', ui: React.ReactElement) =>
  render(
    <RuntimeConfigContext value={TEST_RUNTIME_CONFIG}>
      <LangContext value={lang}>{ui}</LangContext>
    </RuntimeConfigContext>,
  );

const offers = [offer('alpha', 0.192, 0.96), offer('beta', 0.19, 2.1)];

describe('each offer against the market', () => {
  it.each([
    ['en', ['1.0% below the market rate', '2.1% below the market rate']],
    ['de', ['1,0 % unter dem Marktkurs', '2,1 % unter dem Marktkurs']],
    ['fa', ['۱٫۰٪ کمتر از نرخ بازار', '۲٫۱٪ کمتر از نرخ بازار']],
  ] as const)('says how far below it each is, in %s', (lang, texts) => {
    inLang(lang, <OfferList offers={offers} picked="alpha" onPick={() => undefined} coin="ETH" />);
    expect(screen.getAllByTestId('market-place').map((node) => node.textContent)).toEqual(texts);
  });

  it('says an offer above the market (within the bound) is above it', () => {
    inLang(
      'en',
      <MarketNote
        quote={{
          estimate: 1,
          min: 0,
          max: 0,
          route: [[1, 0, 0, 'BNB>ETH']],
          belowMarketPercent: -1.5,
        }}
      />,
    );
    expect(screen.getByTestId('market-place').textContent).toBe('1.5% above the market rate');
  });

  it('says the market check is off, and when no price can be given now', () => {
    const base = { estimate: null, min: 0, max: 0 };
    const route = (): [[number, number, number, string]] => [[-1, 0, 0, 'BNB>ETH']];
    inLang('de', <MarketNote quote={{ ...base, route: route(), marketCheck: 'off' }} />);
    expect(screen.getByTestId('market-off').textContent).toContain('Marktprüfung aus');
    inLang('fa', <MarketNote quote={{ ...base, route: route(), withheld: true }} />);
    expect(screen.getByTestId('price-withheld').textContent).toContain('اکنون نمی‌توان قیمتی داد');
  });

  it('says the offers are held to the last known rate while the reference cannot be reached', () => {
    const route = (): [[number, number, number, string]] => [[0.19, 0, 0, 'BNB>ETH']];
    const quote = { estimate: 0.19, min: 0, max: 0, route: route(), marketCheck: 'stale' as const };
    inLang('en', <MarketNote quote={{ ...quote, belowMarketPercent: 1 }} />);
    expect(screen.getByTestId('market-stale')).toHaveTextContent(
      'Market rate unreachable: offers are checked against the last known one. 1.0% below the market rate',
    );
    inLang('fa', <MarketNote quote={quote} />);
    expect(screen.getAllByTestId('market-stale')[1]!.textContent).toContain('آخرین نرخ شناخته‌شده');
  });

  it('says nothing of a market check where none is configured', () => {
    const { container } = inLang(
      'en',
      <MarketNote quote={{ estimate: 0.19, min: 0, max: 0, route: [[0.19, 0, 0, 'BNB>ETH']] }} />,
    );
    expect(container).not.toHaveTextContent(/market/i);
  });

  it('marks each unchecked offer in words, and picks none', () => {
    const unchecked = offers.map(({ belowMarketPercent: _, ...each }) => ({
      ...each,
      unchecked: true,
    }));
    inLang(
      'fa',
      <OfferList offers={unchecked} picked={null} onPick={() => undefined} coin="ETH" />,
    );
    expect(screen.getAllByTestId('offer-unchecked').map((node) => node.textContent)).toEqual([
      'با نرخ بازار بررسی نشده است',
      'با نرخ بازار بررسی نشده است',
    ]);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });
});
