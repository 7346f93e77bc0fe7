import type { RefObject } from 'react';
import { plainAmount } from '../../../../shared/amount.js';
import { coinDisplay } from '../../../../shared/coins.js';
import type { Offer } from '../../../../shared/contract/api.js';
import {
  offerEstimateField,
  PROVIDER_ORDER_FIELDS,
  SHOWN_QUOTE_FIELDS,
} from '../../../../shared/contract/render.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { useLang, useT } from '../../lib/i18n/i18n.js';
import { MarketPlace } from './market-place.js';
import { OfferPolicy } from './offer-policy.js';
import { ExtraInput } from './refund-and-tag-fields.js';
import { formatEstimate } from './swap-amount.js';

export interface PrivateOfferProps {
  /** the best private route (decision 030), or the one the visitor picked while it is quoted */
  offer: Offer;
  picked: boolean;
  onPick: (provider: string) => void;
  /** the receive coin's label */
  coin: string;
  xmrRefund: {
    value: string;
    onChange: (value: string) => void;
    field: RefObject<HTMLInputElement | null>;
    /** the refusal to show under the field; null when none */
    problem: string | null;
  };
}

/**
 * The private route through Monero, apart from the direct offers but a radio of the same
 * `provider` group (value `first+second`), so the script-free form sends the pick; never picked
 * for the visitor. Its two legs, leg one's policy (leg one holds the deposit) and the Monero
 * refund address leg two may need are in the server's HTML, so it all works without script.
 */
export function PrivateOffer({ offer, picked, onPick, coin, xmrRefund }: PrivateOfferProps) {
  const t = useT();
  const lang = useLang();
  const [one, two] = offer.legs ?? [];
  const symbol = (text: string) => coinDisplay(text).symbol;
  return (
    <fieldset className="offer-list offer-list--private" data-testid="private-offer">
      <legend className="offer-list__legend">{t('swap.privateTitle')}</legend>
      <p className="offer-list__source">{t('swap.privateExplain')}</p>
      <label className="offer-list__offer">
        <input
          type="radio"
          name={SHOWN_QUOTE_FIELDS.provider}
          value={offer.provider}
          checked={picked}
          onChange={() => onPick(offer.provider)}
        />
        <span className="offer-list__name">{offer.label}</span>
        <span className="offer-list__amount" dir="ltr">
          {localizeDecimal(formatEstimate(offer.estimate), lang)} {coin}
        </span>
        <span className="offer-list__terms">
          {t(offer.fixedRate ? 'swap.offerFixed' : 'swap.offerFloating')}
          {offer.minutes !== undefined &&
            ` · ${t('swap.privateMinutes', { minutes: offer.minutes })}`}
        </span>
        <MarketPlace percent={offer.belowMarketPercent} />
        {one && two && (
          <>
            <span className="offer-list__policy">
              {t('order.legOne', {
                from: symbol(one.from),
                to: symbol(one.to),
                provider: one.label,
              })}
            </span>
            <span className="offer-list__policy">
              {t('order.legTwo', {
                from: symbol(two.from),
                to: symbol(two.to),
                provider: two.label,
              })}
            </span>
            <OfferPolicy offer={one} />
          </>
        )}
        <input
          type="hidden"
          name={offerEstimateField(offer.provider)}
          value={plainAmount(offer.estimate)}
        />
      </label>
      <ExtraInput
        id="xmr-refund"
        name={PROVIDER_ORDER_FIELDS.xmrRefundAddress}
        label="swap.xmrRefundLabel"
        hint={t('swap.xmrRefundHint')}
        problem={xmrRefund.problem}
        value={xmrRefund.value}
        onChange={xmrRefund.onChange}
        field={xmrRefund.field}
      />
    </fieldset>
  );
}
