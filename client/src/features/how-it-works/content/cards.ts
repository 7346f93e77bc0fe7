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

/** 'What happens under the hood': the route a swap takes, one card per stage (the price service). */
export const CARDS: readonly Card[] = [
  { title: 'hiw.card1Title', desc: 'hiw.card1Desc', icon: 'swap' },
  { title: 'hiw.card2Title', desc: 'hiw.card2Desc', icon: 'anonymize' },
  { title: 'hiw.card3Title', desc: 'hiw.card3Desc', icon: 'poof' },
  { title: 'hiw.card4Title', desc: 'hiw.card4Desc', icon: 'secure' },
];

/** The private route: the price service's stages, its second exchange being another provider. */
export const PRIVATE_CARDS: readonly Card[] = CARDS.map((card) =>
  card.desc === 'hiw.card2Desc' ? { ...card, desc: 'hiw.card2DescPrivate' } : card,
);

/** One provider's swap: what it does, what the site checks, and what that exchange sees. */
export const DIRECT_CARDS: readonly Card[] = [
  { title: 'hiw.card1Title', desc: 'hiw.card1DescDirect', icon: 'swap' },
  { title: 'hiw.card2TitleDirect', desc: 'hiw.card2DescDirect', icon: 'secure' },
  { title: 'hiw.card3TitleDirect', desc: 'hiw.card3DescDirect', icon: 'poof' },
  { title: 'hiw.card4TitleDirect', desc: 'hiw.card4DescDirect', icon: 'anonymize' },
];
