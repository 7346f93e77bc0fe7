import type { PriceQuote } from '../../../../shared/contract/api.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useT } from '../../lib/i18n/i18n.js';

/**
 * How far below the market reference an estimate is ("2.1% below the market rate"): the spread
 * people compare providers by. Above it (within the bound the server allows) it says so.
 */
export function MarketPlace({ percent }: { percent: number | undefined }) {
  const t = useT();
  const lang = useLang();
  if (percent === undefined) return null;
  const shown = localizeDecimal(Math.abs(percent).toFixed(1), lang);
  return (
    <span className="market-place" data-testid="market-place">
      {t(percent >= 0 ? 'swap.belowMarket' : 'swap.aboveMarket', { percent: shown })}
    </span>
  );
}

/**
 * Under the rates: no price now (every offer refused as far above the market), the market check
 * off (no reference price can be trusted: the visitor picks), held to the last known price (the
 * reference unreachable), or the one provider's place against the market. Nothing without a
 * reference configured: there is no check to be off.
 */
export function MarketNote({ quote }: { quote: PriceQuote | undefined }) {
  const t = useT();
  if (!quote) return null;
  if (quote.withheld) {
    return (
      <p className="swap-form__market" role="alert" data-testid="price-withheld">
        {t('swap.withheld')}
      </p>
    );
  }
  const check = quote.marketCheck;
  // with several offers each shows its own place
  const own = check !== 'off' && (quote.offers?.length ?? 0) < 2;
  if (check !== 'off' && check !== 'stale' && !own) return null;
  return (
    <p
      className="swap-form__market"
      role={check === 'off' ? 'alert' : undefined}
      data-testid={check === 'off' ? 'market-off' : check === 'stale' ? 'market-stale' : undefined}
    >
      {check === 'off'
        ? t('swap.marketOff')
        : check === 'stale'
          ? `${t('swap.marketStale')} `
          : null}
      {own && <MarketPlace percent={quote.belowMarketPercent} />}
    </p>
  );
}
