import type { Offer } from '../../../../shared/contract/api.js';
import { useT, type MessageId } from '../../lib/i18n/i18n.js';

const POLICY_KEYS = {
  A: 'swap.offerPolicyA',
  B: 'swap.offerPolicyB',
  C: 'swap.offerPolicyC',
  D: 'swap.offerPolicyD',
} as const;

/**
 * What an offer's provider does with a deposit its checks flag, and whether a refund needs ID,
 * as messages (a bare letter told a visitor nothing): the operator's statement of it
 * (PROVIDER_<NAME>_RATING and _REFUND_KYC); none where it stated neither.
 */
export function policyMessages(offer: Pick<Offer, 'rating' | 'refundNeedsKyc'>): MessageId[] {
  const messages: MessageId[] = [];
  if (offer.rating !== null) messages.push(POLICY_KEYS[offer.rating]);
  if (offer.refundNeedsKyc !== null) {
    messages.push(offer.refundNeedsKyc ? 'swap.offerRefundKyc' : 'swap.offerRefundNoKyc');
  }
  return messages;
}

/** An offer's policy, each statement a line of its own: plain text, the same without script. */
export function OfferPolicy({ offer }: { offer: Pick<Offer, 'rating' | 'refundNeedsKyc'> }) {
  const t = useT();
  return policyMessages(offer).map((message) => (
    <span key={message} className="offer-list__policy">
      {t(message)}
    </span>
  ));
}

/** Where the policies come from: said once under the offers when any offer states one. */
export function OfferPolicySource({ offers }: { offers: Offer[] }) {
  const t = useT();
  const stated = offers.some((offer) => offer.rating !== null || offer.refundNeedsKyc !== null);
  return stated ? <p className="offer-list__source">{t('swap.offerPolicySource')}</p> : null;
}
