// Operators: this is the one place the Testimonials slider reads. Edit, add or remove reviews
// here, their words in every catalogue (client/src/lib/i18n/catalogues, `hiw.review*`); avatars are the PNGs drawn from the SVG files in ../images (tooling/raster/raster-images.js;
// PNG, as Tor Browser at its Safest level shows no SVG), or import new files for `img`.
// Set `sample: false` on a real review: while any review is a sample, the page says so under the
// heading, so visitors are never shown invented praise as if it were real.
import type { MessageId } from '../../../lib/i18n/i18n.js';
import avatarLeaf from '../images/avatar-leaf.png?no-inline';
import avatarMoon from '../images/avatar-moon.png?no-inline';
import avatarWave from '../images/avatar-wave.png?no-inline';

export interface Review {
  /** the review text, one catalogue message per paragraph (translated like every other word) */
  para: readonly MessageId[];
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
    para: ['hiw.review1a', 'hiw.review1b'],
    img: avatarLeaf,
    name: 'Mira K.',
    stars: 5,
    sample: true,
  },
  {
    para: ['hiw.review2a', 'hiw.review2b'],
    img: avatarWave,
    name: 'Jonas P.',
    stars: 5,
    sample: true,
  },
  {
    para: ['hiw.review3a', 'hiw.review3b'],
    img: avatarMoon,
    name: 'Ana S.',
    stars: 5,
    sample: true,
  },
];
