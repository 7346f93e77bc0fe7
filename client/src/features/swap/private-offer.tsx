import type { RefObject } from 'react';
import { coinDisplay } from '../../../../shared/coins.js';
import type { Offer } from '../../../../shared/contract/api.js';
import { PROVIDER_ORDER_FIELDS } from '../../../../shared/contract/render.js';
import { useT } from '../../lib/i18n/i18n.js';
import { OfferRow } from './offer-list.js';
import { policyMessages } from './offer-policy.js';
import { ExtraInput } from './refund-and-tag-fields.js';

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

/** Leg two's provider takes a refund address: the route asks for the Monero one. */
export const asksXmrRefund = (offer: Offer): boolean => offer.legs?.[1].takesRefundAddress === true;

/**
 * The private route through Monero, apart from the direct offers but a radio of the same
 * `provider` group (value `first+second`), so the script-free form sends the pick; never picked
 * for the visitor. Its two legs, each on one line with its provider's policy (leg one's holds the
 * visitor's deposit, leg two's the Monero), and the Monero refund address leg two may need (when
 * its provider takes one) are in the server's HTML, so it all works without script.
 */
export function PrivateOffer({ offer, picked, onPick, coin, xmrRefund }: PrivateOfferProps) {
  const t = useT();
  const symbol = (text: string) => coinDisplay(text).symbol;
  return (
    <fieldset className="offer-list offer-list--private" data-testid="private-offer">
      <legend className="offer-list__legend">{t('swap.privateTitle')}</legend>
      <p className="offer-list__source">{t('swap.privateExplain')}</p>
      <OfferRow offer={offer} picked={picked} onPick={onPick} coin={coin} minutes={offer.minutes}>
        {offer.legs?.map((leg, index) => (
          <span key={leg.provider} className="offer-list__policy">
            {t(index === 0 ? 'order.legOne' : 'order.legTwo', {
              from: symbol(leg.from),
              to: symbol(leg.to),
              provider: leg.label,
            })}
            {policyMessages(leg).map((message) => ` · ${t(message)}`)}
          </span>
        ))}
      </OfferRow>
      {asksXmrRefund(offer) && (
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
      )}
    </fieldset>
  );
}
