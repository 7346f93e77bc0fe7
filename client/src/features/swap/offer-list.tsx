import type { ReactNode } from 'react';
import { plainAmount } from '../../../../shared/amount.js';
import type { Offer } from '../../../../shared/contract/api.js';
import { offerEstimateField, SHOWN_QUOTE_FIELDS } from '../../../../shared/contract/render.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useT } from '../../lib/i18n/i18n.js';
import { MarketPlace } from './market-place.js';
import { OfferPolicy, OfferPolicySource } from './offer-policy.js';
import { formatEstimate } from './swap-amount.js';
import './offer-list.css';

export interface OfferListProps {
  /**
   * best first, as the server ranked them (one far above the rest flagged out of line and
   * listed last); shown only when there are two or more
   */
  offers: Offer[];
  /** the provider picked (the best one until the visitor picks another); null: none picked yet */
  picked: string | null;
  onPick: (provider: string) => void;
  /** the receive coin's label */
  coin: string;
}

interface OfferRowProps {
  offer: Offer;
  picked: boolean;
  onPick: (provider: string) => void;
  /** the receive coin's label */
  coin: string;
  best?: boolean;
  /** 'about N minutes' after the terms (a private route's) */
  minutes?: number;
  /** what the offer states below its terms */
  children: ReactNode;
}

/**
 * One offer, direct or private: a radio of the `provider` group with its name, estimate, terms,
 * place against the market (or that none checked it, or that it is far above the rest), and the
 * estimate shown for it in a hidden field of its own (the order is held to it).
 */
export function OfferRow({ offer, picked, onPick, coin, best, minutes, children }: OfferRowProps) {
  const t = useT();
  const lang = useLang();
  return (
    <label
      className={`offer-list__offer${offer.outOfLine ? ' offer-list__offer--out-of-line' : ''}`}
    >
      <input
        type="radio"
        name={SHOWN_QUOTE_FIELDS.provider}
        value={offer.provider}
        checked={picked}
        onChange={() => onPick(offer.provider)}
      />
      <span className="offer-list__name">
        {offer.label}
        {best && <span className="offer-list__best"> {t('swap.offerBest')}</span>}
      </span>
      <span className="offer-list__amount" dir="ltr">
        {localizeDecimal(formatEstimate(offer.estimate), lang)} {coin}
      </span>
      <span className="offer-list__terms">
        {t(offer.fixedRate ? 'swap.offerFixed' : 'swap.offerFloating')}
        {minutes !== undefined && ` · ${t('swap.privateMinutes', { minutes })}`}
      </span>
      <MarketPlace percent={offer.belowMarketPercent} />
      {offer.unchecked && (
        <span className="offer-list__unchecked" data-testid="offer-unchecked">
          {t('swap.offerUnchecked')}
        </span>
      )}
      {offer.outOfLine && (
        <strong className="offer-list__warning" data-testid="offer-out-of-line">
          {t('swap.offerOutOfLine')}
        </strong>
      )}
      {children}
      <input
        type="hidden"
        name={offerEstimateField(offer.provider)}
        value={plainAmount(offer.estimate)}
      />
    </label>
  );
}

/**
 * Several providers' offers for the same swap, best first: each a radio named
 * `provider`, so the script-free form sends the pick as it is, with the estimate shown for each in
 * a hidden field of its own (the order is held to the one picked).
 */
export function OfferList({ offers, picked, onPick, coin }: OfferListProps) {
  const t = useT();
  return (
    <fieldset className="offer-list">
      <legend className="offer-list__legend">{t('swap.offers')}</legend>
      {offers.map((offer, index) => (
        <OfferRow
          key={offer.provider}
          offer={offer}
          picked={offer.provider === picked}
          onPick={onPick}
          coin={coin}
          best={index === 0 && !offer.outOfLine && !offer.unchecked}
        >
          <OfferPolicy offer={offer} />
        </OfferRow>
      ))}
      <OfferPolicySource offers={offers} />
    </fieldset>
  );
}
