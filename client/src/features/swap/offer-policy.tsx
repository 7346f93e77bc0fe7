import type { Offer } from '../../../../shared/contract/api.js';
import { useT } from '../../lib/i18n/i18n.js';

const POLICY_KEYS = {
  A: 'swap.offerPolicyA',
  B: 'swap.offerPolicyB',
  C: 'swap.offerPolicyC',
  D: 'swap.offerPolicyD',
} as const;

/**
 * What an offer's provider does with a deposit its checks flag, and whether a refund needs ID,
 * in words (a bare letter told a visitor nothing): the operator's statement of it
 * (PROVIDER_<NAME>_RATING and _REFUND_KYC). Plain text, so it reads the same without script.
 */
export function OfferPolicy({ offer }: { offer: Pick<Offer, 'rating' | 'refundNeedsKyc'> }) {
  const t = useT();
  return (
    <>
      {offer.rating !== null && (
        <span className="offer-list__policy">{t(POLICY_KEYS[offer.rating])}</span>
      )}
      {offer.refundNeedsKyc !== null && (
        <span className="offer-list__policy">
          {t(offer.refundNeedsKyc ? 'swap.offerRefundKyc' : 'swap.offerRefundNoKyc')}
        </span>
      )}
    </>
  );
}

/** Where the policies come from: said once under the offers when any offer states one. */
export function OfferPolicySource({ offers }: { offers: Offer[] }) {
  const t = useT();
  const stated = offers.some((offer) => offer.rating !== null || offer.refundNeedsKyc !== null);
  return stated ? <p className="offer-list__source">{t('swap.offerPolicySource')}</p> : null;
}
