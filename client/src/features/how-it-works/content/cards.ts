import anonymizeIcon from '../images/card-anonymize.png?no-inline';
import poofIcon from '../images/card-poof.png?no-inline';
import secureIcon from '../images/card-secure.png?no-inline';
import swapIcon from '../images/card-swap.png?no-inline';

export interface Card {
  title: string;
  desc: string;
  /** decorative icon; the title says what the card is about */
  img: string;
}

/** 'What happens under the hood': the route a swap takes, one card per stage. */
export const CARDS: readonly Card[] = [
  {
    title: 'Swap',
    desc: 'Your deposit is swapped into Monero (XMR), a privacy coin, on a first exchange.',
    img: swapIcon,
  },
  {
    title: 'Anonymize',
    desc: 'The XMR is sent to a second, unrelated exchange. Monero hides sender, receiver and amount, so the public trail stops here.',
    img: anonymizeIcon,
  },
  {
    title: 'Poof',
    desc: 'The second exchange swaps the XMR into the coin you asked for and sends it to your receiving address.',
    img: poofIcon,
  },
  {
    title: 'Secure',
    desc: 'No account, no ID, no wallet connection. Our own logs never keep your addresses, and nothing on-chain links the wallet you sent from to the one you receive in.',
    img: secureIcon,
  },
];
