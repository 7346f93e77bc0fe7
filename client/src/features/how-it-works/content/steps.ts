import { TYPICAL_SWAP_MINUTES } from '../../../../../shared/constants.js';

export interface Step {
  label: string;
  head: string;
  desc: string;
  /** the last step offers the support link from the runtime config */
  supportLink?: boolean;
}

/** The six steps of the guide, in order (spec section 2). */
export const STEPS: readonly Step[] = [
  {
    label: 'Step 1',
    head: 'Choose your pair',
    desc: 'Pick the coin you want to send and the coin you want to receive. Any combination of the supported coins works, in either direction.',
  },
  {
    label: 'Step 2',
    head: 'Enter the amount',
    desc: 'Type how much you want to send. We gather rates from several exchanges, pick the cheapest route, and show the amount you can expect to receive.',
  },
  {
    label: 'Step 3',
    head: 'Add your receiving address',
    desc: 'Paste the wallet address that should get the new coins. It has to match the format of the coin you receive: an ETH address starts with 0x, for example. We check it before the order is created.',
  },
  {
    label: 'Step 4',
    head: 'Send your deposit',
    desc: 'Your Order Page shows a deposit address made for this swap. Send the exact amount there, in one transaction, from a wallet you control rather than an exchange account.',
  },
  {
    label: 'Step 5',
    head: 'Done',
    desc: `That is all. Keep the Order Page open, or save its link, to follow your coins through each stage until they arrive: about ${TYPICAL_SWAP_MINUTES} minutes on average.`,
  },
  {
    label: 'Step 6',
    head: 'Questions? Contact support',
    desc: 'Our support team answers 24/7. Send the bot your order ID and we will look into it with you.',
    supportLink: true,
  },
];
