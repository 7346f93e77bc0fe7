// Operators: this is the one place the Testimonials slider reads. Edit, add or remove reviews
// here; avatars are the PNGs drawn from the SVG files in ../images (tooling/raster/raster-images.js;
// PNG, as Tor Browser at its Safest level shows no SVG), or import new files for `img`.
// Set `sample: false` on a real review: while any review is a sample, the page says so under the
// heading, so visitors are never shown invented praise as if it were real.
import avatarLeaf from '../images/avatar-leaf.png?no-inline';
import avatarMoon from '../images/avatar-moon.png?no-inline';
import avatarWave from '../images/avatar-wave.png?no-inline';

export interface Review {
  /** the review text, one entry per paragraph */
  para: readonly string[];
  /** avatar image URL; decorative, the name is shown beside it */
  img: string;
  name: string;
  /** whole stars out of 5 */
  stars: number;
  /** true for placeholder copy shipped with the site; false for a review a real user gave */
  sample: boolean;
}

export const REVIEW_MAX_STARS = 5;

export const REVIEWS: readonly Review[] = [
  {
    para: [
      'I moved some BNB into ETH without making an account or connecting a wallet.',
      'The order page showed every stage and the coins arrived in about twenty minutes.',
    ],
    img: avatarLeaf,
    name: 'Mira K.',
    stars: 5,
    sample: true,
  },
  {
    para: [
      'I typed the wrong address format at first and the form caught it before anything was sent.',
      'Support answered my question at two in the morning.',
    ],
    img: avatarWave,
    name: 'Jonas P.',
    stars: 5,
    sample: true,
  },
  {
    para: [
      'I like that the route goes through Monero and two separate exchanges.',
      'There is no account to hack and nothing that ties my two wallets together.',
    ],
    img: avatarMoon,
    name: 'Ana S.',
    stars: 5,
    sample: true,
  },
];
