import type { MessageId } from '../../../lib/i18n/i18n.js';
import anonymizeIcon from '../images/card-anonymize.png?no-inline';
import poofIcon from '../images/card-poof.png?no-inline';
import secureIcon from '../images/card-secure.png?no-inline';
import swapIcon from '../images/card-swap.png?no-inline';

export interface Card {
  title: MessageId;
  desc: MessageId;
  /** decorative icon; the title says what the card is about */
  img: string;
}

/** 'What happens under the hood': the route a swap takes, one card per stage. */
export const CARDS: readonly Card[] = [
  { title: 'hiw.card1Title', desc: 'hiw.card1Desc', img: swapIcon },
  { title: 'hiw.card2Title', desc: 'hiw.card2Desc', img: anonymizeIcon },
  { title: 'hiw.card3Title', desc: 'hiw.card3Desc', img: poofIcon },
  { title: 'hiw.card4Title', desc: 'hiw.card4Desc', img: secureIcon },
];
