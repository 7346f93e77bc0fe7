// The words of How it works that describe the route a swap takes, one table per deployment
// (runtime config `privacyRoute`, decision 030), so the page claims only what is true of it:
// 'service' the price service's own hops through Monero (the original copy, word for word);
// 'private' the private route offered beside direct offers; 'direct' one provider's swap.
import type { PrivacyRoute } from '../../../../../shared/contract/names.js';
import type { MessageId } from '../../../lib/i18n/i18n.js';
import { CARDS, DIRECT_CARDS, PRIVATE_CARDS, type Card } from './cards.js';
import { DIRECT_REVIEWS, PRIVATE_REVIEWS, REVIEWS, type Review } from './reviews.js';
import { DIRECT_STEPS, STEPS, type Step } from './steps.js';

/** A titled section of plain paragraphs. */
export interface Why {
  title: MessageId;
  paragraphs: readonly MessageId[];
}

export interface RouteCopy {
  lede: MessageId;
  steps: readonly Step[];
  hoodTitle: MessageId;
  cards: readonly Card[];
  /** 'Why this works', or what the route does and does not hide */
  why: Why;
  reviews: readonly Review[];
}

export const ROUTE_COPY: Record<PrivacyRoute, RouteCopy> = {
  service: {
    lede: 'hiw.lede',
    steps: STEPS,
    hoodTitle: 'hiw.hoodTitle',
    cards: CARDS,
    why: {
      title: 'hiw.whyWorksTitle',
      paragraphs: ['hiw.whyWorks1', 'hiw.whyWorks2', 'hiw.whyWorks3'],
    },
    reviews: REVIEWS,
  },
  private: {
    lede: 'hiw.ledePrivate',
    steps: STEPS,
    hoodTitle: 'hiw.hoodTitlePrivate',
    cards: PRIVATE_CARDS,
    why: {
      title: 'hiw.whyWorksTitle',
      paragraphs: ['hiw.whyWorks1', 'hiw.whyWorks2Private', 'hiw.whyWorks3'],
    },
    reviews: PRIVATE_REVIEWS,
  },
  direct: {
    lede: 'hiw.ledeDirect',
    steps: DIRECT_STEPS,
    hoodTitle: 'hiw.hoodTitle',
    cards: DIRECT_CARDS,
    why: {
      title: 'hiw.whyDirectTitle',
      paragraphs: ['hiw.whyDirect1', 'hiw.whyDirect2', 'hiw.whyWorks3'],
    },
    reviews: DIRECT_REVIEWS,
  },
};
