import type { MessageId } from '../../../lib/i18n/i18n.js';

export interface Card {
  title: MessageId;
  desc: MessageId;
  /**
   * decorative icon, painted by how-it-works-page.css (.hood-card__icon--{icon}): the title says
   * what the card is about
   */
  icon: 'swap' | 'anonymize' | 'poof' | 'secure';
}

/** 'What happens under the hood': the route a swap takes, one card per stage. */
export const CARDS: readonly Card[] = [
  { title: 'hiw.card1Title', desc: 'hiw.card1Desc', icon: 'swap' },
  { title: 'hiw.card2Title', desc: 'hiw.card2Desc', icon: 'anonymize' },
  { title: 'hiw.card3Title', desc: 'hiw.card3Desc', icon: 'poof' },
  { title: 'hiw.card4Title', desc: 'hiw.card4Desc', icon: 'secure' },
];
